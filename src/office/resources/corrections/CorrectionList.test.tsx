import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { CorrectionRecord } from '../../../shared/api/corrections';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { CorrectionList } from './CorrectionList';

// The test office signs in as `tester` (OfficeTestContext).
const correction: CorrectionRecord = {
  id: 3,
  memId: 'member01',
  memNick: 'M1',
  asset: 'cash',
  direction: 'credit',
  amount: 2_000_000,
  reason: 'eventPrize',
  memo: 'November cup',
  status: 'pending',
  fourEyes: true,
  requestedBy: 'admin',
  decidedBy: null,
  decideMemo: '',
  transactionId: null,
  createdAt: '2026-11-21T09:00:00Z',
  decidedAt: null,
};

function renderList(rows: CorrectionRecord[]) {
  const action = vi.fn(async () => ({ data: { ...rows[0], status: 'done' } }));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'];
  render(
    <OfficeTestContext dataProvider={{ getList, action }} resource="admin/corrections">
      <CorrectionList />
    </OfficeTestContext>,
  );
  return { action };
}

describe('CorrectionList', () => {
  it('shows a correction in words and lets another staff member approve it', async () => {
    const { action } = renderList([correction]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    for (const words of ['Credit', 'Event prize', 'Waiting for approval', '2,000,000']) {
      expect(screen.getByText(words)).toBeInTheDocument();
    }
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(action).toHaveBeenCalledWith('admin/corrections', 'approve', { id: 3 });
  });

  it('offers no approval of one’s own request, only its rejection', async () => {
    renderList([{ ...correction, requestedBy: 'tester' }]);
    expect(await screen.findByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('offers nothing on a booked correction', async () => {
    renderList([{ ...correction, status: 'done', decidedBy: 'admin2' }]);
    expect(await screen.findByText('Booked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
