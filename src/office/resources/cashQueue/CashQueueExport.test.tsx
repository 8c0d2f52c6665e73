import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { CASH_STATUS } from '../../../shared/api/cash';
import { adminWithdrawals } from '../../../shared/endpoints/cashOffice';
import { REPORT_COLUMNS } from '../../../shared/reports/columns';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { CashQueueList } from './CashQueueList';

describe('CashQueueList export', () => {
  it("downloads the server's report CSV over the queue's filter, not react-admin's key-headed file", async () => {
    const row = { id: 7, memId: 'member01', amount: 50_000, depositor: 'Kim', status: CASH_STATUS.apply };
    const getList = vi.fn(async () => ({ data: [row], total: 1 })) as unknown as DataProvider['getList'];
    const download = vi.fn(async () => new Blob(['\uFEFFa\r\n']));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    render(
      <OfficeTestContext dataProvider={{ getList, download }} resource="admin/withdrawals">
        <CashQueueList />
      </OfficeTestContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0]).toEqual([
      adminWithdrawals.export,
      {
        filter: { status: CASH_STATUS.apply },
        sort: { field: 'createdAt', order: 'DESC' },
        where: [],
        columns: REPORT_COLUMNS.withdrawals.map((c) => c.key),
        lang: 'en',
      },
      expect.anything(),
    ]);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
