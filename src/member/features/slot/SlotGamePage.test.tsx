import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { gameWindow } from '../../realtime';
import { fakeApi, renderPage } from '../../ui/testKit';
import { SlotGamePage } from './SlotGamePage';

const open = (search: string) => renderPage(<SlotGamePage />, { api: fakeApi({}).api, path: `/slot/game${search}` });

describe('slot game frame (§2 /slot/game?url=…)', () => {
  it('frames an https game address', async () => {
    const game = 'https://games.example.com/launch?token=a b&lang=ko';
    await open(`?url=${encodeURIComponent(game)}`);
    const frame = screen.getByTitle('슬롯');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', new URL(game).href);
    expect(screen.queryByText('준비 중입니다.')).not.toBeInTheDocument();
  });

  it.each([
    ['no url', ''],
    ['an empty url', '?url='],
    ['plain http', `?url=${encodeURIComponent('http://games.example.com/launch')}`],
    ['a script address', `?url=${encodeURIComponent('javascript:alert(1)')}`],
    ['a relative path', `?url=${encodeURIComponent('/member/slotgame')}`],
    ['not an address', '?url=not%20a%20url'],
  ])('shows "in preparation" and no frame for %s', async (_, search) => {
    const { container } = await open(search);
    expect(screen.getByText('준비 중입니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈' })).toHaveAttribute('href', '/');
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('slot game frame as the open game (§4: one provider plays in page)', () => {
  it('frames the built-in provider by its own path, leaves on TK999 and brings the money back', async () => {
    const { api, calls } = fakeApi({
      '/api/cash/outGameMoney': () => ({ data: { moved: 5000, cashAmt: 15_000 } }),
      '/api/cash/getUserCash': () => ({ data: { cashAmt: 15_000, pointAmt: 0, betAmt: 0 } }),
    });
    const game = '/vendor/demo/play/demo-slot-5x3?token=t&lang=ko';
    const { store } = await renderPage(
      <Routes>
        <Route path="/slot/game" element={<SlotGamePage />} />
        <Route path="/member/slotgame" element={<p>slot page</p>} />
      </Routes>,
      { api, path: `/slot/game?url=${encodeURIComponent(game)}&group=slot&vendor=233` },
    );
    expect(screen.getByTitle('슬롯')).toHaveAttribute('src', `${window.location.origin}${game}`);
    act(() => gameWindow.close());
    expect(await screen.findByText('slot page')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cash).toBe(15_000));
    expect(calls.find((c) => c.path === '/api/cash/outGameMoney')?.body).toMatchObject({
      gameCategory: 'slot',
      vendorKey: 233,
    });
  });

  it('frames the game under its title with an exit that leaves it and brings the money back', async () => {
    const { api, calls } = fakeApi({
      '/api/cash/outGameMoney': () => ({ data: { moved: 7000, cashAmt: 17_000 } }),
      '/api/cash/getUserCash': () => ({ data: { cashAmt: 17_000, pointAmt: 0, betAmt: 0 } }),
    });
    const game = '/vendor/demo/play/demo-slot-5x3?token=t&lang=ko';
    const { store } = await renderPage(
      <Routes>
        <Route path="/slot/game" element={<SlotGamePage />} />
        <Route path="/member/slotgame" element={<p>slot page</p>} />
      </Routes>,
      {
        api,
        path: `/slot/game?url=${encodeURIComponent(game)}&group=slot&vendor=233&title=${encodeURIComponent('데모 슬롯')}`,
      },
    );
    expect(screen.getByRole('heading', { name: '데모 슬롯' })).toBeInTheDocument();
    expect(screen.getByTitle('데모 슬롯').tagName).toBe('IFRAME');
    expect(calls.some((c) => c.path === '/api/cash/outGameMoney')).toBe(false);
    act(() => screen.getByRole('button', { name: '게임 나가기' }).click());
    expect(await screen.findByText('slot page')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cash).toBe(17_000));
    expect(calls.filter((c) => c.path === '/api/cash/outGameMoney')).toHaveLength(1);
  });
});
