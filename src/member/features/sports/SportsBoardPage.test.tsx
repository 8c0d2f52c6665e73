import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sportsTopic, type SportsPush } from '../../../shared/api/sports';
import { publicTopics } from '../../realtime';
import { fakeApi, renderPage } from '../../ui/testKit';
import { SportsBoardPage } from './SportsBoardPage';
import { board, sportsSlip } from './sportsTestData';

const fixtures = { '/api/sports/fixtures': () => ({ data: board() }) };
const homePick = (n: number) => within(screen.getAllByTestId('fixture')[n]!).getByTestId('pick-1x2-home');

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sports board', () => {
  it('shows the sport tabs with counts, the league and the fixtures with a price per pick', async () => {
    const { api, calls } = fakeApi(fixtures);
    await renderPage(<SportsBoardPage />, { api, path: '/member/sportsViewer?vendor=300&gameCode=house' });
    expect(await screen.findAllByTestId('fixture')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: /전체 7/ })).toBeInTheDocument();
    expect(screen.getByText(/K리그 1/, { selector: 'p' })).toBeInTheDocument();
    expect(homePick(0)).toHaveTextContent('서울 FC1.85');
    fireEvent.click(screen.getByRole('button', { name: '내일' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/sports/fixtures').at(-1)!.body.day).toMatch(/^\d{4}-\d{2}-\d{2}$/),
    );
  });

  it('orders the prices home, draw, away whatever order the answer gives, and names the team picked in the slip', async () => {
    const reversed = board().fixtures.map((f) => ({
      ...f,
      markets: f.markets.map((m) => ({ ...m, odds: [...m.odds].reverse() })),
    }));
    const { api } = fakeApi({ '/api/sports/fixtures': () => ({ data: board(reversed) }) });
    await renderPage(<SportsBoardPage />, { api });
    const first = (await screen.findAllByTestId('fixture'))[0]!;
    expect(
      within(first)
        .getAllByRole('button')
        .slice(0, 3)
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual(['pick-1x2-home', 'pick-1x2-draw', 'pick-1x2-away']);
    fireEvent.click(within(first).getByTestId('pick-1x2-away'));
    expect(within(screen.getByTestId('slip-legs')).getByText('부산 유나이티드', { selector: 'p' })).toBeInTheDocument();
  });

  it('builds a three-leg combo with the folder bonus and places it with an idempotency key', async () => {
    const { api, calls } = fakeApi({
      ...fixtures,
      '/api/bet/betProc': () => ({ data: { bets: [sportsSlip(9)], cashAmt: 90_000 } }),
    });
    const { store } = await renderPage(<SportsBoardPage />, { api });
    await screen.findAllByTestId('fixture');
    [0, 1, 2].forEach((n) => fireEvent.click(homePick(n)));
    expect(within(screen.getByTestId('slip-legs')).getAllByRole('button', { name: '삭제' })).toHaveLength(3);
    expect(screen.getByTestId('folder-bonus-text')).toHaveTextContent('3폴더 보너스 ×1.03 적용');
    // 1.85³ = 6.331625 → 6.33, × 1.03 = 6.52
    expect(screen.getByTestId('slip-total-odds')).toHaveTextContent('6.52');
    fireEvent.click(screen.getByRole('button', { name: '+10,000' }));
    expect(screen.getByTestId('slip-potential-win')).toHaveTextContent('65,215');
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByText('베팅이 접수되었습니다.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/bet/betProc')!;
    expect(sent.body).toMatchObject({
      gameType: 'sports',
      amount: 10_000,
      acceptMode: 'none',
      legs: [
        { marketId: 101, pick: 'home', odds: 185 },
        { marketId: 201, pick: 'home', odds: 185 },
        { marketId: 301, pick: 'home', odds: 185 },
      ],
    });
    expect(sent.headers['idempotency-key']).toBeTruthy();
    expect(store.getState().cash).toBe(90_000);
    expect(screen.getByText('배당을 눌러 경기를 담으세요.')).toBeInTheDocument();
  });

  it('offers changed odds again after a B7002 refusal and sends them on the second try', async () => {
    let tries = 0;
    const { api, calls } = fakeApi({
      ...fixtures,
      '/api/bet/betProc': () =>
        ++tries === 1
          ? {
              resultCode: 'B7002',
              data: { legs: [{ marketId: 101, pick: 'home', odds: 172, marketState: 'open', fixtureState: 'open' }] },
            }
          : { data: { bets: [sportsSlip(9)], cashAmt: 90_000 } },
    });
    await renderPage(<SportsBoardPage />, { api });
    await screen.findAllByTestId('fixture');
    fireEvent.click(homePick(0));
    fireEvent.click(screen.getByRole('button', { name: '+5,000' }));
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByTestId('slip-failure')).toBeInTheDocument();
    expect(screen.getByTestId('slip-place')).toHaveTextContent('변경된 배당으로 베팅');
    expect(within(screen.getByTestId('slip-legs')).getByText('1.72')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByText('베팅이 접수되었습니다.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/bet/betProc');
    expect(sent[1]!.body.legs).toEqual([{ marketId: 101, pick: 'home', odds: 172 }]);
  });

  it('shows a §5 conflict inside one fixture before the member sends it', async () => {
    const { api } = fakeApi(fixtures);
    await renderPage(<SportsBoardPage />, { api });
    await screen.findAllByTestId('fixture');
    fireEvent.click(homePick(0));
    fireEvent.click(within(screen.getAllByTestId('fixture')[0]!).getByTestId('pick-total-over'));
    fireEvent.click(screen.getByRole('button', { name: '+5,000' }));
    expect(screen.getByTestId('slip-problem')).toBeInTheDocument();
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    // no win is shown for picks that cannot be placed together: the reason stands in its place
    expect(screen.getByTestId('slip-potential-win')).toHaveTextContent('상충 조합: 베팅 불가');
  });

  it('moves prices live from the public push: a flash on a change, a lock on a suspended market, and the slip follows', async () => {
    const { api } = fakeApi(fixtures);
    await renderPage(<SportsBoardPage />, { api });
    await screen.findAllByTestId('fixture');
    fireEvent.click(homePick(0));
    const push: SportsPush = {
      event: 'odds',
      fixtures: [
        {
          fixtureId: 1,
          state: 'open',
          score: null,
          markets: [
            {
              marketId: 101,
              state: 'open',
              odds: [
                { pick: 'home', odds: 199 },
                { pick: 'draw', odds: 330 },
                { pick: 'away', odds: 380 },
              ],
            },
            {
              marketId: 103,
              state: 'suspended',
              odds: [
                { pick: 'over', odds: 188 },
                { pick: 'under', odds: 196 },
              ],
            },
          ],
        },
      ],
    };
    act(() => publicTopics.dispatch(sportsTopic('demo'), push));
    expect(homePick(0)).toHaveAttribute('data-move', 'up');
    expect(homePick(0)).toHaveTextContent('▲1.99');
    expect(within(screen.getAllByTestId('fixture')[0]!).getByTestId('pick-total-over')).toBeDisabled();
    expect(within(screen.getByTestId('slip-legs')).getByText('1.99')).toBeInTheDocument();
    // the price rose: accepting no change asks again; accepting higher odds takes it as it is
    expect(screen.getByText(/배당이 변경되었습니다/)).toBeInTheDocument();
    expect(screen.getByTestId('slip-place')).toHaveTextContent('변경된 배당으로 베팅');
    fireEvent.click(screen.getByTestId('accept-mode-higher'));
    expect(screen.queryByText(/배당이 변경되었습니다/)).toBeNull();
    expect(screen.getByTestId('slip-place')).toHaveTextContent('베팅하기');
  });

  it('keeps the slip in a bottom drawer on a phone, opened from the slip bar', async () => {
    localStorage.setItem('member.device', 'mobile');
    const { api } = fakeApi(fixtures);
    await renderPage(<SportsBoardPage />, { api });
    await screen.findAllByTestId('fixture');
    fireEvent.click(homePick(0));
    const bar = screen.getByTestId('slip-bar');
    expect(bar).toHaveTextContent('1.85');
    fireEvent.click(bar);
    expect(await screen.findByRole('presentation')).toBeInTheDocument();
    expect(within(screen.getByRole('presentation')).getByTestId('slip-legs')).toHaveTextContent('서울 FC');
  });
});
