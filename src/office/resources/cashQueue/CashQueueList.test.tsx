import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { CASH_STATUS } from '../../../shared/api/cash';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { CashQueueList } from './CashQueueList';

const request: { id: number; status: number } & Record<string, unknown> = { id: 7, memId: 'member01', memNick: 'M1', amount: 50_000, depositor: 'Kim', status: CASH_STATUS.apply, memo: '', createdAt: '2026-11-21T09:00:00Z', processedAt: null };

function renderQueue(rows = [request]) {
  const action = vi.fn(async () => ({ data: { ...rows[0], status: CASH_STATUS.done } }));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'];
  render(
    <OfficeTestContext dataProvider={{ getList, action }} resource="admin/deposits">
      <CashQueueList />
    </OfficeTestContext>,
  );
  return { action, getList };
}

describe('CashQueueList', () => {
  it('approves an open request through the approve action after a confirmation', async () => {
    const { action } = renderQueue();
    // the first render of a react-admin list in jsdom takes a while
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 10_000 }));
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
    expect(await screen.findByText('member01', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
  });
});
