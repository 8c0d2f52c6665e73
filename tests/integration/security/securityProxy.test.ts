import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { PRIVATE_NETWORKS } from '../../../src/server/http/trustProxy';
import type { Envelope } from '../../../src/shared/api/envelope';
import { createTestApp, type TestApp } from '../../support/testApp';

/**
 * The client address behind a proxy (docs/operations/security.md): only the configured proxies'
 * X-Forwarded-For entries are believed, and the client is the right-most address that is not one
 * of them, so a forged left-most entry changes neither the per-IP limits nor what is recorded.
 */
let privateNets: TestApp;
let listed: TestApp;
let hops: TestApp;
let off: TestApp;
beforeAll(async () => {
  [privateNets, listed, hops, off] = await Promise.all([
    createTestApp({ env: { TRUST_PROXY: 'true' } }),
    createTestApp({ env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } }),
    createTestApp({ env: { TRUST_PROXY: '2' } }),
    createTestApp(),
  ]);
}, 300_000);
afterAll(async () => {
  await Promise.all([privateNets, listed, hops, off].map((t) => t.close()));
});

/** A login as it reaches the app from `peer` with the given X-Forwarded-For. */
const login = async (t: TestApp, memId: string, forwarded: string, peer = '127.0.0.1', memPass = DEMO.password) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { siteId: DEMO.siteId, memId, memPass },
    headers: { authorization: DEMO.siteKey, 'x-forwarded-for': forwarded },
    remoteAddress: peer,
  } as InjectOptions);
  return res.json() as Envelope<unknown>;
};

/** The address the last sign-in try of `memId` was recorded with. */
const recordedIp = async (t: TestApp, memId: string) =>
  (
    await t.database.db
      .selectFrom('login_events')
      .select('ip')
      .where('mem_id', '=', memId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).ip;

describe('TRUST_PROXY', () => {
  it('true: the per-IP login limit holds however the client rotates a forged left-most entry', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 32; i++) {
      const forged = `198.18.${i}.${i + 1}`;
      answers.push((await login(privateNets, `nobody${i}`, `${forged}, 203.0.113.7`)).resultCode);
    }
    // 30 logins a minute per IP (identity/routes.ts loginLimits): the real address counted them all
    expect(answers.slice(0, 30).every((code) => code !== '429' && code !== 'E005')).toBe(true);
    expect(answers.slice(30)).toEqual(['E005', 'E005']);
  });

  it('true: the login event records the address the proxy saw, not the one the client wrote', async () => {
    expect((await login(privateNets, 'member01', '1.2.3.4, 203.0.113.9')).resultCode).toBe('200');
    expect(await recordedIp(privateNets, 'member01')).toBe('203.0.113.9');
  });

  it('true: a client reaching the server from a public address is not believed', async () => {
    await login(privateNets, 'member02', '1.2.3.4, 10.0.0.1', '198.51.100.20');
    expect(await recordedIp(privateNets, 'member02')).toBe('198.51.100.20');
  });

  it('a list: proxies at those addresses and networks are skipped, from the right', async () => {
    await login(listed, 'member01', '1.2.3.4, 203.0.113.5, 10.1.2.3');
    expect(await recordedIp(listed, 'member01')).toBe('203.0.113.5');
    // a peer outside the list is the client itself
    await login(listed, 'member02', '1.2.3.4', '192.168.1.9');
    expect(await recordedIp(listed, 'member02')).toBe('192.168.1.9');
  });

  it('a hop count: that many entries from the right are proxies', async () => {
    await login(hops, 'member01', '1.2.3.4, 203.0.113.6, 198.51.100.1');
    expect(await recordedIp(hops, 'member01')).toBe('203.0.113.6');
  });

  it('false (the default): X-Forwarded-For is ignored', async () => {
    await login(off, 'member01', '203.0.113.8', '198.51.100.30');
    expect(await recordedIp(off, 'member01')).toBe('198.51.100.30');
  });

  it('reads true, false, hop counts and address lists, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual(PRIVATE_NETWORKS);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.1', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY: not an address or network/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
