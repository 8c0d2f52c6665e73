import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';

// The site options multiLogin and autoLogoutMinutes, and U016
// (docs/domains/identity.md#sessions-and-tokens).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function withOptions(patch: Record<string, unknown>, run: () => Promise<void>) {
  const site = await t.database.db
    .selectFrom('sites')
    .select('options')
    .where('id', '=', DEMO.siteId)
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('sites')
    .set({ options: JSON.stringify({ ...(site.options as object), ...patch }) })
    .where('id', '=', DEMO.siteId)
    .execute();
  t.app.deps.sites.invalidate(DEMO.siteId);
  try {
    await run();
  } finally {
    await t.database.db
      .updateTable('sites')
      .set({ options: JSON.stringify(site.options) })
      .where('id', '=', DEMO.siteId)
      .execute();
    t.app.deps.sites.invalidate(DEMO.siteId);
  }
}

type Login = { token: string; expiresAt: number };
const login = (memId: string, headers: Record<string, string> = {}) =>
  t.call<Login>('/api/member/login', { memId, memPass: DEMO.password }, headers);
const info = (token: string) => t.call('/api/member/info', {}, { token });

describe('multiLogin', () => {
  it('N (the default): a second login ends the first, which answers U017', async () => {
    const first = (await login('member03')).data.token;
    expect((await login('member03')).resultCode).toBe('200');
    expect((await info(first)).resultCode).toBe('U017');
  });

  it('Y: both sessions stay live', async () => {
    await withOptions({ multiLogin: 'Y' }, async () => {
      const first = (await login('member03')).data.token;
      const second = (await login('member03')).data.token;
      expect((await info(first)).resultCode).toBe('200');
      expect((await info(second)).resultCode).toBe('200');
    });
  });
});

describe('U016', () => {
  it('a login sent with a live session of the same member is refused, and that session stays', async () => {
    const held = (await login('member03')).data.token;
    expect((await login('member03', { token: held })).resultCode).toBe('U016');
    expect((await info(held)).resultCode).toBe('200');
  });
});

describe('autoLogoutMinutes', () => {
  it('is the life of a member token: login and renewal, and the session ends with it', async () => {
    await withOptions({ autoLogoutMinutes: 30 }, async () => {
      const before = Date.now();
      const { token, expiresAt } = (await login('member03')).data;
      expect(expiresAt - before).toBeGreaterThan(29 * 60_000);
      expect(expiresAt - before).toBeLessThanOrEqual(30 * 60_000 + 1_000);
      const renewed = await t.call<Login>('/api/getToken', {}, { token });
      expect(renewed.resultCode).toBe('200');
      expect(renewed.data.expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1_000);
      const session = await t.database.db
        .selectFrom('sessions')
        .innerJoin('members', 'members.id', 'sessions.member_id')
        .select('sessions.expires_at')
        .where('members.mem_id', '=', 'member03')
        .where('sessions.ended_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(session.expires_at.getTime()).toBe(renewed.data.expiresAt);
    });
  });
});
