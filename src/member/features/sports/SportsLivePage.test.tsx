import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sportsTopic, type SportsPush } from '../../../shared/api/sports';
import { publicTopics } from '../../realtime';
import { fakeApi, renderPage } from '../../ui/testKit';
import { SportsLivePage } from './SportsLivePage';
import { board, liveFixture } from './sportsTestData';

const tenSecondsAgo = () => new Date(Date.now() - 10_000).toISOString();
const inPlay = () => [
  liveFixture(1, '서울 FC', '부산 유나이티드', { seenAt: tenSecondsAgo() }),
  liveFixture(2, '인천 스타즈', '대구 레이서스', { betStop: true, clockRunning: false, period: 'HT', clockS: 2700 }),
  { ...liveFixture(3, '광주 타이거즈', '울산 웨일스', { period: 'I7', clockS: 7722 }), sport: 'baseball' as const },
];
const card = (n: number) => screen.getAllByTestId('fixture')[n]!;

// The time stands still unless a test moves it (timers still run), so a clock reads the same however slow the run.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('sports live tab', () => {
  it('lists the matches in play with score, period in words and a clock run on since the feed spoke', async () => {
    const { api, calls } = fakeApi({ '/api/sports/fixtures': () => ({ data: board(inPlay()) }) });
    await renderPage(<SportsLivePage />, { api, path: '/sports/live' });
    expect(await screen.findAllByTestId('fixture')).toHaveLength(3);
    expect(calls.find((c) => c.path === '/api/sports/fixtures')!.body.live).toBe('Y');
    expect(screen.getByRole('tab', { name: /전체 3/ })).toBeInTheDocument();
    expect(screen.getByTestId('sport-tab-baseball')).toHaveTextContent('1');
    expect(within(card(0)).getByTestId('live-score')).toHaveTextContent('1 : 0');
    expect(within(card(0)).getByTestId('live-period')).toHaveTextContent('후반전');
    // 52:05 when the feed spoke ten seconds ago, and the clock has run since
    expect(within(card(0)).getByTestId('live-clock')).toHaveTextContent('52:15');
    vi.setSystemTime(Date.now() + 5_000);
    await waitFor(() => expect(within(card(0)).getByTestId('live-clock')).toHaveTextContent('52:20'));
    // baseball is played to a score: its period, and no clock
    expect(within(card(2)).getByTestId('live-period')).toHaveTextContent('7회');
    expect(within(card(2)).queryByTestId('live-clock')).toBeNull();
    expect(within(card(0)).getByTestId('match-link')).toHaveAttribute('href', '/sports/live/1');
    fireEvent.click(screen.getByTestId('sport-tab-baseball'));
    expect(screen.getAllByTestId('fixture')).toHaveLength(1);
  });

  it('shows a bet stop with its prices locked and a stopped clock in a break', async () => {
    const { api } = fakeApi({ '/api/sports/fixtures': () => ({ data: board(inPlay()) }) });
    await renderPage(<SportsLivePage />, { api });
    await screen.findAllByTestId('fixture');
    expect(within(card(1)).getByTestId('bet-stop')).toHaveTextContent('베팅 일시 중지');
    expect(within(card(1)).getByTestId('live-period')).toHaveTextContent('하프타임');
    expect(within(card(1)).getByTestId('live-clock')).toHaveTextContent('45:00');
    expect(within(card(1)).getByTestId('pick-1x2-home')).toBeDisabled();
    expect(within(card(0)).queryByTestId('bet-stop')).toBeNull();
    expect(within(card(0)).getByTestId('pick-1x2-home')).toBeEnabled();
  });

  it('moves odds (with a flash), score, clock and a bet stop from the push; a live price goes to the slip by its market', async () => {
    const { api } = fakeApi({ '/api/sports/fixtures': () => ({ data: board(inPlay()) }) });
    await renderPage(<SportsLivePage />, { api });
    await screen.findAllByTestId('fixture');
    fireEvent.click(within(card(0)).getByTestId('pick-1x2-home'));
    expect(within(screen.getByTestId('slip-legs')).getByText('1.40')).toBeInTheDocument();
    const odds: SportsPush = {
      event: 'odds',
      fixtures: [
        {
          fixtureId: 1,
          state: 'live',
          score: null,
          markets: [
            {
              marketId: 101,
              state: 'open',
              odds: [
                { pick: 'home', odds: 112 },
                { pick: 'draw', odds: 800 },
                { pick: 'away', odds: 1500 },
              ],
            },
          ],
        },
      ],
    };
    act(() => publicTopics.dispatch(sportsTopic('demo'), odds));
    const home = within(card(0)).getByTestId('pick-1x2-home');
    expect(home).toHaveAttribute('data-move', 'down');
    expect(home).toHaveTextContent('▼1.12');
    expect(within(card(0)).getByTestId('pick-1x2-away')).toHaveAttribute('data-move', 'up');
    // the slip follows the live price
    expect(within(screen.getByTestId('slip-legs')).getByText('1.12')).toBeInTheDocument();
    const seenAt = new Date().toISOString();
    const live: SportsPush = {
      event: 'live',
      fixtures: [
        {
          fixtureId: 1,
          state: 'live',
          score: null,
          markets: [],
          live: { period: '2H', clockS: 3300, clockRunning: true, score: { home: 2, away: 0 }, betStop: true, seenAt },
          incidents: [],
        },
      ],
    };
    act(() => publicTopics.dispatch(sportsTopic('demo'), live));
    expect(within(card(0)).getByTestId('live-score')).toHaveTextContent('2 : 0');
    expect(within(card(0)).getByTestId('live-clock')).toHaveTextContent('55:00');
    // a bet stop from the push locks the prices
    expect(within(card(0)).getByTestId('bet-stop')).toBeInTheDocument();
    expect(within(card(0)).getByTestId('pick-1x2-home')).toBeDisabled();
  });

  it('keeps a match that finished while shown, with its final score', async () => {
    const { api } = fakeApi({ '/api/sports/fixtures': () => ({ data: board(inPlay()) }) });
    await renderPage(<SportsLivePage />, { api });
    await screen.findAllByTestId('fixture');
    const result: SportsPush = {
      event: 'result',
      fixtures: [{ fixtureId: 1, state: 'resulted', score: { home: 3, away: 1, htHome: 1, htAway: 1 }, markets: [] }],
    };
    act(() => publicTopics.dispatch(sportsTopic('demo'), result));
    expect(within(card(0)).getByTestId('live-score')).toHaveTextContent('3 : 1');
    expect(within(card(0)).getByTestId('live-period')).toHaveTextContent('경기 종료');
    expect(within(card(0)).queryByTestId('live-clock')).toBeNull();
    expect(within(card(0)).getByTestId('pick-1x2-home')).toBeDisabled();
  });

  it('says so when no match is in play', async () => {
    const { api } = fakeApi({ '/api/sports/fixtures': () => ({ data: board([]) }) });
    await renderPage(<SportsLivePage />, { api });
    expect(
      await screen.findByText('지금 진행 중인 경기가 없습니다. 경기가 시작되면 여기에 표시됩니다.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('live-tab')).toHaveAttribute('href', '/sports/live');
  });
});
