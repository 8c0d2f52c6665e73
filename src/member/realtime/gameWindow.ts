/**
 * The open game popup window (§4 game launch) and the `gameDown` signal. The game launcher
 * registers the window it opens; the balance poll closes it on TK999, LOCK_BET_YN announces
 * `gameDown` so an open game can stop taking bets.
 */
export const GAME_DOWN_EVENT = 'gameDown';

let current: Window | null = null;

export const gameWindow = {
  /** Called by the launcher with the window it pre-opened (null when it closes). */
  set(win: Window | null): void {
    current = win;
  },
  get(): Window | null {
    return current && !current.closed ? current : null;
  },
  /** §4: TK999 from the balance poll closes the open game popup. */
  close(): void {
    if (current && !current.closed) current.close();
    current = null;
  },
};

export const emitGameDown = (detail: { canBet: boolean; locked: boolean }): void => {
  window.dispatchEvent(new CustomEvent(GAME_DOWN_EVENT, { detail }));
};
