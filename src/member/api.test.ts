import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../shared/endpoints/member';
import { api, memberTokens, onSessionExpired } from './api';

const answer = (resultCode: string) =>
  vi.fn(async () => new Response(JSON.stringify({ resultCode, resultMessage: resultCode, data: null })));

describe('member api client (§4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    memberTokens.clear();
  });

  it('ends the session when a call with a token is answered E006', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    memberTokens.set({ token: 't', expiresAt: Date.now() + 60_000 * 60 });
    vi.stubGlobal('fetch', answer('E006'));
    await expect(api.call(API.identity.info)).rejects.toMatchObject({ code: 'E006' });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for other codes and for guests', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    vi.stubGlobal('fetch', answer('E006'));
    await expect(api.call(API.identity.info)).rejects.toMatchObject({ code: 'E006' });
    memberTokens.set({ token: 't', expiresAt: Date.now() + 60_000 * 60 });
    vi.stubGlobal('fetch', answer('C001'));
    await expect(api.call(API.cash.withdraw)).rejects.toMatchObject({ code: 'C001' });
    expect(expired).not.toHaveBeenCalled();
  });
});
