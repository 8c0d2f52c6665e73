import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { setMemberFlags } from '../../../src/server/modules/members/flags';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { block, memberIdOf, siteCheck } from '../../support/identityFixtures';

/** §4/§8: the member states and closures that refuse a login before any session starts. */
let t: TestApp;
const admin = { kind: 'staff', loginId: DEMO.staff, siteId: DEMO.siteId, ip: '127.0.0.1' } as const;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (memId: string, memPass: string = DEMO.password) =>
  (await t.call('/api/member/login', { memId, memPass })).resultCode;

describe('POST /api/member/login refuses', () => {
  it.each([
    ['member01', { status: 'black' as const }, 'U011'],
    ['member02', { status: 'stop' as const }, 'U018'],
    ['member03', { canLogin: false }, 'U019'],
    ['ptn05', { status: 'deleted' as const }, 'U001'],
  ])('%s with %j: %s, and nothing once restored', async (memId, flags, code) => {
    const id = await memberIdOf(t, memId);
    await setMemberFlags(t.app.deps, DEMO.siteId, id, flags, admin);
    expect(await login(memId)).toBe(code);
    // A refused state is refused even before the password is checked: no wrong-password count.
    expect(await login(memId, 'wrong999')).toBe(code);
    await setMemberFlags(t.app.deps, DEMO.siteId, id, { status: 'normal', canLogin: true }, admin);
    expect(await login(memId)).toBe('200');
  });

  it('login maintenance: S003 for members, staff still log in', async () => {
    const end = await siteCheck(t, 'login');
    expect(await login('member01')).toBe('S003');
    expect((await t.call('/api/admin/login', { staffId: DEMO.staff, password: DEMO.password })).resultCode).toBe('200');
    await end();
    expect(await login('member01')).toBe('200');
  });

  it('a login check scheduled for later does not close login yet', async () => {
    const end = await siteCheck(t, 'login', { start: new Date(Date.now() + 3_600_000) });
    expect(await login('member01')).toBe('200');
    await end();
  });

  it('a blocked IP: U012', async () => {
    const unblock = await block(t, 'ip', '127.0.0.1');
    expect(await login('member01')).toBe('U012');
    await unblock();
    expect(await login('member01')).toBe('200');
  });

  it('a member whose phone or account was blocked after sign-up: U013 / U014', async () => {
    // Demo member02 has phone 010-1000-1012 and account 100020003012.
    const unblockPhone = await block(t, 'phone', '01010001012');
    expect(await login('member02')).toBe('U013');
    await unblockPhone();
    const unblockAccount = await block(t, 'account', '100020003012');
    expect(await login('member02')).toBe('U014');
    await unblockAccount();
    expect(await login('member02')).toBe('200');
  });

  it('empty id U025, empty password U031', async () => {
    expect(await login('', DEMO.password)).toBe('U025');
    expect(await login('member01', '')).toBe('U031');
  });
});
