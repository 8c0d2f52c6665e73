import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { MoneyRequestRecord } from '../../../shared/api/office/partnerMoneyRequests';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { MoneyRequestList } from './MoneyRequestList';

const base: MoneyRequestRecord = {
  id: 3,
  kind: 'request',
  amount: 50_000,
  memo: '충전',
  replyMemo: '',
  status: 'request',
  requesterMemId: 'ptn05',
  requesterNick: 'P5',
  requesterTier: 'PTN_5',
  approverMemId: 'ptn04',
  decidedBy: null,
  createdAt: '2026-11-21T09:00:00Z',
  decidedAt: null,
  canDecide: false,
  canCancel: false,
};

function renderList(rows: MoneyRequestRecord[], resource = 'partner/moneyRequests') {
  const action = vi.fn(async () => ({ data: { ...rows[0], status: 'complete' } }));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'];
  render(
    <OfficeTestContext dataProvider={{ getList, action }} resource={resource}>
      <MoneyRequestList />
    </OfficeTestContext>,
  );
  return { action };
}

describe('MoneyRequestList', () => {
  it("shows the approver its child's request with readable words and approves it after a confirmation", async () => {
    const { action } = renderList([{ ...base, canDecide: true }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(screen.getByText('Money request')).toBeInTheDocument();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(action).toHaveBeenCalledWith('partner/moneyRequests', 'approve', { id: 3 });
  });

  it('offers the requester only the cancel of its own open request', async () => {
    const { action } = renderList([{ ...base, canCancel: true }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel request' }));
    expect(action).toHaveBeenCalledWith('partner/moneyRequests', 'cancel', { id: 3 });
  });

  it('offers nothing on a decided request and no new request to staff', async () => {
    renderList([{ ...base, status: 'refuse', replyMemo: '한도 초과', decidedBy: 'ptn04' }], 'admin/moneyRequests');
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Refuse|Hold|Cancel request/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New money request' })).toBeNull();
  });
});
