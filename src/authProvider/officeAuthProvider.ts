import type { AuthProvider } from 'react-admin';
import type { LoginResponse } from '../shared/api/member';
import type { ApiClient } from '../dataProvider/apiClient';
import type { TokenStore } from './tokenStore';

/** react-admin's authProvider over the §7 login: partners sign in with their member account. */
export function createOfficeAuthProvider(api: ApiClient, tokens: TokenStore): AuthProvider {
  return {
    async login({ username, password }: { username: string; password: string }) {
      const res = await api.call<LoginResponse>('/api/member/login', { memId: username, memPass: password });
      tokens.set({ token: res.token, expiresAt: res.expiresAt });
      localStorage.setItem('office.identity', JSON.stringify({ id: res.member.memId, fullName: res.member.memNick }));
    },
    async logout() {
      if (tokens.token()) await api.call('/api/member/logout').catch(() => undefined);
      tokens.clear();
      localStorage.removeItem('office.identity');
    },
    async checkAuth() {
      if (!tokens.token()) throw new Error('login required');
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        tokens.clear();
        throw new Error('session ended');
      }
    },
    async getIdentity() {
      const raw = localStorage.getItem('office.identity');
      if (!raw) throw new Error('no identity');
      return JSON.parse(raw) as { id: string; fullName: string };
    },
  };
}
