import type { AuthProvider } from 'react-admin';
import { API } from '../shared/endpoints';
import { isSignedInPartner } from '../shared/partner';
import { ResultCode } from '../shared/resultCodes';
import { ApiError, type ApiClient } from '../dataProvider/apiClient';
import { clearGatePassed } from './gateSession';
import type { OfficePermissions } from './officePermissions';
import { createTokenRefresher } from './tokenRefresher';
import type { TokenStore } from './tokenStore';

export interface OfficeIdentity {
  id: string;
  fullName: string;
  permissions: OfficePermissions;
}

export interface OfficeLoginParams {
  username: string;
  password: string;
  /** Staff sign in apart from partners (§6); staff may need a TOTP code. */
  mode: 'partner' | 'staff';
  otp?: string;
}

export type OfficeAuthProvider = AuthProvider & {
  /** Renews the token at one minute left while the user is active (the shared refresher); returns stop. */
  keepTokenFresh(): () => void;
};

const IDENTITY_KEY = 'office.identity';

/**
 * react-admin's authProvider: partners sign in with their member account (a non-partner is
 * refused), staff through /api/admin/login. A session that ended (U017, E006) logs out; the token
 * of a partner or staff member at work is renewed like a member's (§9).
 */
export function createOfficeAuthProvider(api: ApiClient, tokens: TokenStore, storage: Storage = localStorage): OfficeAuthProvider {
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
  const refresher = createTokenRefresher(api, tokens, clear);

  return {
    async login(params: OfficeLoginParams) {
      clearGatePassed();
      if (params.mode === 'staff') {
        const res = await api.call(API.identity.staffLogin, { staffId: params.username, password: params.password, otp: params.otp });
        tokens.set({ token: res.token, expiresAt: res.expiresAt });
        const who: OfficeIdentity = { id: res.staff.staffId, fullName: res.staff.name || res.staff.staffId, permissions: { kind: 'staff', role: res.staff.role } };
        storage.setItem(IDENTITY_KEY, JSON.stringify(who));
        return;
      }
      const [res, site] = await Promise.all([
        api.call(API.identity.login, { memId: params.username, memPass: params.password }),
        api.call(API.site.options),
      ]);
      tokens.set({ token: res.token, expiresAt: res.expiresAt });
      if (!isSignedInPartner(res.member, site.recommendYn)) {
        await api.call(API.identity.logout).catch(() => undefined);
        clear();
        throw new ApiError(ResultCode.NoAccess);
      }
      const who: OfficeIdentity = { id: res.member.memId, fullName: res.member.memNick, permissions: { kind: 'partner', tier: res.member.tier } };
      storage.setItem(IDENTITY_KEY, JSON.stringify(who));
    },
    async logout() {
      if (tokens.token()) await api.call(API.identity.logout).catch(() => undefined);
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
