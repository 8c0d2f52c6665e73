import { describe, expect, it } from 'vitest';
import { createApiClient, ApiError } from '../dataProvider/apiClient';
import { createTokenStore } from './tokenStore';
import { createOfficeAuthProvider } from './officeAuthProvider';

type Answer = { resultCode: string; data: unknown };

/** A fake server: answers by path, records the paths called. */
function setup(answers: Record<string, Answer | (() => Answer)>) {
  const paths: string[] = [];
  const fetch = (async (url: string) => {
    paths.push(url);
    const a = answers[url];
    const answer = typeof a === 'function' ? a() : (a ?? { resultCode: 'E007', data: null });
    return new Response(JSON.stringify({ resultMessage: '', ...answer }));
  }) as typeof globalThis.fetch;
  const storage = window.localStorage;
  storage.clear();
  const tokens = createTokenStore('t', storage);
  const api = createApiClient({ siteId: 'demo', siteKey: 'k', getToken: tokens.token, fetch });
  return { paths, tokens, auth: createOfficeAuthProvider(api, tokens, storage) };
}

const member = (tier: string, recommendYn = 'Y') => ({
  resultCode: '200',
  data: { token: 'tok', expiresAt: Date.now() + 60_000, member: { memId: 'x', memNick: 'X', tier, recommendYn } },
});

describe('office authProvider', () => {
  it('signs a partner in with its tier as permissions', async () => {
    const { auth } = setup({ '/api/member/login': member('PTN_3') });
    await auth.login({ mode: 'partner', username: 'ptn03', password: 'p' });
    expect(await auth.getPermissions!({})).toEqual({ kind: 'partner', tier: 'PTN_3' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('refuses a general member with U029 and keeps no session', async () => {
    const { auth, tokens, paths } = setup({ '/api/member/login': member('NORMAL'), '/api/member/logout': { resultCode: '200', data: null } });
    await expect(auth.login({ mode: 'partner', username: 'member01', password: 'p' })).rejects.toMatchObject({ code: 'U029' });
    expect(tokens.token()).toBeNull();
    expect(paths).toContain('/api/member/logout');
  });

  it('signs staff in through /api/admin/login with the role', async () => {
    const { auth, paths } = setup({ '/api/admin/login': { resultCode: '200', data: { token: 't', expiresAt: Date.now() + 60_000, staff: { staffId: 'admin', name: 'A', role: 'deposit' } } } });
    await auth.login({ mode: 'staff', username: 'admin', password: 'p' });
    expect(paths).toEqual(['/api/admin/login']);
    expect(await auth.getPermissions!({})).toEqual({ kind: 'staff', role: 'deposit' });
  });

  it('sends a partner out when its partner rights are gone, but not for one refused call', async () => {
    let revoked = false;
    const { auth, tokens } = setup({
      '/api/member/login': member('PTN_2'),
      '/api/partner/me': () => (revoked ? { resultCode: 'U029', data: null } : { resultCode: '200', data: {} }),
    });
    await auth.login({ mode: 'partner', username: 'ptn02', password: 'p' });
    await expect(auth.checkError(new ApiError('U029'))).resolves.toBeUndefined();
    revoked = true;
    await expect(auth.checkError(new ApiError('U029'))).rejects.toMatchObject({ message: 'office.partner.revoked' });
    expect(tokens.token()).toBeNull();
  });
});
