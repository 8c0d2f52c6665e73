import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { BankNoticeRecord } from '../../../shared/api/bankNotices';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { BankNoticeList } from './BankNoticeList';

const notice: BankNoticeRecord = {
  id: 9,
  source: 'webhook',
  bankRef: 'KB-1',
  depositor: 'KIM',
  amount: 50_000,
  paidAt: '2026-11-21T03:00:00Z',
  status: 'waiting',
  reason: 'ambiguous',
  cashRequestId: null,
  decidedBy: null,
  memo: '',
  createdAt: '2026-11-21T03:00:01Z',
  decidedAt: null,
  candidates: [
    {
      id: 21,
      memId: 'member02',
      memNick: 'M2',
      depositor: 'Kim',
      amount: 50_000,
      createdAt: '2026-11-21T02:59:00Z',
      sameName: true,
    },
    {
      id: 22,
      memId: 'member03',
      memNick: 'M3',
      depositor: 'Lee',
      amount: 50_000,
      createdAt: '2026-11-21T02:58:00Z',
      sameName: false,
    },
  ],
};

describe('BankNoticeList', () => {
  it('shows a waiting notice in words with its candidates, and matches the one staff pick', async () => {
    const action = vi.fn(async () => ({ data: { ...notice, status: 'matched' } }));
    const getList = vi.fn(async () => ({ data: [notice], total: 1 })) as unknown as DataProvider['getList'];
    render(
      <OfficeTestContext dataProvider={{ getList, action }} resource="admin/bankNotices">
        <BankNoticeList />
      </OfficeTestContext>,
    );
    expect(await screen.findByText('Several requests fit')).toBeInTheDocument();
    for (const words of ['Bank webhook', 'Same name', 'Other name'])
      expect(screen.getByText(words)).toBeInTheDocument();
    // The status filter and the row both say it waits.
    expect(screen.getAllByText('Waiting for staff').length).toBeGreaterThan(1);
    await userEvent.click(screen.getByTestId('match-9-22'));
    expect(action).toHaveBeenCalledWith('admin/bankNotices', 'match', { id: 9, requestId: 22 });
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
