import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
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

  it('offers no cancel once the window after placement has passed', async () => {
    const { api } = fakeApi(list([sportsSlip(9, { createdAt: new Date(Date.now() - 6 * 60_000).toISOString() })]));
    await renderPage(<SportsBetHistory />, { api });
    await screen.findByTestId('sports-slip-view');
    expect(screen.queryByTestId('slip-cancel')).toBeNull();
  });
});
