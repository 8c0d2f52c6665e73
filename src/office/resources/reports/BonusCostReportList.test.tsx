import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import type { BonusCostRecord } from '../../../shared/api/office/bonusCost';
import { BonusCostReportList } from './BonusCostReportList';

const zero = {
  grants: 0,
  granted: 0,
  wagered: 0,
  forfeits: 0,
  forfeited: 0,
  expiries: 0,
  expired: 0,
  lapses: 0,
  lapsed: 0,
  completions: 0,
  converted: 0,
};
const rows: BonusCostRecord[] = [
  {
    ...zero,
    id: '2026-11-21:1:7:cash',
    day: '2026-11-21',
    programId: 1,
    program: '첫충 10%',
    kind: 'first_deposit',
    partnerId: 7,
    partnerMemId: 'ptn02',
    asset: 'cash',
    grants: 2,
    granted: 60_000,
    wagered: 7_000,
  },
  {
    ...zero,
    id: '2026-11-21:2:3:point',
    day: '2026-11-21',
    programId: 2,
    program: '포인트 선물',
    kind: 'staff',
    partnerId: null,
    partnerMemId: 'ptn01',
    asset: 'point',
    grants: 1,
    granted: 5_000,
    completions: 1,
    converted: 5_000,
  },
];

function renderPage(list: BonusCostRecord[] = rows) {
  const call = vi.fn(async (_entry: unknown, _body: unknown) => ({
    list,
    total: list.length,
    totals: {
      count: list.length,
      grants: 3,
      'granted.cash': 60_000,
      'granted.point': 5_000,
      'converted.cash': 0,
      'converted.point': 5_000,
    },
  }));
  render(
    <OfficeTestContext dataProvider={{ call }} resource="admin/reports/bonusCost">
      <BonusCostReportList />
    </OfficeTestContext>,
  );
  return call;
}

describe('BonusCostReportList', () => {
  it('shows kinds and assets in words, cash and points summed apart, and opens a partner below', async () => {
    const call = renderPage();
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('첫충 10%')).toBeInTheDocument();
    expect(within(grid).getByText('First deposit of the day')).toBeInTheDocument();
    expect(within(grid).getByText('Staff grant')).toBeInTheDocument();
    expect(within(grid).getByText('Points')).toBeInTheDocument();
    expect(within(grid).getByText(/Cash 60,000/).textContent).toBe('Cash 60,000\nPoints 5,000');
    const listCall = call.mock.calls.find(
      ([entry]) => (entry as { path?: string } | undefined)?.path === '/api/admin/reports/bonusCost/list',
    );
    expect(listCall![1]).toMatchObject({ filter: {}, sort: { field: 'day', order: 'DESC' } });

    // The head office's own members open nothing further; a partner below opens its branches.
    await userEvent.click(within(grid).getByText('ptn01'));
    const parents = () =>
      call.mock.calls.map(([, body]) => (body as { filter?: { parentId?: number } } | undefined)?.filter?.parentId);
    expect(parents().filter((p) => p !== undefined)).toEqual([]);
    await userEvent.click(within(grid).getByText('ptn02'));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ filter: { parentId: 7 } })),
    );
    // The trail leads back up.
    await userEvent.click(screen.getByRole('button', { name: 'Top partners' }));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ filter: {} })),
    );
  });

  it('says there is nothing to show when no bonus cost falls in the period', async () => {
    renderPage([]);
    expect(await screen.findByText('No rows')).toBeInTheDocument();
  });
});
