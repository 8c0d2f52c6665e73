import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { BetLeg, BetRow } from '../../../shared/api/bets';
import { fakeApi, renderPage } from '../../ui/testKit';
import { BetHistory } from './BetHistory';

const leg = (legNo: number, market: string, pick: string, odds: number, outcome: BetLeg['outcome']): BetLeg => ({ legNo, eventRef: `fx-${legNo}`, market, pick, odds, line: null, outcome, settledAt: null });

/** A sports combo: one slip, three legs, the slip's combined odds. */
const combo: BetRow = {
  betIdx: 7, gameCategory: 'sports', vendorCode: '301', gameCode: 'combo', gameName: 'Combo', roundId: null, market: 'ah', pick: 'home', odds: 684,
  betAmt: 10_000, betWinAmt: 0, potentialPayout: 68_400, cash: 10_000, winCash: 0, resultCash: 0, status: 'BET', betCalResult: 'WAIT', type: 'wait', betStatus: 'WAIT',
  balanceBefore: 50_000, balanceAfter: 40_000, createdAt: '2026-11-21T18:01:00Z', settledAt: null,
  legs: [leg(1, 'ah', 'home', 190, 'HALF_WIN'), leg(2, '1x2', 'away', 200, 'VOID'), leg(3, 'ou', 'over', 180, 'PENDING')],
};

describe('bet history', () => {
  it('lists each leg of a slip of several legs, and the slip odds once', async () => {
    const { api, calls } = fakeApi({ '/api/bet/betlist': () => ({ data: { list: [combo], pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 1 } } }) });
    await renderPage(<BetHistory gameType="sports" />, { api });
    expect(await screen.findByText('ah · home (1.90)')).toBeInTheDocument();
    expect(screen.getByText('1x2 · away (2.00)')).toBeInTheDocument();
    expect(screen.getByText('ou · over (1.80)')).toBeInTheDocument();
    expect(screen.getByText('6.84')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bet/betlist')!.body).toMatchObject({ gameType: 'sports' });
  });
});
