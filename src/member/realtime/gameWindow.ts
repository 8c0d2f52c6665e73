/**
 * The open game popup window (§4 game launch) and the `gameDown` signal. The game launcher
 * registers the window it opens; the balance poll closes it on TK999, LOCK_BET_YN announces
 * `gameDown` so an open game can stop taking bets.
 */
const GAME_DOWN_EVENT = 'gameDown';

/** The popup window, or the in-page frame route playing as one (§4: one provider plays in a frame). */
export type GameWindowHandle = Pick<Window, 'closed' | 'close'>;

let current: GameWindowHandle | null = null;
let onClosed: (() => void) | null = null;

export const gameWindow = {
  /**
   * Called by the launcher with the window it pre-opened (null when it closes); `closed` runs when
   * something else (TK999) closes it, so the launcher stops at once instead of at its next check.
   */
  set(win: GameWindowHandle | null, closed?: () => void): void {
    current = win;
    onClosed = win ? (closed ?? null) : null;
  },
  get(): GameWindowHandle | null {
    return current && !current.closed ? current : null;
  },
  /** §4: TK999 from the balance poll closes the open game popup. */
  close(): void {
    if (current && !current.closed) current.close();
    current = null;
    const after = onClosed;
    onClosed = null;
    after?.();
  },
};

export const emitGameDown = (detail: { canBet: boolean; locked: boolean }): void => {
  window.dispatchEvent(new CustomEvent(GAME_DOWN_EVENT, { detail }));
};
