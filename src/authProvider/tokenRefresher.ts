import type { ApiClient } from '../dataProvider/apiClient';
import { identity } from '../shared/endpoints/identity';
import { TOKEN_REFRESH_WHEN_UNDER_SECONDS } from '../shared/constants';
import { createRenewalSync, type RenewalRunner } from './renewalSync';
import type { StoredSession, TokenStore } from './tokenStore';

/** What counts as the user being there: a click or a key (not a poll the page makes by itself). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

export interface TokenRefresher {
  /** §9: renews the token when under one minute remains; false when there is no session (any more). */
  ensureFresh(): Promise<boolean>;
  /**
   * Keeps the session of an active user alive: at one minute left the token is renewed if the user
   * clicked or typed since the last renewal (or acts in that last minute); an idle session ends
   * when its token does. Returns the function that stops watching.
   */
  start(activity?: EventTarget): () => void;
}

/** The member front's renewal: /api/getToken answers a fresh token for the same session (the old one stops). */
export const renewMemberToken = (api: ApiClient) => (): Promise<StoredSession> =>
  api.call(identity.refreshToken, { refresh: true }, { renewal: true });

/**
 * The one token refresher of both fronts: `renew` asks the server for the session's new end (the
 * member front's token through /api/getToken; the office's cookie through /api/office/refresh,
 * whose stored "token" is the CSRF token). A renewal stops the token it renews, so renewals run
 * one at a time through `sync` (renewalSync.ts), which the front's API client shares: a navigation
 * and the timer never renew twice, nor two tabs at once, and no call is signed out by a renewal.
 * `onExpired` ends the front's session (the token store is cleared there).
 */
export function createTokenRefresher(
  renewSession: () => Promise<StoredSession>,
  tokens: TokenStore,
  onExpired: () => void,
  sync: RenewalRunner = createRenewalSync('session', tokens),
): TokenRefresher {
  let activeSinceRenewal = false;

  const renew = async (): Promise<boolean> => {
    try {
      const res = await renewSession();
      activeSinceRenewal = false;
      tokens.set({ token: res.token, expiresAt: res.expiresAt });
      return true;
    } catch {
      // refused because another tab renewed this token first: its fresh one is in the store
      if (tokens.token() && !tokens.needsRefresh()) return true;
      onExpired();
      return false;
    }
  };

  const ensureFresh = (): Promise<boolean> => {
    if (!tokens.token()) return Promise.resolve(false);
    if (!tokens.needsRefresh()) return Promise.resolve(true);
    return sync.run(renew);
  };

  return {
    ensureFresh,
    start(activity = window) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Opening the front is activity: a page load with a token about to end renews it.
      activeSinceRenewal = true;

      // Reads the stored session each time: another tab of the same front may have renewed it.
      const tick = () => {
        clearTimeout(timer);
        const session = tokens.get();
        if (!session) return;
        const now = Date.now();
        if (session.expiresAt <= now) {
          onExpired();
        } else if (!tokens.needsRefresh(now)) {
          // one millisecond past the mark, so that under one minute remains
          timer = setTimeout(tick, session.expiresAt - TOKEN_REFRESH_WHEN_UNDER_SECONDS * 1000 - now + 1);
        } else if (activeSinceRenewal) {
          void ensureFresh();
        } else {
          timer = setTimeout(tick, session.expiresAt - now);
        }
      };
      const onActivity = () => {
        activeSinceRenewal = true;
        if (tokens.needsRefresh()) void ensureFresh();
      };

      const unsubscribe = tokens.subscribe(tick);
      ACTIVITY_EVENTS.forEach((name) => activity.addEventListener(name, onActivity, { passive: true }));
      tick();
      return () => {
        clearTimeout(timer);
        unsubscribe();
        ACTIVITY_EVENTS.forEach((name) => activity.removeEventListener(name, onActivity));
      };
    },
  };
}
