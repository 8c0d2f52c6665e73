import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../dataProvider/apiClient';
import { cash } from '../shared/endpoints/cash';
import { identity } from '../shared/endpoints/identity';
import { createRenewalSync } from './renewalSync';
import { createTokenRefresher, renewMemberToken } from './tokenRefresher';
import { createTokenStore } from './tokenStore';

const MINUTE = 60_000;

/** A fake /api/getToken that counts its calls and answers a fresh 120-minute token (or refuses). */
function setup(refuse = false) {
  const renewals: string[] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    renewals.push(new Headers(init?.headers).get('token') ?? '');
    const body = refuse
      ? { resultCode: 'U017', resultMessage: '', data: null }
      : {
          resultCode: '200',
          resultMessage: '',
          data: { token: `t${renewals.length + 1}`, expiresAt: Date.now() + 120 * MINUTE },
        };
    return new Response(JSON.stringify(body));
  }) as typeof globalThis.fetch;
  localStorage.clear();
  const tokens = createTokenStore('refresher', localStorage);
  const api = createApiClient({ siteId: 'demo', siteKey: 'k', getToken: tokens.token, fetch });
  const onExpired = vi.fn(() => tokens.clear());
  const target = new EventTarget();
  return {
    renewals,
    tokens,
    onExpired,
    target,
    refresher: createTokenRefresher(renewMemberToken(api), tokens, onExpired),
  };
}

describe('token refresher (§9: renew when under one minute remains)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renews only under one minute left, once for calls made together', async () => {
    const { renewals, tokens, refresher } = setup();
    expect(await refresher.ensureFresh()).toBe(false);
    tokens.set({ token: 't1', expiresAt: Date.now() + 2 * MINUTE });
    expect(await refresher.ensureFresh()).toBe(true);
    expect(renewals).toEqual([]);
    await vi.advanceTimersByTimeAsync(MINUTE + 1);
    expect(await Promise.all([refresher.ensureFresh(), refresher.ensureFresh()])).toEqual([true, true]);
    expect(renewals).toEqual(['t1']);
    expect(tokens.get()).toEqual({ token: 't2', expiresAt: Date.now() + 120 * MINUTE });
  });

  it('renews an active session at one minute left, again and again', async () => {
    const { renewals, tokens, refresher, target } = setup();
    tokens.set({ token: 't1', expiresAt: Date.now() + 120 * MINUTE });
    const stop = refresher.start(target);
    await vi.advanceTimersByTimeAsync(119 * MINUTE + 1);
    expect(renewals).toEqual(['t1']);
    target.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(119 * MINUTE + 1);
    expect(renewals).toEqual(['t1', 't2']);
    expect(tokens.token()).toBe('t3');
    stop();
  });

  it('lets an idle session end with its token', async () => {
    const { renewals, tokens, refresher, target, onExpired } = setup();
    tokens.set({ token: 't1', expiresAt: Date.now() + 120 * MINUTE });
    const stop = refresher.start(target);
    // opening the front counts as activity: the first token is renewed
    await vi.advanceTimersByTimeAsync(119 * MINUTE + 1);
    expect(renewals).toEqual(['t1']);
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(renewals).toEqual(['t1']);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(tokens.token()).toBeNull();
    stop();
  });

  it('renews at once when an idle user acts in the last minute', async () => {
    const { renewals, tokens, refresher, target, onExpired } = setup();
    tokens.set({ token: 't1', expiresAt: Date.now() + 120 * MINUTE });
    const stop = refresher.start(target);
    await vi.advanceTimersByTimeAsync(119 * MINUTE + 1);
    await vi.advanceTimersByTimeAsync(119 * MINUTE + 30_000);
    expect(renewals).toEqual(['t1']);
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(renewals).toEqual(['t1', 't2']);
    expect(tokens.token()).toBe('t3');
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });

  it('follows a renewal made by another tab of the same front', async () => {
    const { renewals, tokens, refresher, target } = setup();
    tokens.set({ token: 't1', expiresAt: Date.now() + 120 * MINUTE });
    const stop = refresher.start(target);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    // another tab wrote the store: no event reaches this one
    localStorage.setItem('refresher', JSON.stringify({ token: 'other', expiresAt: Date.now() + 120 * MINUTE }));
    await vi.advanceTimersByTimeAsync(59 * MINUTE + 1);
    expect(renewals).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(renewals).toEqual(['other']);
    stop();
  });

  it('ends the session when the server refuses the renewal', async () => {
    const { tokens, refresher, onExpired } = setup(true);
    tokens.set({ token: 't1', expiresAt: Date.now() + 30_000 });
    expect(await refresher.ensureFresh()).toBe(false);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(tokens.token()).toBeNull();
  });
});

/**
 * A fake server that rotates: only the current token opens a call; /api/getToken answers the next
 * one (after `renewDelay`), and from that moment the old one is refused (E006), as the real one does.
 */
function rotatingServer(renewDelay = 0) {
  let current = 't1';
  let issued = 1;
  const sent: { path: string; token: string }[] = [];
  const gate: { release?: () => void } = {};
  const envelope = (resultCode: string, data: unknown = null) =>
    new Response(JSON.stringify({ resultCode, resultMessage: '', data }));
  const fetch = (async (url: string, init?: RequestInit) => {
    const token = new Headers(init?.headers).get('token') ?? '';
    sent.push({ path: String(url), token });
    if (String(url) === identity.refreshToken.path) {
      if (token !== current) return envelope('E006');
      current = `t${++issued}`;
      await new Promise((r) => setTimeout(r, renewDelay));
      return envelope('200', { token: current, expiresAt: Date.now() + 120 * MINUTE });
    }
    // a call held until the test lets it answer: the server judges it then
    if (gate.release === undefined && String(url) === cash.balance.path)
      await new Promise<void>((r) => (gate.release = r));
    return token === current ? envelope('200', { ok: true }) : envelope('E006');
  }) as typeof globalThis.fetch;
  return { fetch, sent, gate, rotate: () => (current = `t${++issued}`), current: () => current };
}

function syncedFront(server: ReturnType<typeof rotatingServer>) {
  localStorage.clear();
  const tokens = createTokenStore('member.session', localStorage);
  const renewals = createRenewalSync('member.session', tokens);
  const onError = vi.fn();
  const api = createApiClient({
    siteId: 'demo',
    siteKey: 'k',
    getToken: tokens.token,
    fetch: server.fetch,
    renewals,
    onError,
  });
  const onExpired = vi.fn(() => tokens.clear());
  const refresher = createTokenRefresher(renewMemberToken(api), tokens, onExpired, renewals);
  // any two member calls: the second is the one the fake server holds
  const info = identity.info;
  const held = cash.balance;
  return { tokens, renewals, api, refresher, onError, onExpired, info, held };
}

describe('renewals stop the token they renew; no call is signed out by one', () => {
  it('a call made while a renewal is under way waits for it and goes with the new token', async () => {
    const server = rotatingServer(50);
    const front = syncedFront(server);
    front.tokens.set({ token: 't1', expiresAt: Date.now() + 30_000 });
    const renewing = front.refresher.ensureFresh();
    const answer = await front.api.call(front.info);
    expect(answer).toEqual({ ok: true });
    expect(await renewing).toBe(true);
    expect(server.sent.map((s) => [s.path, s.token])).toEqual([
      [identity.refreshToken.path, 't1'],
      [identity.info.path, 't2'],
    ]);
    expect(front.onError).not.toHaveBeenCalled();
  });

  it('a call in flight when its token was renewed is sent once more with the new one', async () => {
    const server = rotatingServer();
    const front = syncedFront(server);
    front.tokens.set({ token: 't1', expiresAt: Date.now() + 30_000 });
    const call = front.api.call(front.held);
    await vi.waitFor(() => expect(server.gate.release).toBeDefined());
    expect(await front.refresher.ensureFresh()).toBe(true);
    server.gate.release!();
    expect(await call).toEqual({ ok: true });
    expect(server.sent.map((s) => [s.path, s.token])).toEqual([
      [cash.balance.path, 't1'],
      [identity.refreshToken.path, 't1'],
      [cash.balance.path, 't2'],
    ]);
    expect(front.onError).not.toHaveBeenCalled();
    expect(front.onExpired).not.toHaveBeenCalled();
  });

  it("another tab's renewal: a call refused with the old token goes again with the stored new one", async () => {
    const server = rotatingServer();
    const front = syncedFront(server);
    front.tokens.set({ token: 't1', expiresAt: Date.now() + 120 * MINUTE });
    // another tab renews: the server moves on, the shared store and renewal count follow
    server.rotate();
    localStorage.setItem(
      'member.session',
      JSON.stringify({ token: server.current(), expiresAt: Date.now() + 120 * MINUTE }),
    );
    const mark = front.renewals.mark();
    localStorage.setItem('member.session.renewals', String(mark + 1));
    // this tab's call was sent before it saw the new token
    const sentBefore = createApiClient({ siteId: 'demo', siteKey: 'k', getToken: () => 't1', fetch: server.fetch });
    await expect(sentBefore.call(front.info)).rejects.toMatchObject({ code: 'E006' });
    expect(await front.renewals.renewedSince(mark)).toBe(true);
    expect(await front.api.call(front.info)).toEqual({ ok: true });
  });

  it('a session that really ended is refused once, not retried', async () => {
    const server = rotatingServer();
    const front = syncedFront(server);
    front.tokens.set({ token: 'ended', expiresAt: Date.now() + 120 * MINUTE });
    await expect(front.api.call(front.info)).rejects.toMatchObject({ code: 'E006' });
    expect(server.sent).toHaveLength(1);
    expect(front.onError).toHaveBeenCalledTimes(1);
  });

  it('a renewal refused because another tab renewed first keeps the session', async () => {
    const server = rotatingServer();
    const front = syncedFront(server);
    front.tokens.set({ token: 't1', expiresAt: Date.now() + 30_000 });
    server.rotate();
    // the other tab's renewal lands in the shared store while this one's request is refused
    const originalFetch = server.fetch;
    const racing = syncedFront({
      ...server,
      fetch: (async (url: string, init?: RequestInit) => {
        const answer = await originalFetch(url, init);
        localStorage.setItem(
          'member.session',
          JSON.stringify({ token: server.current(), expiresAt: Date.now() + 120 * MINUTE }),
        );
        return answer;
      }) as typeof globalThis.fetch,
    });
    racing.tokens.set({ token: 't1', expiresAt: Date.now() + 30_000 });
    expect(await racing.refresher.ensureFresh()).toBe(true);
    expect(racing.onExpired).not.toHaveBeenCalled();
    expect(racing.tokens.token()).toBe(server.current());
  });
});
