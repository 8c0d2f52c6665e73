import type { AuthProvider } from 'react-admin';
import type { LoginResponse } from '../shared/api/member';
import type { StaffLoginResponse } from '../shared/api/office';
import { ResultCode } from '../shared/resultCodes';
import { ApiError, type ApiClient } from '../dataProvider/apiClient';
import type { OfficePermissions } from '../office/access/canAccess';
import { isPartner } from '../office/access/isPartner';
import { clearGatePassed } from '../office/gate/gateSession';
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

const IDENTITY_KEY = 'office.identity';

/**
 * react-admin's authProvider: partners sign in with their member account (a non-partner is
 * refused), staff through /api/admin/login. A session that ended (U017, E006) logs out.
 */
export function createOfficeAuthProvider(api: ApiClient, tokens: TokenStore, storage: Storage = localStorage): AuthProvider {
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

  return {
    async login(params: OfficeLoginParams) {
      clearGatePassed();
      if (params.mode === 'staff') {
        const res = await api.call<StaffLoginResponse>('/api/admin/login', { staffId: params.username, password: params.password, otp: params.otp });
        tokens.set({ token: res.token, expiresAt: res.expiresAt });
        const who: OfficeIdentity = { id: res.staff.staffId, fullName: res.staff.name || res.staff.staffId, permissions: { kind: 'staff', role: res.staff.role } };
        storage.setItem(IDENTITY_KEY, JSON.stringify(who));
        return;
      }
      const res = await api.call<LoginResponse>('/api/member/login', { memId: params.username, memPass: params.password });
      tokens.set({ token: res.token, expiresAt: res.expiresAt });
      if (!isPartner(res.member)) {
        await api.call('/api/member/logout').catch(() => undefined);
        clear();
        throw new ApiError(ResultCode.NoAccess);
      }
      const who: OfficeIdentity = { id: res.member.memId, fullName: res.member.memNick, permissions: { kind: 'partner', tier: res.member.tier } };
      storage.setItem(IDENTITY_KEY, JSON.stringify(who));
    },
    async logout() {
      if (tokens.token()) await api.call('/api/member/logout').catch(() => undefined);
      clear();
    },
    async checkAuth() {
      if (!tokens.token() || !identity()) throw new Error('login required');
    },
    async checkError(error: { status?: number; code?: string }) {
      if (error?.status === 401) {
        clear();
        throw new Error('session ended');
      }
      // §2: a partner whose recommendYn turned N is sent out with an alert. A refusal of one call
      // is not enough to say so: ask for the partner's own page, which only a partner may read.
      if (error?.code === ResultCode.NoAccess && identity()?.permissions.kind === 'partner') {
        const stillPartner = await api.call('/api/partner/me').then(
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
  };
}
