import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../dataProvider/apiClient';
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
      : { resultCode: '200', resultMessage: '', data: { token: `t${renewals.length + 1}`, expiresAt: Date.now() + 120 * MINUTE } };
    return new Response(JSON.stringify(body));
  }) as typeof globalThis.fetch;
  localStorage.clear();
  const tokens = createTokenStore('refresher', localStorage);
  const api = createApiClient({ siteId: 'demo', siteKey: 'k', getToken: tokens.token, fetch });
  const onExpired = vi.fn(() => tokens.clear());
  const target = new EventTarget();
  return { renewals, tokens, onExpired, target, refresher: createTokenRefresher(renewMemberToken(api), tokens, onExpired) };
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
