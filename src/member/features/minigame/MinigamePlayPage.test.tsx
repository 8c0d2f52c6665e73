import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameState, RoundView } from '../../../shared/api/minigame';
import type { BetRow } from '../../../shared/api/bets';
import { drawRound, seedHash } from '../../../shared/minigame/draw';
import { GameKind } from '../../../shared/minigame/games';
import { MARKETS } from '../../../shared/minigame/markets';
import { winningPicks } from '../../../shared/minigame/settle';
import { fakeApi, renderPage } from '../../ui/testKit';
import { MinigamePlayPage } from './MinigamePlayPage';

const SEED = 'ab'.repeat(32);
const now = Date.now();
const iso = (offsetS: number) => new Date(now + offsetS * 1000).toISOString();

function drawn(no: number): RoundView {
  const roundKey = `pwball-20261121-${String(no).padStart(4, '0')}`;
  const result = drawRound(GameKind.Powerball, SEED, roundKey);
  return {
    gameKey: 'pwball',
    kind: GameKind.Powerball,
    roundKey,
    roundNo: no,
    opensAt: iso(-600),
    closesAt: iso(-330),
    drawsAt: iso(-300),
    status: 'SETTLED',
    seedHash: seedHash(SEED),
    seed: SEED,
    result,
    winners: winningPicks(result),
  };
}

function state(myBets: BetRow[] = [], bettingOpen = true): GameState {
  return {
    gameKey: 'pwball',
    kind: GameKind.Powerball,
    intervalS: 300,
    closeS: 30,
    serverTime: new Date(now).toISOString(),
    round: {
      ...drawn(145),
      status: 'OPEN',
      seed: null,
      result: null,
      winners: null,
      closesAt: iso(120),
      drawsAt: iso(150),
    },
    bettingOpen,
    rules: { oneBetPerMarket: true, noHedge: true },
    odds: MARKETS[GameKind.Powerball].flatMap((m) =>
      Object.entries(m.picks).map(([pick, odds]) => ({ market: m.market, pick, odds })),
    ),
    recent: [drawn(144), drawn(143), drawn(142)],
    myBets,
  };
}

const placedBet: BetRow = {
  betIdx: 1,
  gameCategory: 'minigame',
  vendorCode: 'mg',
  gameCode: 'pwball',
  gameName: 'pwball',
  roundId: 'pwball-20261121-0145',
  market: 'power_oe',
  pick: 'odd',
  odds: 195,
  betAmt: 15_000,
  betWinAmt: 0,
  potentialPayout: 29_250,
  cash: 15_000,
  winCash: 0,
  resultCash: 0,
  status: 'BET',
  betCalResult: 'WAIT',
  type: 'wait',
  betStatus: 'WAIT',
  balanceBefore: 100_000,
  balanceAfter: 85_000,
  createdAt: new Date(now).toISOString(),
  settledAt: null,
  legs: [
    {
      legNo: 1,
      eventRef: null,
      market: 'power_oe',
      pick: 'odd',
      odds: 195,
      line: null,
      outcome: 'PENDING',
      settledAt: null,
    },
  ],
};

/** The bet-history section under the board asks for my bets too. */
const noHistory = {
  '/api/bet/betlist': () => ({ data: { list: [], pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 0 } } }),
};

describe('minigame play page (§2, §3)', () => {
  it('shows the round, its seed hash, the board and the last results', async () => {
    const { api } = fakeApi({ ...noHistory, '/api/minigame/getGame/pwball': () => ({ data: state() }) });
    await renderPage(<MinigamePlayPage />, { api });
    expect(await screen.findByTestId('round-no')).toHaveTextContent('145회차');
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(seedHash(SEED));
    expect(screen.getByTestId('countdown').textContent).toMatch(/^0[12]:\d\d$/);
    expect(screen.getByTestId('pick-power_section-A')).toHaveTextContent('A (0-2)3.10');
    const recent = screen.getByTestId('recent-results');
    expect(within(recent).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByTestId('pattern-board')).toBeInTheDocument();
  });

  it('sends the slip with one stake per pick and an idempotency key, then shows the bet and the new balance', async () => {
    let current = state();
    const { api, calls } = fakeApi({
      ...noHistory,
      '/api/minigame/getGame/pwball': () => ({ data: current }),
      '/api/bet/betProc': () => {
        current = state([placedBet]);
        return { data: { bets: [placedBet], cashAmt: 85_000 } };
      },
    });
    const { store } = await renderPage(<MinigamePlayPage />, { api });
    fireEvent.click(await screen.findByTestId('pick-power_oe-even'));
    // A second pick in one market replaces the first (§3: one bet per market).
    fireEvent.click(screen.getByTestId('pick-power_oe-odd'));
    expect(screen.getByTestId('pick-power_oe-even')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: '+10,000' }));
    fireEvent.click(screen.getByRole('button', { name: '+5,000' }));
    expect(screen.getByText(/예상당첨금: 29,250/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText('베팅이 접수되었습니다.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/bet/betProc')!;
    expect(sent.body).toMatchObject({
      gameType: 'pwball',
      roundKey: 'pwball-20261121-0145',
      bets: [{ market: 'power_oe', pick: 'odd', amount: 15_000 }],
    });
    expect(sent.headers['idempotency-key']).toBeTruthy();
    expect(store.getState().cash).toBe(85_000);
    await waitFor(() => expect(screen.getByTestId('my-bets')).toHaveTextContent('파워볼 홀/짝 · 홀 (1.95) · 15,000'));
  });

  it('shows a refusal as api.<code>', async () => {
    const { api } = fakeApi({
      ...noHistory,
      '/api/minigame/getGame/pwball': () => ({ data: state() }),
      '/api/bet/betProc': () => ({ resultCode: 'B6005' }),
    });
    await renderPage(<MinigamePlayPage />, { api });
    fireEvent.click(await screen.findByTestId('pick-sum_uo-over'));
    fireEvent.click(screen.getByRole('button', { name: '+10,000' }));
    fireEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText('중복 베팅입니다.')).toBeInTheDocument();
  });

  it('locks the board and the slip once betting closes', async () => {
    const { api } = fakeApi({ ...noHistory, '/api/minigame/getGame/pwball': () => ({ data: state([], false) }) });
    await renderPage(<MinigamePlayPage />, { api });
    expect(await screen.findByTestId('pick-power_oe-odd')).toBeDisabled();
    expect(screen.getByTestId('place-bet')).toBeDisabled();
  });

  it('shows the load failure with a retry', async () => {
    const { api } = fakeApi({ ...noHistory, '/api/minigame/getGame/pwball': () => ({ resultCode: 'S001' }) });
    await renderPage(<MinigamePlayPage />, { api });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
