import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, ApiError } from '../dataProvider/apiClient';
import { createTokenStore } from './tokenStore';
import { createOfficeAuthProvider } from './officeAuthProvider';
import { gatePassed, markGatePassed } from './gateSession';
import { OFFICE_CSRF_HEADER } from '../shared/api/office/officeSession';

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
  const storage = window.sessionStorage;
  storage.clear();
  localStorage.clear();
  const tokens = createTokenStore('t', storage);
  const api = createApiClient({
    siteId: 'demo',
    siteKey: 'k',
    getToken: tokens.token,
    tokenHeader: OFFICE_CSRF_HEADER,
    fetch,
  });
  return { paths, tokens, auth: createOfficeAuthProvider(api, tokens, storage) };
}

const partner = (tier: string, gateRequired = false) => ({
  resultCode: '200',
  data: {
    kind: 'partner',
    csrfToken: 'csrf',
    expiresAt: Date.now() + 120 * 60_000,
    partner: { memId: 'x', memNick: 'X', tier },
    gateRequired,
  },
});

describe('office authProvider', () => {
  it('signs a partner in to the office session with its tier as permissions, keeping only the CSRF token in this tab', async () => {
    const { auth, paths, tokens } = setup({ '/api/office/login': partner('PTN_3') });
    await auth.login({ username: 'ptn03', password: 'p' });
    expect(paths).toEqual(['/api/office/login']);
    expect(await auth.getPermissions!({})).toEqual({ kind: 'partner', tier: 'PTN_3' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(tokens.token()).toBe('csrf');
    expect(gatePassed()).toBe(true);
    // nothing of the office where a member front page could read it
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('asks for the gate when the server says the session has not passed it', async () => {
    const { auth } = setup({ '/api/office/login': partner('PTN_3', true) });
    await auth.login({ username: 'ptn03', password: 'p' });
    expect(gatePassed()).toBe(false);
    markGatePassed();
    await expect(auth.checkError(new ApiError('G014'))).rejects.toMatchObject({ logoutUser: false });
    expect(gatePassed()).toBe(false);
  });

  it('refuses a general member with the server answer (U029) and keeps no session', async () => {
    const { auth, tokens, paths } = setup({ '/api/office/login': { resultCode: 'U029', data: null } });
    await expect(auth.login({ username: 'member01', password: 'p' })).rejects.toMatchObject({ code: 'U029' });
    expect(tokens.token()).toBeNull();
    expect(paths).toEqual(['/api/office/login']);
  });

  it('signs staff in through the same form: the server answers kind staff with the role', async () => {
    const { auth, paths } = setup({
      '/api/office/login': {
        resultCode: '200',
        data: {
          kind: 'staff',
          csrfToken: 'c',
          expiresAt: Date.now() + 120 * 60_000,
          staff: { staffId: 'admin', name: 'A', role: 'deposit' },
        },
      },
    });
    await auth.login({ username: 'admin', password: 'p' });
    expect(paths).toEqual(['/api/office/login']);
    expect(await auth.getPermissions!({})).toEqual({ kind: 'staff', role: 'deposit' });
  });

  it('logs out through the office logout', async () => {
    const { auth, paths, tokens } = setup({
      '/api/office/login': partner('PTN_2'),
      '/api/office/logout': { resultCode: '200', data: null },
    });
    await auth.login({ username: 'ptn02', password: 'p' });
    await auth.logout({});
    expect(paths).toEqual(['/api/office/login', '/api/office/logout']);
    expect(tokens.token()).toBeNull();
    await expect(auth.checkAuth({})).rejects.toThrow();
  });

  it('sends a partner out when its partner rights are gone, but not for one refused call', async () => {
    let revoked = false;
    const { auth, tokens } = setup({
      '/api/office/login': partner('PTN_2'),
      '/api/partner/me': () => (revoked ? { resultCode: 'U029', data: null } : { resultCode: '200', data: {} }),
    });
    await auth.login({ username: 'ptn02', password: 'p' });
    await expect(auth.checkError(new ApiError('U029'))).resolves.toBeUndefined();
    revoked = true;
    await expect(auth.checkError(new ApiError('U029'))).rejects.toMatchObject({ message: 'office.partner.revoked' });
    expect(tokens.token()).toBeNull();
  });

  describe('token refresh (§9)', () => {
    afterEach(() => vi.useRealTimers());
    const MINUTE = 60_000;
    const staffLogin = () => ({
      resultCode: '200',
      data: {
        kind: 'staff',
        csrfToken: 't1',
        expiresAt: Date.now() + 120 * MINUTE,
        staff: { staffId: 'admin', name: 'A', role: 'master' },
      },
    });
    const renewed = () => ({ resultCode: '200', data: { csrfToken: 't2', expiresAt: Date.now() + 120 * MINUTE } });

    it('keeps a staff member at work signed in past 120 minutes', async () => {
      vi.useFakeTimers();
      const { auth, tokens, paths } = setup({ '/api/office/login': staffLogin, '/api/office/refresh': renewed });
      await auth.login({ username: 'admin', password: 'p' });
      const stop = auth.keepTokenFresh();
      await vi.advanceTimersByTimeAsync(100 * MINUTE);
      window.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(19 * MINUTE);
      expect(paths.filter((p) => p === '/api/office/refresh')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(paths.filter((p) => p === '/api/office/refresh')).toHaveLength(1);
      expect(tokens.token()).toBe('t2');
      await vi.advanceTimersByTimeAsync(5 * MINUTE);
      await expect(auth.checkAuth({})).resolves.toBeUndefined();
      stop();
    });

    it('renews on a page opened under one minute left, and ends an idle session with its token', async () => {
      vi.useFakeTimers();
      const { auth, tokens, paths } = setup({ '/api/office/login': staffLogin, '/api/office/refresh': renewed });
      await auth.login({ username: 'admin', password: 'p' });
      tokens.set({ token: 't1', expiresAt: Date.now() + 30_000 });
      await expect(auth.checkAuth({})).resolves.toBeUndefined();
      expect(tokens.token()).toBe('t2');

      const stop = auth.keepTokenFresh();
      window.dispatchEvent(new Event('keydown'));
      await vi.advanceTimersByTimeAsync(119 * MINUTE + 1);
      expect(paths.filter((p) => p === '/api/office/refresh')).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(120 * MINUTE);
      expect(paths.filter((p) => p === '/api/office/refresh')).toHaveLength(2);
      expect(tokens.token()).toBeNull();
      await expect(auth.checkAuth({})).rejects.toThrow();
      stop();
    });
  });
});
