import i18next from 'i18next';
import { ApiError, type ApiClient } from '../../dataProvider/apiClient';
import type { TokenStore } from '../../authProvider/tokenStore';
import { createTokenRefresher, renewMemberToken } from '../../authProvider/tokenRefresher';
import type { RenewalRunner } from '../../authProvider/renewalSync';
import type { LoginResponse, MemberData } from '../../shared/api/member';
import { API } from '../../shared/endpoints/member';
import { ResultCode } from '../../shared/resultCodes';
import { notices } from '../notice/noticeStore';
import { formatDate } from '../format/format';

/** Why a session ends (§4): each reason has its own after-effect. */
export type SignOutReason = 'logout' | 'replaced' | 'inspect' | 'expired';

export type PushInfo = LoginResponse['push'];

export interface SessionState {
  token: string | null;
  member: MemberData | null;
  cash: number;
  point: number;
  unread: number;
  push: PushInfo | null;
}

export interface SessionActions {
  login(memId: string, memPass: string, saveId: boolean): Promise<LoginResponse>;
  logout(): Promise<void>;
  signOut(reason: SignOutReason): void;
  setBalances(cash: number, point: number): void;
  setUnread(count: number): void;
  refreshMember(): Promise<void>;
  /** The unread message count, read at start-up (a kept session never passes the login that answers it). */
  refreshUnread(): Promise<void>;
  /** §4: called on every navigation; refreshes under one minute left, signs out when that fails. */
  ensureFreshToken(): Promise<boolean>;
  /** Renews the token at one minute left while the member is active (the shared refresher); returns stop. */
  keepTokenFresh(): () => void;
  /** The router's navigate, so actions called outside React (realtime, timers) can move the user. */
  setNavigator(navigate: (path: string) => void): void;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  actions: SessionActions;
}

export const SAVED_ID_KEY = 'member.savedId';
const PUSH_KEY = 'member.push';

const emptyState = (token: string | null): SessionState => ({
  token,
  member: null,
  cash: 0,
  point: 0,
  unread: 0,
  push: null,
});

function readPush(storage: Storage): PushInfo | null {
  try {
    const raw = storage.getItem(PUSH_KEY);
    return raw ? (JSON.parse(raw) as PushInfo) : null;
  } catch {
    return null;
  }
}

/**
 * §4 session: the ONE holder of the member's token, data, balances, unread count and push keys.
 * A plain store (not React state) so the realtime client and timers can act on it too.
 */
export function createSessionStore(
  api: ApiClient,
  tokens: TokenStore,
  storage: Storage = localStorage,
  renewals?: RenewalRunner,
): SessionStore {
  let state: SessionState = { ...emptyState(tokens.token()), push: readPush(storage) };
  const listeners = new Set<() => void>();
  let navigate: (path: string) => void = (path) => window.location.assign(path);

  const update = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };

  // the token store is the truth for the token (another tab, a refresh elsewhere): follow it
  tokens.subscribe((session) => {
    const token = session?.token ?? null;
    if (token !== state.token) update({ token });
  });

  const refresher = createTokenRefresher(renewMemberToken(api), tokens, () => actions.signOut('expired'), renewals);
  const applyMember = (member: MemberData) => update({ member, cash: member.cashAmt, point: member.pointAmt });

  const actions: SessionActions = {
    async login(memId, memPass, saveId) {
      const res = await api.call(API.identity.login, { memId, memPass });
      tokens.set({ token: res.token, expiresAt: res.expiresAt });
      storage.setItem(PUSH_KEY, JSON.stringify(res.push));
      if (saveId) storage.setItem(SAVED_ID_KEY, memId);
      else storage.removeItem(SAVED_ID_KEY);
      update({ token: res.token, push: res.push, unread: res.msgInfo.newMsg });
      applyMember(res.member);
      // Wrong passwords locked the account since the last sign-in; the owner is told once.
      if (res.lockNotice)
        notices.show(
          i18next.t('front.signin.lockNotice', {
            wrong: res.lockNotice.wrongPasswords,
            at: formatDate(res.lockNotice.lockedAt),
          }),
        );
      return res;
    },
    async logout() {
      try {
        await api.call(API.identity.logout);
      } catch {
        // the session ends on this side whatever the server answers
      }
      actions.signOut('logout');
    },
    signOut(reason) {
      tokens.clear();
      storage.removeItem(PUSH_KEY);
      update(emptyState(null));
      if (reason === 'inspect') navigate('/warning');
      else navigate('/');
      if (reason === 'replaced') notices.show(i18next.t('front.error.afterSignin'));
    },
    setBalances(cash, point) {
      update({ cash, point });
    },
    setUnread(count) {
      update({ unread: count });
    },
    async refreshMember() {
      if (!tokens.token()) return;
      try {
        applyMember(await api.call(API.identity.info));
      } catch (error) {
        // §4: a user-data load the server refused ends the session and returns home. One that got no
        // answer (the page was left mid-call, the network dropped) leaves the session to the next
        // call: ending it here cleared the kept token under the page being opened.
        if (!(error instanceof ApiError) || error.code === ResultCode.NetworkError) return;
        actions.signOut('expired');
      }
    },
    async refreshUnread() {
      if (!tokens.token()) return;
      try {
        const answer = await api.call(API.messages.list, { filter: 'unread', page: 1, count_per_list: 1 });
        update({ unread: answer.unread });
      } catch {
        // the count stays as it was; the next message call answers it again
      }
    },
    ensureFreshToken: () => refresher.ensureFresh(),
    keepTokenFresh: () => refresher.start(),
    setNavigator(next) {
      navigate = next;
    },
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
  };
}
