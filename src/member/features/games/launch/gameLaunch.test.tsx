import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ProductEntry } from '../../../../shared/api/common';
import { POPUP_CHECK_MS } from '../../../../shared/constants';
import { notices } from '../../../notice/noticeStore';
import { startBalancePoll } from '../../../realtime/balancePoll';
import { fakeApi, renderPage, type Handler } from '../../../ui/testKit';
import { VendorGridPage } from '../VendorGridPage';
import { closeGame } from './gameLaunch';

/**
 * §4 launch flow through the real vendor page, game dialog and launcher. The browser's window is
 * the one thing stood in for: `window.open` hands back a window whose document, address and close
 * are recorded.
 */
interface FakeWindow {
  closed: boolean;
  opener: unknown;
  document: Document;
  address: string | null;
  location: { replace(url: string): void };
  close(): void;
  focus(): void;
}
const fakeWindow = (): FakeWindow => {
  const win: FakeWindow = {
    closed: false,
    opener: window,
    document: document.implementation.createHTMLDocument(''),
    address: null,
    location: { replace: (url) => void (win.address = url) },
    close: () => void (win.closed = true),
    focus: () => undefined,
  };
  return win;
};

const demoSlots: ProductEntry = {
  procId: 234,
  groupCode: 'slot',
  name: 'Demo Slots',
  lobbySymbol: 'demoslot',
  image: '',
  playable: true,
};
const demoTransfer: ProductEntry = {
  procId: 233,
  groupCode: 'slot',
  name: 'Demo Transfer Slots',
  lobbySymbol: 'demotransfer',
  image: '',
  playable: true,
};
const demoCasino: ProductEntry = {
  procId: 120,
  groupCode: 'casino',
  name: 'Demo Live Casino',
  lobbySymbol: 'democasino',
  image: '',
  playable: true,
};
const GAME_URL = '/vendor/demo/play/demo-slot-5x3?token=pst-1&lang=ko';

let win: FakeWindow;
let open: ReturnType<typeof vi.spyOn>;
let order: string[];

const handlers = (overrides: Record<string, Handler> = {}): Record<string, Handler> => ({
  '/api/common/productList': () => ({ data: [demoSlots, demoTransfer, demoCasino] }),
  '/api/game/gamelist': (body) => ({
    data: {
      vendorKey: body.vendorKey,
      gameType: body.gameType,
      gameList: [
        {
          code: body.gameType === 'casino' ? 'demo-baccarat' : 'demo-slot-5x3',
          name_KOR: body.gameType === 'casino' ? '데모 바카라' : '데모 슬롯',
          name_ENG: 'Demo',
          thumbnail: '',
          type: 'slot',
        },
      ],
    },
  }),
  '/api/game/getGame/slot': () => {
    order.push(`launch (window ${open.mock.calls.length ? 'open' : 'not open'})`);
    return { data: { gameUrl: GAME_URL } };
  },
  '/api/game/getGame/casino': () => ({ data: { gameUrl: '/vendor/demo/play/demo-baccarat?token=pst-2&lang=ko' } }),
  '/api/game/keepAlive': () => ({ data: { open: true } }),
  '/api/cash/outGameMoney': () => ({ data: { moved: 0, cashAmt: 990_000 } }),
  '/api/cash/getUserCash': () => ({ data: { cashAmt: 990_000, pointAmt: 12, betAmt: 0 } }),
  ...overrides,
});

async function openDemoSlot(overrides: Record<string, Handler> = {}, name = 'Demo Slots', game = '데모 슬롯') {
  const { api, calls } = fakeApi(handlers(overrides));
  const page = await renderPage(
    <Routes>
      <Route
        path="/member/:area"
        element={<VendorGridPage group={name === 'Demo Live Casino' ? 'casino' : 'slot'} />}
      />
      <Route path="/slot/game" element={<FramePath />} />
    </Routes>,
    { api, path: '/member/slotgame' },
  );
  fireEvent.click(await screen.findByText(name));
  fireEvent.click(await screen.findByText(game));
  return { ...page, api, calls };
}

function FramePath() {
  const location = useLocation();
  return <div data-testid="frame-path">{location.pathname + location.search}</div>;
}

describe('§4 game launch', () => {
  beforeEach(() => {
    order = [];
    win = fakeWindow();
    open = vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    closeGame();
    notices.dismiss();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens the window first at the §9 slot size with a loading text, then loads the game address into it', async () => {
    const { calls } = await openDemoSlot();
    expect(open).toHaveBeenCalledTimes(1);
    const [, name, features] = open.mock.calls[0] as [string, string, string];
    expect(name).toBe('winner-game');
    expect(features).toContain('width=1280');
    expect(features).toContain('height=720');
    expect(win.document.body.textContent).toBe('게임을 불러오는 중입니다…');
    // The game gets no handle on the site's window.
    expect(win.opener).toBeNull();
    await waitFor(() => expect(win.address).toBe(GAME_URL));
    expect(order).toEqual(['launch (window open)']);
    expect(calls.find((c) => c.path === '/api/game/getGame/slot')?.body).toMatchObject({
      vendorKey: 234,
      gameKey: 'demo-slot-5x3',
      isMobile: 0,
      lang: 'ko',
    });
    expect(calls.find((c) => c.path === '/api/game/getGame/slot')?.headers['idempotency-key']).toBeTruthy();
    const indicator = await screen.findByTestId('game-launch');
    await waitFor(() => expect(indicator).toHaveAttribute('data-phase', 'open'));
    expect(screen.getByText('게임 창에서 플레이 중입니다. 창을 닫으면 보유머니가 갱신됩니다.')).toBeInTheDocument();
  });

  it('opens a casino table at the casino size through the casino launch', async () => {
    const { calls } = await openDemoSlot({}, 'Demo Live Casino', '데모 바카라');
    await waitFor(() => expect(win.address).toContain('demo-baccarat'));
    expect((open.mock.calls[0] as string[])[2]).toContain('width=1280');
    expect(calls.find((c) => c.path === '/api/game/getGame/casino')?.body).toMatchObject({
      gameGroup: 'casino',
      vendorKey: 120,
      gameKey: 'demo-baccarat',
    });
  });

  it.each([
    ['B1001', '베팅 권한이 없습니다.'],
    ['G002', '슬롯 승인에 실패했습니다.'],
  ])('closes the window and shows api.%s when the launch is refused', async (code, text) => {
    await openDemoSlot({ '/api/game/getGame/slot': () => ({ resultCode: code }) });
    await waitFor(() => expect(win.closed).toBe(true));
    expect(win.address).toBeNull();
    await waitFor(() => expect(notices.current()).toBe(text));
    expect(screen.getByTestId('game-launch')).toHaveAttribute('data-phase', 'idle');
  });

  it('says so when the browser blocks the window, and asks nothing of the server', async () => {
    open.mockImplementation(() => null);
    const { calls } = await openDemoSlot();
    await waitFor(() =>
      expect(notices.current()).toBe('게임 창이 차단되었습니다. 브라우저에서 이 사이트의 팝업을 허용해주세요.'),
    );
    expect(calls.some((c) => c.path === '/api/game/getGame/slot')).toBe(false);
  });

  it('runs the 10-second check: keep-alive while open, then coins refreshed once the window is closed', async () => {
    const { calls, store } = await openDemoSlot();
    await waitFor(() => expect(screen.getByTestId('game-launch')).toHaveAttribute('data-phase', 'open'));
    const count = (path: string) => calls.filter((c) => c.path === path).length;

    await act(() => vi.advanceTimersByTimeAsync(POPUP_CHECK_MS - 1));
    expect(count('/api/game/keepAlive')).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(count('/api/game/keepAlive')).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CHECK_MS));
    await waitFor(() => expect(count('/api/game/keepAlive')).toBe(2));
    expect(count('/api/cash/getUserCash')).toBe(0);

    win.closed = true; // the member closes the game window
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CHECK_MS));
    await waitFor(() => expect(store.getState().cash).toBe(990_000));
    expect(calls.find((c) => c.path === '/api/cash/outGameMoney')?.body).toMatchObject({
      gameCategory: 'slot',
      vendorKey: 234,
    });
    expect(screen.getByTestId('game-launch')).toHaveAttribute('data-phase', 'idle');
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CHECK_MS * 3));
    expect(count('/api/game/keepAlive')).toBe(2);
  });

  it('closes the window when the keep-alive says the game session was ended', async () => {
    await openDemoSlot({ '/api/game/keepAlive': () => ({ data: { open: false } }) });
    await waitFor(() => expect(screen.getByTestId('game-launch')).toHaveAttribute('data-phase', 'open'));
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CHECK_MS));
    await waitFor(() => expect(win.closed).toBe(true));
    await waitFor(() => expect(screen.getByTestId('game-launch')).toHaveAttribute('data-phase', 'idle'));
  });

  it('closes the window on the balance poll TK999, at once, and refreshes the coins', async () => {
    let tk = false;
    const { api, calls, store } = await openDemoSlot({
      '/api/cash/getUserCash': () =>
        tk ? { resultCode: 'TK999' } : { data: { cashAmt: 777, pointAmt: 1, betAmt: 0 } },
    });
    await waitFor(() => expect(screen.getByTestId('game-launch')).toHaveAttribute('data-phase', 'open'));
    tk = true;
    const stop = startBalancePoll({
      api,
      handlers: { setBalances: store.actions.setBalances, signOut: store.actions.signOut },
      alert: () => undefined,
      intervalMs: 1000,
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    stop();
    await waitFor(() => expect(win.closed).toBe(true));
    expect(screen.getByTestId('game-launch')).toHaveAttribute('data-phase', 'idle');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cash/outGameMoney')).toBe(true));
  });

  it('ends the game when the member signs out: the window closes at the next check', async () => {
    const { store } = await openDemoSlot();
    await waitFor(() => expect(screen.getByTestId('game-launch')).toHaveAttribute('data-phase', 'open'));
    act(() => store.actions.signOut('logout'));
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CHECK_MS));
    await waitFor(() => expect(win.closed).toBe(true));
  });

  it('opens the frame vendor in the /slot/game route instead of a window', async () => {
    await openDemoSlot(
      { '/api/game/getGame/slot': () => ({ data: { gameUrl: '/vendor/demo/play/demo-slot-5x3?token=t' } }) },
      'Demo Transfer Slots',
    );
    const path = await screen.findByTestId('frame-path');
    expect(open).not.toHaveBeenCalled();
    const query = new URLSearchParams(path.textContent!.split('?')[1]);
    expect(path.textContent).toMatch(/^\/slot\/game\?/);
    expect(query.get('url')).toBe('/vendor/demo/play/demo-slot-5x3?token=t');
    expect(query.get('group')).toBe('slot');
    expect(query.get('vendor')).toBe('233');
  });
});
