import type { AuthProvider } from 'react-admin';
import { API } from '../shared/endpoints';
import { ResultCode } from '../shared/resultCodes';
import { ApiError, type ApiClient } from '../dataProvider/apiClient';
import { clearGatePassed, markGatePassed } from './gateSession';
import type { OfficePermissions } from './officePermissions';
import type { RenewalRunner } from './renewalSync';
import { createTokenRefresher } from './tokenRefresher';
import type { StoredSession, TokenStore } from './tokenStore';

interface OfficeIdentity {
  id: string;
  fullName: string;
  permissions: OfficePermissions;
}

export interface OfficeLoginParams {
  username: string;
  password: string;
  /** A staff account's TOTP code, once the server asked for it (U003 with data.otp). */
  otp?: string;
}

export type OfficeAuthProvider = AuthProvider & {
  /** Renews the token at one minute left while the user is active (the shared refresher); returns stop. */
  keepTokenFresh(): () => void;
};

const IDENTITY_KEY = 'office.identity';

/**
 * react-admin's authProvider: partners and staff sign in with one form through /api/office/login;
 * the server decides which it is (a staff id, else a partner's member id; a member without
 * partner rights is refused before any session is made). Either sets the office session's HttpOnly cookie; this side keeps only the
 * session's CSRF token (in `tokens`, the tab's sessionStorage) and who signed in (`storage`, the
 * same), so nothing of the office session sits where a member front page could read it. A session
 * that ended (U017, E006) logs out; the session of a partner or staff member at work is renewed
 * like a member's (§9).
 */
export function createOfficeAuthProvider(
  api: ApiClient,
  tokens: TokenStore,
  storage: Storage = sessionStorage,
  renewals?: RenewalRunner,
): OfficeAuthProvider {
  const identity = (): OfficeIdentity | null => {
    try {
      return JSON.parse(storage.getItem(IDENTITY_KEY) ?? 'null') as OfficeIdentity | null;
    } catch {
      return null;
    }
  };
  // §6: the partner gate is passed per signed-in session; another login in this tab asks again.
  const clear = () => {
    clearGatePassed();
    tokens.clear();
    storage.removeItem(IDENTITY_KEY);
  };
  const renew = async (): Promise<StoredSession> => {
    const res = await api.call(API.officeSession.refresh, {}, { renewal: true });
    return { token: res.csrfToken, expiresAt: res.expiresAt };
  };
  const refresher = createTokenRefresher(renew, tokens, clear, renewals);

  return {
    async login(params: OfficeLoginParams) {
      clearGatePassed();
      const res = await api.call(API.officeSession.login, {
        loginId: params.username,
        password: params.password,
        otp: params.otp,
      });
      tokens.set({ token: res.csrfToken, expiresAt: res.expiresAt });
      let who: OfficeIdentity;
      if (res.kind === 'staff') {
        who = {
          id: res.staff.staffId,
          fullName: res.staff.name || res.staff.staffId,
          permissions: {
            kind: 'staff',
            role: res.staff.role,
            roleName: res.staff.roleName,
            pairs: res.staff.pairs,
            totpSetupRequired: res.staff.totpSetupRequired,
          },
        };
      } else {
        // §6: until the gate password is typed, the server opens nothing of the office to this session
        if (!res.gateRequired) markGatePassed();
        who = {
          id: res.partner.subUser?.loginId ?? res.partner.memId,
          fullName: res.partner.subUser?.loginId ?? res.partner.memNick,
          permissions: { kind: 'partner', tier: res.partner.tier, subUser: res.partner.subUser },
        };
      }
      storage.setItem(IDENTITY_KEY, JSON.stringify(who));
    },
    async logout() {
      if (tokens.token()) await api.call(API.officeSession.logout).catch(() => undefined);
      clear();
    },
    // react-admin checks on every page it opens: a page opened under one minute left renews.
    async checkAuth() {
      if (!identity() || !(await refresher.ensureFresh())) throw new Error('login required');
    },
    async checkError(error: { status?: number; code?: string }) {
      if (error?.status === 401) {
        clear();
        throw new Error('session ended');
      }
      // the gate was set (in another tab) after this one signed in: ask for it, stay signed in
      if (error?.code === ResultCode.PartnerGateRequired) {
        clearGatePassed();
        throw { message: 'api.G014', logoutUser: false, redirectTo: false };
      }
      // §2: a partner whose recommendYn turned N is sent out with an alert. A refusal of one call
      // is not enough to say so: ask for the partner's own page, which only a partner may read.
      if (error?.code === ResultCode.NoAccess && identity()?.permissions.kind === 'partner') {
        const stillPartner = await api.call(API.partnerMe.get).then(
          () => true,
          (e: unknown) => !(e instanceof ApiError && e.code === ResultCode.NoAccess),
        );
        if (!stillPartner) {
          clear();
          throw { message: 'office.partner.revoked', logoutUser: true };
        }
      }
    },
    async getIdentity() {
      const who = identity();
      if (!who) throw new Error('no identity');
      return { id: who.id, fullName: who.fullName };
    },
    async getPermissions() {
      return identity()?.permissions;
    },
    keepTokenFresh: () => refresher.start(),
  };
}
