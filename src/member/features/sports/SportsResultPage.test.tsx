import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderPage } from '../../ui/testKit';
import { SportsResultPage } from './SportsResultPage';
import { result } from './sportsTestData';

const results = (rows = [result(1)]) => ({
  '/api/sports/results': () => ({
    data: { list: rows, pageInfo: { page: 1, count_per_list: 20, tatal_list_count: rows.length } },
  }),
});
const page = (
  <Routes>
    <Route path="/member/result/sport" element={<SportsResultPage />} />
    <Route path="/member/result/sport/:kind" element={<SportsResultPage />} />
  </Routes>
);

describe('sports results (§2 /member/result/sport)', () => {
  it('shows the final and half-time score and lights the winning pick', async () => {
    const { api, calls } = fakeApi(results());
    await renderPage(page, { api, path: '/member/result/sport' });
    const row = await screen.findByTestId('result-row');
    expect(within(row).getByTestId('result-score')).toHaveTextContent('2 : 1전반 1 : 1');
    expect(within(row).getByText('서울 FC', { selector: 'span' }).closest('[data-won]')).toHaveAttribute(
      'data-won',
      'true',
    );
    expect(calls.find((c) => c.path === '/api/sports/results')!.body.kind).toBe('winloose');
    expect(screen.queryByText(/아직 제공되지 않습니다/)).toBeNull();
  });

  it('asks for the markets of the tab chosen (handy, underover, special)', async () => {
    const { api, calls } = fakeApi(results());
    await renderPage(page, { api, path: '/member/result/sport' });
    await screen.findByTestId('result-row');
    fireEvent.click(screen.getByRole('tab', { name: '언더/오버' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/sports/results').at(-1)!.body.kind).toBe('underover'),
    );
  });

  it('says a postponed fixture has no score', async () => {
    const { api } = fakeApi(results([{ ...result(2), state: 'postponed', score: null, markets: [] }]));
    await renderPage(page, { api, path: '/member/result/sport/handy' });
    expect(await screen.findByTestId('result-score')).toHaveTextContent('경기 연기');
  });

  it('says so when no fixture has finished', async () => {
    const { api } = fakeApi(results([]));
    await renderPage(page, { api, path: '/member/result/sport' });
    expect(await screen.findByText('경기 결과가 없습니다.')).toBeInTheDocument();
  });
});
