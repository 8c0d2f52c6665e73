import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { MarketLiabilityList } from './MarketLiabilityList';

const names = (en: string) => ({ ko: en, en, th: en, cn: en, jp: en, vn: en });

const held = {
  id: 11,
  fixtureId: 3,
  sport: 'soccer',
  home: names('Ulsan'),
  away: names('Seoul'),
  startsAt: '2026-11-21T05:00:00.000Z',
  type: '1x2',
  line: null,
  state: 'suspended',
  capHold: true,
  slips: 3,
  stake: 26_000,
  liability: 52_000,
  cap: 50_000,
};

describe('MarketLiabilityList', () => {
  it('lists each market in words with its liability against the cap and a market the cap holds', async () => {
    const getList = vi.fn(async () => ({
      data: [held, { ...held, id: 12, state: 'open', capHold: false, liability: 10_000 }],
      total: 2,
    }));
    render(
      <OfficeTestContext dataProvider={{ getList } as Record<string, unknown>} resource="admin/sportsMarketLiability">
        <MarketLiabilityList />
      </OfficeTestContext>,
    );
    expect(await screen.findByText('Held by the cap')).toBeInTheDocument();
    expect(screen.getAllByText('Ulsan v Seoul')).toHaveLength(2);
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '104% of the cap' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '20% of the cap' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Odds history' })).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith(
      'admin/sportsMarketLiability',
      expect.objectContaining({ sort: { field: 'liability', order: 'DESC' } }),
    );
  });

  it("opens a market's odds history with who or which feed message made each change", async () => {
    const history = [
      {
        id: 4,
        marketId: 11,
        pick: null,
        odds: null,
        state: 'suspended',
        cause: 'feed_silence',
        staffId: null,
        feedSource: null,
        feedMessage: null,
        changedAt: '2026-11-21T03:15:00.000Z',
      },
      {
        id: 3,
        marketId: 11,
        pick: null,
        odds: null,
        state: 'suspended',
        cause: 'cap',
        staffId: null,
        feedSource: null,
        feedMessage: null,
        changedAt: '2026-11-21T03:10:00.000Z',
      },
      {
        id: 2,
        marketId: 11,
        pick: 'home',
        odds: 210,
        state: null,
        cause: 'staff',
        staffId: 'admin',
        feedSource: null,
        feedMessage: null,
        changedAt: '2026-11-21T03:05:00.000Z',
      },
      {
        id: 1,
        marketId: 11,
        pick: 'away',
        odds: 350,
        state: null,
        cause: 'feed',
        staffId: null,
        feedSource: 'file',
        feedMessage: 'msg-42',
        changedAt: '2026-11-21T03:00:00.000Z',
      },
    ];
    const getList = vi.fn(async (resource: string) =>
      resource === 'admin/sportsOddsHistory' ? { data: history, total: 4 } : { data: [held], total: 1 },
    );
    render(
      <OfficeTestContext dataProvider={{ getList } as Record<string, unknown>} resource="admin/sportsMarketLiability">
        <MarketLiabilityList />
      </OfficeTestContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Odds history' }));
    const table = await screen.findByRole('table', { name: 'Odds history' });
    expect(await within(table).findByText('Liability cap (automatic)')).toBeInTheDocument();
    expect(within(table).getByText('Feed silent (automatic)')).toBeInTheDocument();
    expect(within(table).getByText('Staff admin')).toBeInTheDocument();
    expect(within(table).getByText('Feed file · message msg-42')).toBeInTheDocument();
    expect(within(table).getAllByText('Suspended')).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith(
      'admin/sportsOddsHistory',
      expect.objectContaining({ filter: { marketId: 11 } }),
    );
  });
});
