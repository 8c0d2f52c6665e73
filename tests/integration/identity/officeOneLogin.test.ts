import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { OFFICE_COOKIE, type OfficeLoginResponse } from '../../../src/shared/api/office/officeSession';
import type { Envelope } from '../../../src/shared/api/envelope';
import { memberIdOf, siteCheck } from '../../support/identityFixtures';

/**
 * One office sign-in form; the server tells staff from partners
 * (docs/domains/identity.md#office-sign-in).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const officeLogin = async (loginId: string, password: string = DEMO.password) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/office/login',
    payload: { siteId: DEMO.siteId, loginId, password },
    headers: { authorization: DEMO.siteKey },
  } as InjectOptions);
  return {
    answer: res.json() as Envelope<OfficeLoginResponse>,
    cookie: res.cookies.find((c) => c.name === OFFICE_COOKIE)?.value,
  };
};
const sessionsOf = async (memId: string) =>
  t.app.deps.db
    .selectFrom('sessions')
    .select(['kind', 'ended_at'])
    .where('member_id', '=', await memberIdOf(t, memId))
    .execute();

describe('one office login', () => {
  it('a staff id signs in as staff, with its role; its office session opens staff calls', async () => {
    const { answer, cookie } = await officeLogin(DEMO.staff);
    expect(answer.resultCode).toBe('200');
    expect(answer.data).toMatchObject({ kind: 'staff', staff: { staffId: DEMO.staff, role: 'master' } });
    expect((await t.call('/api/admin/dashboard', {}, { token: cookie! })).resultCode).toBe('200');
  });

  it("a partner's id signs in as a partner beside its member session, which stays live", async () => {
    const member = await t.login('ptn03');
    const { answer, cookie } = await officeLogin('ptn03');
    expect(answer.data).toMatchObject({
      kind: 'partner',
      partner: { memId: 'ptn03', tier: 'PTN_3' },
      gateRequired: false,
    });
    expect((await t.call('/api/partner/me', {}, { token: cookie! })).resultCode).toBe('200');
    expect((await t.call('/api/cash/getUserCash', {}, { token: member })).resultCode).toBe('200');
    // and the member front signing in again ends no office session
    await t.login('ptn03');
    expect((await t.call('/api/partner/me', {}, { token: cookie! })).resultCode).toBe('200');
  });

  it('a member without partner rights is refused (U029) before any session is made; its own front session lives on', async () => {
    const member = await t.login('member01');
    const before = await sessionsOf('member01');
    const { answer, cookie } = await officeLogin('member01');
    expect(answer.resultCode).toBe('U029');
    expect(cookie).toBeUndefined();
    expect(await sessionsOf('member01')).toEqual(before);
    expect((await t.call('/api/cash/getUserCash', {}, { token: member })).resultCode).toBe('200');
  });

  it('a wrong password or an unknown id answers U003 or U001 and sets no cookie', async () => {
    for (const [id, pass] of [
      [DEMO.staff, 'wrong-pass1'],
      ['ptn04', 'wrong-pass1'],
    ] as const) {
      const { answer, cookie } = await officeLogin(id, pass);
      expect(answer.resultCode).toBe('U003');
      expect(cookie).toBeUndefined();
    }
    expect((await officeLogin('nobody77')).answer.resultCode).toMatch(/^U00[13]$/);
  });

  it('during site maintenance staff still sign in; a partner is refused like a member (S001)', async () => {
    const end = await siteCheck(t, 'site', { emergency: true });
    try {
      expect((await officeLogin(DEMO.staff)).answer.data.kind).toBe('staff');
      const partner = await officeLogin('ptn02');
      expect(partner.answer.resultCode).toBe('S001');
      expect(partner.cookie).toBeUndefined();
    } finally {
      await end();
    }
  });
});
