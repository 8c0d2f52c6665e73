import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { BetRow } from '../../../shared/api/bets';
import { fakeApi, renderPage } from '../../ui/testKit';
import { BetListPage } from './BetListPage';
import { BetDetailPage } from './BetDetailPage';

const slip = (betIdx: number, gameCategory: string): BetRow => ({
  betIdx,
  gameCategory,
  vendorCode: '301',
  gameCode: 'combo',
  gameName: 'Combo',
  roundId: null,
  market: '1x2',
  pick: 'home',
  odds: 190,
  betAmt: 10_000,
  betWinAmt: 0,
  potentialPayout: 19_000,
  cash: 10_000,
  winCash: 0,
  resultCash: 0,
  status: 'BET',
  betCalResult: 'WAIT',
  type: 'wait',
  betStatus: 'WAIT',
  balanceBefore: 50_000,
  balanceAfter: 40_000,
  createdAt: '2026-11-21T18:01:00Z',
  settledAt: null,
  legs: [
    {
      legNo: 1,
      eventRef: 'fx-1',
      market: '1x2',
      pick: 'home',
      odds: 190,
      line: null,
      outcome: 'PENDING',
      settledAt: null,
    },
  ],
});

/** A powerball pick, as the minigame's detail shows it: game, round and pick in words. */
const minigameSlip = (betIdx: number): BetRow => {
  const base = slip(betIdx, 'minigame');
  const pick = { market: 'power_oe', pick: 'odd' };
  return {
    ...base,
    ...pick,
    gameCode: 'pwball',
    gameName: 'pwball',
    roundId: 'pwball-20261121-0042',
    legs: base.legs.map((leg) => ({ ...leg, ...pick, eventRef: null })),
  };
};

const betList = (latest: string) =>
  fakeApi({
    '/api/bet/betlist': (body) => ({
      data: {
        list: body.gameType ? [] : [slip(5, latest)],
        pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 1 },
      },
    }),
    '/api/bet/detail': (body) => ({ data: { ...minigameSlip(Number(body.betIdx)), detail: null } }),
  });
const selectedTab = async () => (await screen.findByRole('tab', { selected: true })).textContent;

describe('bet list opening tab', () => {
  it('opens on the tab its mode asks for', async () => {
    const { api, calls } = betList('sports');
    await renderPage(<BetListPage />, { api, path: '/winner/betlist?mode=slot' });
    expect(await selectedTab()).toBe('슬롯');
    expect(calls.filter((c) => c.path === '/api/bet/betlist').every((c) => c.body.gameType === 'slot')).toBe(true);
  });

  it('else opens on the product played last', async () => {
    const { api } = betList('sports');
    await renderPage(<BetListPage />, { api, path: '/winner/betlist?mode=betting' });
    expect(await selectedTab()).toBe('스포츠');
  });

  it('a slip has its own page', async () => {
    const { api } = betList('sports');
    await renderPage(
      <Routes>
        <Route path="/mypage/betting/detail/:betIdx" element={<BetDetailPage />} />
      </Routes>,
      { api, path: '/mypage/betting/detail/5' },
    );
    expect(await screen.findByRole('table', { name: '베팅 항목' })).toBeInTheDocument();
    expect(screen.getByText('파워볼 PWBALL')).toBeInTheDocument();
    expect(screen.getByText('2026-11-21 42회차')).toBeInTheDocument();
    expect(screen.getByText('파워볼 홀/짝 · 홀')).toBeInTheDocument();
  });
});
