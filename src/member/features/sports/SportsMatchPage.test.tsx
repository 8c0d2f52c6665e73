import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sportsTopic, type SportsPush } from '../../../shared/api/sports';
import { publicTopics } from '../../realtime';
import { fakeApi, renderPage } from '../../ui/testKit';
import { SportsMatchPage } from './SportsMatchPage';
import { incident, liveFixture, matchDetail } from './sportsTestData';

const page = (
  <Routes>
    <Route path="/sports/live/:fixtureId" element={<SportsMatchPage />} />
  </Routes>
);
const rows = () => screen.getAllByTestId('incident');

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sports match page', () => {
  it('shows the scoreboard, the tracker in words (latest first) and the markets', async () => {
    const { api, calls } = fakeApi({ '/api/sports/fixture': () => ({ data: matchDetail() }) });
    await renderPage(page, { api, path: '/sports/live/1' });
    const board = await screen.findByTestId('scoreboard');
    expect(calls.find((c) => c.path === '/api/sports/fixture')!.body).toMatchObject({ fixtureId: 1 });
    expect(board).toHaveTextContent('서울 FC');
    expect(within(board).getByTestId('live-score')).toHaveTextContent('1 : 0');
    expect(within(board).getByTestId('live-period')).toHaveTextContent('후반전');
    expect(rows().map((r) => r.textContent)).toEqual([
      '50:50골서울 FC1 : 0',
      '21:50옐로카드부산 유나이티드',
      '0:00전반전 시작',
    ]);
    fireEvent.click(screen.getByTestId('pick-btts-yes'));
    expect(within(screen.getByTestId('slip-legs')).getByText('서울 FC', { exact: false })).toBeInTheDocument();
  });

  it('appends a new incident from the push and moves the score', async () => {
    const { api } = fakeApi({ '/api/sports/fixture': () => ({ data: matchDetail() }) });
    await renderPage(page, { api, path: '/sports/live/1' });
    await screen.findByTestId('scoreboard');
    const goal = incident(4, 'goal', { side: 'away', period: '2H', clockS: 3400, score: { home: 1, away: 1 } });
    const push = (seqs: (typeof goal)[]): SportsPush => ({
      event: 'live',
      fixtures: [
        {
          fixtureId: 1,
          state: 'live',
          score: null,
          markets: [],
          live: {
            period: '2H',
            clockS: 3405,
            clockRunning: true,
            score: { home: 1, away: 1 },
            betStop: false,
            seenAt: new Date().toISOString(),
          },
          incidents: seqs,
        },
      ],
    });
    act(() => publicTopics.dispatch(sportsTopic('demo'), push([goal])));
    expect(rows()).toHaveLength(4);
    expect(rows()[0]).toHaveTextContent('56:40골부산 유나이티드1 : 1');
    expect(within(screen.getByTestId('scoreboard')).getByTestId('live-score')).toHaveTextContent('1 : 1');
    // the same incident again (a push may repeat one) is shown once
    act(() => publicTopics.dispatch(sportsTopic('demo'), push([goal])));
    expect(rows()).toHaveLength(4);
  });

  it('shows a match over with its final score from the tracker', async () => {
    const over = { ...liveFixture(1, '서울 FC', '부산 유나이티드'), state: 'settled' as const, markets: [] };
    delete over.live;
    const { api } = fakeApi({ '/api/sports/fixture': () => ({ data: matchDetail(over) }) });
    await renderPage(page, { api, path: '/sports/live/1' });
    const board = await screen.findByTestId('scoreboard');
    expect(within(board).getByTestId('live-score')).toHaveTextContent('1 : 0');
    expect(within(board).getByTestId('live-period')).toHaveTextContent('최종 스코어');
    expect(screen.getByText('지금 이 경기에 열린 마켓이 없습니다.')).toBeInTheDocument();
  });
});
