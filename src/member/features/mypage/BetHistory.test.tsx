import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BetLeg, BetRow } from '../../../shared/api/bets';
import { fakeApi, renderPage } from '../../ui/testKit';
import { BetHistory } from './BetHistory';

const leg = (legNo: number, market: string, pick: string, odds: number, outcome: BetLeg['outcome']): BetLeg => ({
  legNo,
  eventRef: `fx-${legNo}`,
  market,
  pick,
  odds,
  line: null,
  outcome,
  settledAt: null,
});

/** A sports combo: one slip, three legs, the slip's combined odds. */
const combo: BetRow = {
  betIdx: 7,
  gameCategory: 'sports',
  vendorCode: '301',
  gameCode: 'combo',
  gameName: 'Combo',
  roundId: null,
  market: 'handicap',
  pick: 'home',
  odds: 684,
  betAmt: 10_000,
  betWinAmt: 0,
  potentialPayout: 68_400,
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
    { ...leg(1, 'handicap', 'home', 190, 'HALF_WIN'), line: -150 },
    leg(2, '1x2', 'away', 200, 'VOID'),
    { ...leg(3, 'total', 'over', 180, 'PENDING'), line: 250 },
  ],
};

describe('bet history', () => {
  it('lists each leg of a slip of several legs in words, and the slip odds once', async () => {
    const { api, calls } = fakeApi({
      '/api/bet/betlist': () => ({
        data: { list: [combo], pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 1 } },
      }),
    });
    await renderPage(<BetHistory gameType="sports" />, { api });
    expect(await screen.findByText('핸디캡 -1.5 · 홈 (1.90)')).toBeInTheDocument();
    expect(screen.getByText('승무패 · 원정 (2.00)')).toBeInTheDocument();
    expect(screen.getByText('언더/오버 2.5 · 오버 (1.80)')).toBeInTheDocument();
    expect(screen.getByText('3폴더')).toBeInTheDocument();
    expect(screen.getByText('6.84')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bet/betlist')!.body).toMatchObject({ gameType: 'sports' });
  });
});

/**
 * A demo baccarat hand: one slip per provider round, a leg per bet
 * (docs/domains/vendors.md#valkyries-pam-seamless-wallet).
 */
const hand: BetRow = {
  ...combo,
  betIdx: 9,
  gameCategory: 'casino',
  vendorCode: '120',
  gameCode: 'demo-baccarat',
  gameName: 'Demo Baccarat',
  roundId: 'bac-77',
  market: 'BANKER',
  pick: 'bac-77:0',
  odds: 0,
  betAmt: 11_000,
  betWinAmt: 19_500,
  potentialPayout: 0,
  cash: 11_000,
  winCash: 19_500,
  resultCash: 8_500,
  status: 'WIN',
  betCalResult: 'PASS',
  type: 'win',
  betStatus: 'DONE',
  balanceBefore: 100_000,
  balanceAfter: 108_500,
  settledAt: '2026-11-21T18:02:00Z',
  legs: [
    { ...leg(1, 'BANKER', 'bac-77:0', 0, 'WIN'), eventRef: null },
    { ...leg(2, 'BANKER_PAIR', 'bac-77:1', 0, 'LOSE'), eventRef: null },
  ],
};

describe('bet history of vendor rounds (casino, slot tabs)', () => {
  it('shows a vendor round by its bets in words, without odds, and opens its slip with every leg', async () => {
    const { api, calls } = fakeApi({
      '/api/bet/betlist': () => ({
        data: { list: [hand], pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 1 } },
      }),
      '/api/bet/detail': () => ({ data: { ...hand, detail: {} } }),
    });
    await renderPage(<BetHistory gameType="casino" />, { api });
    expect(await screen.findByText('뱅커, 뱅커 페어')).toBeInTheDocument();
    // the vendor's round id is for the detail, not the list
    expect(screen.getByText('Demo Baccarat')).toBeInTheDocument();
    expect(screen.queryByText('배당')).not.toBeInTheDocument();
    expect(screen.queryByText(/bac-77:0/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('뱅커, 뱅커 페어'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('베팅 상세')).toBeInTheDocument();
    const legs = within(dialog).getByRole('table', { name: '베팅 항목' });
    expect(within(legs).getByText('뱅커')).toBeInTheDocument();
    expect(within(legs).getByText('적중')).toBeInTheDocument();
    expect(within(legs).getByText('뱅커 페어')).toBeInTheDocument();
    expect(within(legs).getByText('미적중')).toBeInTheDocument();
    expect(within(dialog).getByText('bac-77')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bet/detail')!.body).toMatchObject({ betIdx: 9 });
  });
});

/** Rounds of the demo provider's fishing, race and e-sports games: bet codes that carry a value. */
const vendorRound = (betIdx: number, gameCategory: string, gameName: string, code: string): BetRow => ({
  ...hand,
  betIdx,
  gameCategory,
  gameName,
  roundId: `r-${betIdx}`,
  market: code,
  pick: `r-${betIdx}:0`,
  legs: [{ ...leg(1, code, `r-${betIdx}:0`, 0, 'LOSE'), eventRef: null }],
});

describe('win/lose across products', () => {
  it('names every product’s game and pick in words, and shows "—" where a vendor game has no odds of ours', async () => {
    const mini: BetRow = {
      ...combo,
      betIdx: 1,
      gameCategory: 'minigame',
      gameCode: 'pwball',
      gameName: 'pwball',
      roundId: 'pwball-20261121-0042',
      market: 'power_oe',
      pick: 'odd',
      odds: 195,
      legs: [{ ...leg(1, 'power_oe', 'odd', 195, 'WIN'), eventRef: null }],
    };
    const { api } = fakeApi({
      '/api/bet/betlist': () => ({
        data: {
          list: [
            mini,
            vendorRound(2, 'fishing', '데모 피싱', 'SHOT_DRAGON'),
            vendorRound(3, 'virtual', '데모 가상 경주', 'RUNNER_3'),
            vendorRound(4, 'esport', '데모 e스포츠 경기', 'MATCH_HOME'),
          ],
          pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 4 },
        },
      }),
    });
    await renderPage(<BetHistory settledOnly />, { api });
    const rows = await screen.findByTestId('bet-rows');
    expect(await within(rows).findByText('파워볼 PWBALL · 2026-11-21 42회차')).toBeInTheDocument();
    expect(within(rows).getByText('파워볼 홀/짝 · 홀')).toBeInTheDocument();
    expect(within(rows).getByText('1.95')).toBeInTheDocument();
    expect(within(rows).getByText('용 사냥')).toBeInTheDocument();
    expect(within(rows).getByText('3번 주자')).toBeInTheDocument();
    expect(within(rows).getByText('홈 승리')).toBeInTheDocument();
    expect(within(rows).getAllByText('—')).toHaveLength(3);
    expect(rows).not.toHaveTextContent(/0\.00|SHOT_|RUNNER_|MATCH_|pwball|power_oe|#/);
  });
});
