import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { CASH_STATUS } from '../../../shared/api/cash';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { CashQueueList } from './CashQueueList';

const request: { id: number; status: number } & Record<string, unknown> = {
  id: 7,
  memId: 'member01',
  memNick: 'M1',
  amount: 50_000,
  depositor: 'Kim',
  status: CASH_STATUS.apply,
  memo: '',
  createdAt: '2026-11-21T09:00:00Z',
  processedAt: null,
};

function renderQueue(rows = [request], resource = 'admin/deposits') {
  const action = vi.fn(async () => ({ data: { ...rows[0], status: CASH_STATUS.done } }));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'];
  render(
    <OfficeTestContext dataProvider={{ getList, action }} resource={resource}>
      <CashQueueList />
    </OfficeTestContext>,
  );
  return { action, getList };
}

describe('CashQueueList', () => {
  it('approves an open request through the approve action after a confirmation', async () => {
    const { action } = renderQueue();
    // the first render of a react-admin list in jsdom takes a while
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Go ahead?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(action).toHaveBeenCalledWith('admin/deposits', 'approve', { id: 7 });
    expect(await screen.findByText('Done.')).toBeInTheDocument();
  });

  it('refuses with the memo the staff typed', async () => {
    const { action } = renderQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Memo' }), 'name differs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(action).toHaveBeenCalledWith('admin/deposits', 'refuse', { id: 7, memo: 'name differs' });
  });

  it('offers no action on a request already processed', async () => {
    renderQueue([{ ...request, status: CASH_STATUS.done }]);
    expect(await screen.findByText('member01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
  });

  it('shows a deposit with the bonus asked for and the member level and cash', async () => {
    renderQueue([{ ...request, bonusYn: 'Y', level: 3, cash: 1_234_000, rollingLeft: null }]);
    expect(await screen.findByText('member01')).toBeInTheDocument();
    for (const name of ['Level', 'Depositor', 'Bonus', 'Cash'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Account holder' })).toBeNull();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('1,234,000')).toBeInTheDocument();
  });

  it('shows a withdrawal with the bank, account and its holder (not a depositor) and the rolling left', async () => {
    const row = {
      ...request,
      depositor: '홍길동12',
      bankName: '국민은행',
      accountNo: '100020003012',
      level: 2,
      cash: 480_000,
      rollingLeft: 75_000,
    };
    renderQueue([row], 'admin/withdrawals');
    expect(await screen.findByText('member01')).toBeInTheDocument();
    for (const name of ['Bank', 'Account number', 'Account holder', 'Cash', 'Rolling left', 'Level'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Depositor' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Bonus' })).toBeNull();
    for (const text of ['국민은행', '100020003012', '홍길동12', '480,000', '75,000'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });
});
