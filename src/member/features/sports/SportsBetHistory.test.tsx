import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sportsTopic } from '../../../shared/api/sports';
import { publicTopics } from '../../realtime';
import { NoticeHost } from '../../notice/NoticeHost';
import { notices } from '../../notice/noticeStore';
import { fakeApi, renderPage } from '../../ui/testKit';
import { SportsBetHistory } from './SportsBetHistory';
import { sportsSlip } from './sportsTestData';

const list = (rows: ReturnType<typeof sportsSlip>[]) => ({
  '/api/bet/betlist': () => ({
    data: { list: rows, pageInfo: { page: 1, count_per_list: 10, tatal_list_count: rows.length } },
  }),
});

// The front's one alert queue outlives a test: each test starts with none showing.
afterEach(() => {
  while (notices.current()) notices.dismiss();
});

describe("bet list's sports tab (§3 sports bet, §4 cancel)", () => {
  it('shows each leg with league, home, draw and away, the backed side, odds and result, and the folder bonus', async () => {
    const settled = sportsSlip(8, { status: 'WIN', betWinAmt: 65_199, createdAt: '2026-11-20T10:00:00Z' });
    settled.legs[0] = {
      ...settled.legs[0]!,
      outcome: 'WIN',
      sports: { ...settled.legs[0]!.sports!, state: 'settled', score: { home: 2, away: 0, htHome: 1, htAway: 0 } },
    };
    const { api } = fakeApi(list([settled]));
    await renderPage(<SportsBetHistory />, { api });
    const view = await screen.findByTestId('sports-slip-view');
    const first = within(view).getAllByTestId('sports-leg')[0]!;
    expect(first).toHaveTextContent('K리그 1');
    expect(first).toHaveTextContent('서울 FC2 : 0부산 유나이티드');
    expect(first).toHaveTextContent('적중');
    expect(within(view).getByTestId('slip-bonus')).toHaveTextContent('×1.03');
    expect(view).toHaveTextContent('65,199');
    // Settled: nothing left to cancel.
    expect(within(view).queryByTestId('slip-cancel')).toBeNull();
  });

  it('cancels an open slip after the confirm step, with one idempotency key, and says so', async () => {
    const { api, calls } = fakeApi({
      ...list([sportsSlip(9)]),
      '/api/bet/sports/cancel': (body) => ({
        data: {
          betIdx: 9,
          step: body.confirm === 'Y' ? 'cancelled' : 'confirm',
          refund: 10_000,
          cancelUntil: new Date(Date.now() + 240_000).toISOString(),
          cashAmt: body.confirm === 'Y' ? 100_000 : null,
        },
      }),
    });
    const { store } = await renderPage(
      <>
        <SportsBetHistory />
        <NoticeHost />
      </>,
      { api },
    );
    fireEvent.click(await screen.findByTestId('slip-cancel'));
    expect(await screen.findByText('이 베팅을 취소하시겠습니까? 베팅금 10,000이(가) 환불됩니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('베팅이 취소되고 베팅금이 환불되었습니다.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/bet/sports/cancel');
    expect(sent.map((c) => c.body.confirm)).toEqual(['N', 'Y']);
    expect(sent[1]!.headers['idempotency-key']).toBeTruthy();
    expect(store.getState().cash).toBe(100_000);
  });

  it('shows time over when the window has closed on the server', async () => {
    const { api } = fakeApi({ ...list([sportsSlip(9)]), '/api/bet/sports/cancel': () => ({ resultCode: 'B7005' }) });
    await renderPage(
      <>
        <SportsBetHistory />
        <NoticeHost />
      </>,
      { api },
    );
    fireEvent.click(await screen.findByTestId('slip-cancel'));
    expect(await screen.findByText('취소 가능 시간이 지났습니다.')).toBeInTheDocument();
    expect(screen.queryByText(/취소하시겠습니까/)).toBeNull();
  });

  it('shows what a slip cashed out so far, and offers no cancel once part of it was cashed out', async () => {
    const { api } = fakeApi(list([sportsSlip(9, { betAmt: 5_000, cashedOut: { stake: 5_000, paid: 4_750 } })]));
    await renderPage(<SportsBetHistory />, { api });
    const view = await screen.findByTestId('sports-slip-view');
    expect(within(view).getByTestId('slip-stake')).toHaveTextContent('5,000');
    expect(within(view).getByTestId('slip-cashed-out')).toHaveTextContent('4,750');
    expect(within(view).queryByTestId('slip-cancel')).toBeNull();
  });

  it('says why a slip was not accepted after its bet delay in play', async () => {
    const { api } = fakeApi(list([sportsSlip(9, { status: 'REFUSED', refusedReason: 'oddsChanged' })]));
    await renderPage(<SportsBetHistory />, { api });
    const view = await screen.findByTestId('sports-slip-view');
    expect(within(view).getByTestId('slip-refused')).toHaveTextContent('배당이 변경되었습니다');
    expect(within(view).queryByTestId('slip-cancel')).toBeNull();
  });

  it('counts down a slip waiting out its bet delay in play, then says it is being decided', async () => {
    const acceptAt = new Date(Date.now() + 4_500).toISOString();
    const { api } = fakeApi(list([sportsSlip(9, { status: 'PENDING', acceptAt })]));
    await renderPage(<SportsBetHistory />, { api });
    const view = await screen.findByTestId('sports-slip-view');
    expect(within(view).getByTestId('slip-status')).toHaveTextContent('접수 대기');
    expect(within(view).getByTestId('slip-pending')).toHaveTextContent('5초 후 접수 결과가 나옵니다');
    expect(within(view).queryByTestId('slip-cancel')).toBeNull();
    expect(within(view).queryByTestId('cashout')).toBeNull();
    await waitFor(() => expect(within(view).getByTestId('slip-pending')).toHaveTextContent('확인하고 있습니다'), {
      timeout: 7_000,
    });
  });

  it('offers no cancel once the window after placement has passed', async () => {
    const { api } = fakeApi(list([sportsSlip(9, { createdAt: new Date(Date.now() - 6 * 60_000).toISOString() })]));
    await renderPage(<SportsBetHistory />, { api });
    await screen.findByTestId('sports-slip-view');
    expect(screen.queryByTestId('slip-cancel')).toBeNull();
  });
});

describe("bet list's sports tab: cash-out", () => {
  // A 10,000 double: one leg placed at 2.00 now 1.60, the other unchanged; 5% margin.
  const quote = {
    betIdx: 9,
    stake: 10_000,
    value: 11_875,
    marginBp: 500,
    minStake: 1_000,
    legs: [
      { marketId: 31, pick: 'home', outcome: 'PENDING', odds: 200, currentOdds: 160 },
      { marketId: 32, pick: 'over', outcome: 'PENDING', odds: 150, currentOdds: 150 },
    ],
  };
  const push = (marketId: number, state: string, odds: { pick: string; odds: number }[]) => ({
    event: 'odds',
    fixtures: [{ fixtureId: 7, state: 'open', score: null, markets: [{ marketId, state, odds }] }],
  });

  it('values the slip again when the board pushes new odds for a leg, and withdraws the offer when its market is suspended', async () => {
    const { api } = fakeApi({ ...list([sportsSlip(9)]), '/api/bet/sports/cashout/quote': () => ({ data: quote }) });
    await renderPage(<SportsBetHistory />, { api });
    expect(await screen.findByTestId('cashout-button')).toHaveTextContent('캐시아웃 11,875');
    // the first leg's pick shortens to 1.25: 10,000 × 2.00 / 1.25 × 0.95 = 15,200
    act(() =>
      publicTopics.dispatch(
        sportsTopic('demo'),
        push(31, 'open', [
          { pick: 'home', odds: 125 },
          { pick: 'away', odds: 400 },
        ]),
      ),
    );
    expect(screen.getByTestId('cashout-button')).toHaveTextContent('캐시아웃 15,200');
    act(() => publicTopics.dispatch(sportsTopic('demo'), push(32, 'suspended', [{ pick: 'over', odds: 150 }])));
    expect(screen.queryByTestId('cashout-button')).toBeNull();
    expect(screen.getByTestId('cashout-unavailable')).toHaveTextContent('지금은 캐시아웃할 수 없습니다');
  });

  it('offers the quoted value, cashes out half at the value the shared rule gives, after a confirmation naming it', async () => {
    const { api, calls } = fakeApi({
      ...list([sportsSlip(9)]),
      '/api/bet/sports/cashout/quote': () => ({ data: quote }),
      '/api/bet/sports/cashout': (body) => ({
        data: { betIdx: 9, paid: body.value, status: 'BET', stake: 5_000, potentialPayout: 15_000, cashAmt: 105_937 },
      }),
    });
    const { store } = await renderPage(
      <>
        <SportsBetHistory />
        <NoticeHost />
      </>,
      { api },
    );
    expect(await screen.findByTestId('cashout-button')).toHaveTextContent('캐시아웃 11,875');
    fireEvent.click(screen.getByTestId('cashout-partial'));
    // 5,000 × 2.00 / 1.60 × 0.95 = 5,937.5, floored
    expect(screen.getByTestId('cashout-button')).toHaveTextContent('일부 캐시아웃 5,937');
    fireEvent.click(screen.getByTestId('cashout-button'));
    expect(
      await screen.findByText('베팅금 5,000을(를) 5,937에 캐시아웃할까요? 나머지 5,000은(는) 베팅에 남습니다.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('캐시아웃 완료: 5,937이(가) 잔액에 지급되었습니다.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/bet/sports/cashout');
    expect(sent.map((c) => c.body)).toEqual([expect.objectContaining({ betIdx: 9, value: 5_937, amount: 5_000 })]);
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
    expect(store.getState().cash).toBe(105_937);
  });

  it('says why when the value dropped, and why there is no cash-out while a market is suspended', async () => {
    const { api } = fakeApi({
      ...list([sportsSlip(9)]),
      '/api/bet/sports/cashout/quote': () => ({ data: quote }),
      '/api/bet/sports/cashout': () => ({ resultCode: 'B7012', data: { value: 9_000 } }),
    });
    await renderPage(
      <>
        <SportsBetHistory />
        <NoticeHost />
      </>,
      { api },
    );
    fireEvent.click(await screen.findByTestId('cashout-button'));
    expect(
      await screen.findByText('11,875에 캐시아웃할까요? 이 베팅은 종료되고 금액이 잔액에 지급됩니다.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByText('캐시아웃 금액이 9,000(으)로 내려갔습니다. 새 금액을 확인해주세요.'),
    ).toBeInTheDocument();

    const suspended = fakeApi({
      ...list([sportsSlip(9)]),
      '/api/bet/sports/cashout/quote': () => ({ resultCode: 'B7003' }),
    });
    await renderPage(<SportsBetHistory />, { api: suspended.api });
    expect(await screen.findByTestId('cashout-unavailable')).toHaveTextContent('지금은 캐시아웃할 수 없습니다');
  });
});
