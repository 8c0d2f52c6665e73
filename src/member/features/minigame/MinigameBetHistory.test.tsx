import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { BetRow } from '../../../shared/api/bets';
import { fakeApi, renderPage } from '../../ui/testKit';
import { MinigameBetHistory } from './MinigameBetHistory';

const row: BetRow = {
  betIdx: 9,
  gameCategory: 'minigame',
  vendorCode: 'mg',
  gameCode: 'pwball',
  gameName: 'pwball',
  roundId: 'pwball-20261122-0734',
  market: 'sum_size',
  pick: 'large',
  odds: 280,
  betAmt: 10_000,
  betWinAmt: 28_000,
  potentialPayout: 28_000,
  cash: 10_000,
  winCash: 28_000,
  resultCash: 18_000,
  status: 'WIN',
  betCalResult: 'PASS',
  type: 'win',
  betStatus: 'DONE',
  balanceBefore: 0,
  balanceAfter: 0,
  createdAt: '2026-11-21T18:01:00Z',
  settledAt: '2026-11-21T18:02:00Z',
  legs: [
    {
      legNo: 1,
      eventRef: null,
      market: 'sum_size',
      pick: 'large',
      odds: 280,
      line: null,
      outcome: 'WIN',
      settledAt: '2026-11-21T18:02:00Z',
    },
  ],
};

describe('minigame bet history tab', () => {
  it('lists my minigame bets with their outcome, asking without an end date for a period ending today', async () => {
    const { api, calls } = fakeApi({
      '/api/bet/betlist': () => ({
        data: { list: [row], pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 1 } },
      }),
    });
    await renderPage(<MinigameBetHistory />, { api });
    expect(await screen.findByText('2026-11-22 734회차')).toBeInTheDocument();
    expect(screen.getByText('일반볼 합 대/중/소 · 대 (81-130)')).toBeInTheDocument();
    // the game as the play page names it, not its key
    expect(screen.getByText('파워볼 PWBALL')).toBeInTheDocument();
    expect(screen.getByText('당첨')).toBeInTheDocument();
    expect(screen.getByText('28,000')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/bet/betlist')!;
    expect(sent.body).toMatchObject({ gameType: 'minigame', page: 1 });
    expect(sent.body.startDate).toEqual(expect.any(String));
    expect(sent.body).not.toHaveProperty('endDate');
  });

  it('shows the empty and the error faces', async () => {
    const empty = fakeApi({
      '/api/bet/betlist': () => ({
        data: { list: [], pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 0 } },
      }),
    });
    const { unmount } = await renderPage(<MinigameBetHistory />, { api: empty.api });
    expect(await screen.findByText('데이터가 없습니다.')).toBeInTheDocument();
    unmount();
    const failing = fakeApi({ '/api/bet/betlist': () => ({ resultCode: 'E001' }) });
    await renderPage(<MinigameBetHistory />, { api: failing.api });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
