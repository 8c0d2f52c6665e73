import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { SiteCheckInfo } from '../../../src/shared/api/site';
import { memberIdOf, siteCheck } from '../../support/identityFixtures';
import { DEMO } from '../../../src/server/db/seed/demoSeed';

/**
 * §8: site maintenance answers S001 on member calls, but not on what the /warning page reads
 * (docs/domains/site.md#maintenance-site-checks).
 */
let t: TestApp;
let end: () => Promise<void>;
let memberToken: string;
let leavingToken: string;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  memberToken = await t.login('member01');
  leavingToken = await t.login('member02');
  staffToken = await t.loginStaff();
  end = await siteCheck(t, 'site', { emergency: true });
});
afterAll(() => t.close());

describe('while the site is under maintenance', () => {
  it.each([
    ['/api/member/login', { memId: 'member02', memPass: 'pass1234' }, {}],
    ['/api/member/signup', {}, {}],
    ['/api/member/info', {}, { member: true }],
    ['/api/member/update', { kind: 'info', memPass: 'pass1234', memNick: 'abcdef' }, { member: true }],
    ['/api/getToken', {}, { member: true }],
    ['/api/common/productList', {}, {}],
    ['/api/common/gameCodes', { procId: 201 }, {}],
    ['/api/etc/bank', {}, {}],
  ])('%s answers S001', async (path, body, who) => {
    const res = await t.call(path, body, 'member' in who && who.member ? { token: memberToken } : {});
    expect(res.resultCode).toBe('S001');
  });

  it.each(['/api/common/siteCheckInfo', '/api/etc/siteOption', '/api/common/code', '/api/common/gameGroupCodes'])(
    '%s still answers 200',
    async (path) => {
      expect((await t.call(path)).resultCode).toBe('200');
    },
  );

  it('siteCheckInfo tells the front why (type site, emergency)', async () => {
    const res = await t.call<SiteCheckInfo[]>('/api/common/siteCheckInfo');
    expect(res.data).toEqual([expect.objectContaining({ type: 'site', emergencyYn: 'Y', checkYn: 'Y' })]);
  });

  it('a member can still log out, and the session ends on the server', async () => {
    expect((await t.call('/api/member/logout', {}, { token: leavingToken })).resultCode).toBe('200');
    const session = await t.database.db
      .selectFrom('sessions')
      .select(['ended_reason'])
      .where('member_id', '=', await memberIdOf(t, 'member02'))
      .executeTakeFirstOrThrow();
    expect(session.ended_reason).toBe('logout');
  });

  it('staff keep working, and can sign in to end it', async () => {
    expect((await t.call('/api/admin/login', { staffId: DEMO.staff, password: DEMO.password })).resultCode).toBe('200');
    const id = await memberIdOf(t, 'member03');
    expect((await t.call('/api/admin/members/lock', { id, locked: false }, { token: staffToken })).resultCode).toBe(
      '200',
    );
  });

  it('ends: member calls answer again', async () => {
    await end();
    expect((await t.call('/api/member/info', {}, { token: memberToken })).resultCode).toBe('200');
  });
});
