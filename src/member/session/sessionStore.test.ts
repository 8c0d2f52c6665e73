import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notices } from '../notice/noticeStore';
import { harness, initTestI18n, loginAnswer, signedIn } from '../testing/shellTestKit';

describe('member session store (§4)', () => {
  beforeEach(initTestI18n);

  it('holds token, member, balances, unread and push after login', async () => {
    const h = await signedIn({}, 4);
    const state = h.store.getState();
    expect(state).toMatchObject({
      token: 'token-1',
      cash: 1_234_500,
      point: 50_000,
      unread: 4,
      push: { channelId: 'ch-1' },
    });
    h.store.actions.setBalances(10, 20);
    expect(h.store.getState()).toMatchObject({ cash: 10, point: 20 });
  });

  it('tells the owner at login that wrong passwords locked the account, and says nothing otherwise', async () => {
    await signedIn();
    expect(notices.current()).toBeNull();
    const lockNotice = { lockedAt: '2026-11-21T03:00:00.000Z', wrongPasswords: 8 };
    await signedIn({ '/api/member/login': () => ({ data: { ...loginAnswer(), lockNotice } }) });
    expect(notices.current()).toMatch(/비밀번호가 8회 틀려 계정이 잠겼었습니다/);
  });

  it('refreshes a token under one minute from its end, and keeps one that is not', async () => {
    const h = await signedIn({
      '/api/getToken': () => ({ data: { token: 'token-2', expiresAt: Date.now() + 3_600_000 } }),
    });
    expect(await h.store.actions.ensureFreshToken()).toBe(true);
    expect(h.calls.filter((c) => c.path === '/api/getToken')).toHaveLength(0);
    h.tokens.set({ token: 'token-1', expiresAt: Date.now() + 30_000 });
    expect(await h.store.actions.ensureFreshToken()).toBe(true);
    expect(h.store.getState().token).toBe('token-2');
  });

  it('renews the token of a member at play at one minute left, with no navigation', async () => {
    vi.useFakeTimers();
    try {
      const h = await signedIn({
        '/api/getToken': () => ({ data: { token: 'token-2', expiresAt: Date.now() + 120 * 60_000 } }),
      });
      const stop = h.store.actions.keepTokenFresh();
      h.tokens.set({ token: 'token-1', expiresAt: Date.now() + 10 * 60_000 });
      await vi.advanceTimersByTimeAsync(9 * 60_000 + 1);
      expect(h.calls.filter((c) => c.path === '/api/getToken')).toHaveLength(1);
      expect(h.store.getState().token).toBe('token-2');
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs out and goes home when the refresh fails', async () => {
    const h = await signedIn({ '/api/getToken': () => ({ resultCode: 'U017' }) });
    const went: string[] = [];
    h.store.actions.setNavigator((p) => went.push(p));
    h.tokens.set({ token: 'token-1', expiresAt: Date.now() + 10_000 });
    expect(await h.store.actions.ensureFreshToken()).toBe(false);
    expect(h.store.getState()).toMatchObject({ token: null, member: null, push: null, cash: 0 });
    expect(h.tokens.token()).toBeNull();
    expect(went).toEqual(['/']);
  });

  it('goes to /warning on INSPECT and says sign in again when replaced', async () => {
    const h = await signedIn();
    const went: string[] = [];
    h.store.actions.setNavigator((p) => went.push(p));
    h.store.actions.signOut('inspect');
    expect(went).toEqual(['/warning']);
    expect(notices.current()).toBeNull();
    await h.store.actions.login('member01', 'pass1234', false);
    h.store.actions.signOut('replaced');
    expect(notices.current()).toBe('로그인 후 이용 가능합니다.');
  });

  it('signs out when the member data cannot be loaded', async () => {
    const h = harness({ '/api/member/info': () => ({ resultCode: 'E006' }) });
    h.tokens.set({ token: 'old', expiresAt: Date.now() + 3_600_000 });
    h.store.actions.setNavigator(() => undefined);
    await h.store.actions.refreshMember();
    expect(h.tokens.token()).toBeNull();
  });

  it('keeps the session when the member data load gets no answer (a page left mid-call)', async () => {
    const h = harness({
      '/api/member/info': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    h.tokens.set({ token: 'kept', expiresAt: Date.now() + 3_600_000 });
    const went: string[] = [];
    h.store.actions.setNavigator((p) => went.push(p));
    await h.store.actions.refreshMember();
    expect(h.tokens.token()).toBe('kept');
    expect(h.store.getState().token).toBe('kept');
    expect(went).toEqual([]);
  });

  it('reads the unread count at start-up from a kept session', async () => {
    const h = harness({
      '/api/board/msgList': (body) => ({
        data: {
          list: [],
          pageInfo: { page: 1, count_per_list: 1, tatal_list_count: 3 },
          unread: body.filter === 'unread' ? 3 : 0,
        },
      }),
    });
    h.tokens.set({ token: 'kept', expiresAt: Date.now() + 3_600_000 });
    await h.store.actions.refreshUnread();
    expect(h.store.getState().unread).toBe(3);
  });
});
