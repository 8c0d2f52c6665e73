import { POPUP_CHECK_MS } from '../../../../shared/constants';
import { gameWindow } from '../../../realtime';

/**
 * §4 game launch, outside React so it outlives the page that started it: the window is opened
 * first (inside the click, so no popup blocker stops it), shows a loading text while the launch
 * call runs, then loads the game address or closes again. While it is open a check runs every
 * 10 s (§9): the window closed, or the member signed out, ends the game (coins refreshed,
 * a transfer vendor's money brought back); otherwise it keeps the session alive.
 */
type LaunchPhase = 'idle' | 'loading' | 'open';

export interface LaunchState {
  phase: LaunchPhase;
  /** The vendor or game being opened, for the page's indicator. */
  title: string;
}

export interface WindowSize {
  width: number;
  height: number;
}

export interface LaunchHooks {
  /** The launch call: the game address, or a rejection carrying the result code. */
  load(): Promise<string>;
  /** §4 keep-alive while the game window is open. */
  keepAlive(): unknown;
  signedIn(): boolean;
  /** After the game ends: money back from a transfer vendor, the coins refreshed. */
  afterClose(): unknown;
  /** The launch failed (api.<code> shown by the caller). */
  failed(error: unknown): void;
}

const IDLE: LaunchState = { phase: 'idle', title: '' };
let state: LaunchState = IDLE;
const listeners = new Set<() => void>();
let active: { win: Window; timer: ReturnType<typeof setInterval> | null; hooks: LaunchHooks } | null = null;

const setState = (next: LaunchState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const launchState = {
  current: (): LaunchState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const WINDOW_NAME = 'winner-game';

/** An empty window of the §9 size, centred on the screen; null when the browser refused it. */
export function openGameWindow(size: WindowSize, loadingText: string): Window | null {
  const left = Math.max(0, Math.round((window.screen.availWidth - size.width) / 2));
  const top = Math.max(0, Math.round((window.screen.availHeight - size.height) / 2));
  const win = window.open(
    'about:blank',
    WINDOW_NAME,
    `width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,scrollbars=yes`,
  );
  if (!win) return null;
  // The game page is a vendor's: it gets no handle on this site's window.
  win.opener = null;
  try {
    // DOM and CSSOM only: the site's CSP forbids inline markup styles and scripts.
    win.document.title = loadingText;
    const body = win.document.body;
    body.textContent = loadingText;
    Object.assign(body.style, {
      margin: '0',
      height: '100vh',
      display: 'grid',
      placeItems: 'center',
      background: '#0f1218',
      color: '#e8eaf0',
      font: '16px sans-serif',
    });
  } catch {
    // A window the browser keeps from us still takes the address.
  }
  return win;
}

/** Ends the open game: stops the check, forgets the window, and runs its after-close work once. */
function finish(): void {
  const ended = active;
  if (!ended) return;
  active = null;
  if (ended.timer) clearInterval(ended.timer);
  gameWindow.set(null);
  setState(IDLE);
  void Promise.resolve(ended.hooks.afterClose()).catch(() => undefined);
}

function check(): void {
  if (!active) return;
  const { win, hooks } = active;
  if (win.closed || !hooks.signedIn()) {
    if (!win.closed) win.close();
    finish();
    return;
  }
  void Promise.resolve(hooks.keepAlive()).catch(() => undefined);
}

/**
 * Launches into `win` (already opened by the click). A game still open from before ends first: its
 * window is reused by name, so its money comes back before the next one takes its place.
 */
export async function launchInWindow(win: Window, title: string, hooks: LaunchHooks): Promise<void> {
  if (active) finish();
  active = { win, timer: null, hooks };
  const mine = active;
  gameWindow.set(win, finish);
  setState({ phase: 'loading', title });
  let url: string;
  try {
    url = await hooks.load();
  } catch (error) {
    if (active !== mine) return;
    active = null;
    gameWindow.set(null);
    win.close();
    setState(IDLE);
    hooks.failed(error);
    return;
  }
  if (active !== mine) return;
  if (win.closed) {
    finish();
    return;
  }
  win.location.replace(url);
  mine.timer = setInterval(check, POPUP_CHECK_MS);
  setState({ phase: 'open', title });
}

/** The open game window to the front (the page's indicator offers it). */
export function focusGame(): void {
  active?.win.focus();
}

/** The member ends the game from the site's page. */
export function closeGame(): void {
  if (!active) return;
  if (!active.win.closed) active.win.close();
  finish();
}

/** §2 /slot/game: a vendor that plays in the site's own frame route. The indicator shows during the call. */
export async function launchInFrame(
  title: string,
  load: () => Promise<string>,
  show: (url: string) => void,
  failed: (error: unknown) => void,
): Promise<void> {
  setState({ phase: 'loading', title });
  try {
    const url = await load();
    setState(IDLE);
    show(url);
  } catch (error) {
    setState(IDLE);
    failed(error);
  }
}
