import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { approveMember, setMemberFlags } from '../../../src/server/modules/members/flags';
import { hashSecret } from '../../../src/server/modules/identity/passwords';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { MemberFlagsRecord } from '../../../src/shared/api/member';
import { memberIdOf, memberRow, recordEvents } from '../../support/identityFixtures';

/** §4/§6: a staff lock (and any flag that stops a member) ends its session on the server. */
let t: TestApp;
let staffToken: string;
const admin = { kind: 'staff', loginId: DEMO.staff, siteId: DEMO.siteId, ip: '127.0.0.1' } as const;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = await t.loginStaff();
});
afterAll(() => t.close());

const lock = (id: number, locked: boolean, token = staffToken) =>
  t.call<MemberFlagsRecord>('/api/admin/members/lock', { id, locked }, { token });

describe('POST /api/admin/members/lock', () => {
  it('ends the member session at once, pushes LOGOUT and refuses the next login with U004', async () => {
    const token = await t.login('member01');
    const id = await memberIdOf(t, 'member01');
    const events = recordEvents(t);
    const res = await lock(id, true);
    expect(res.resultCode).toBe('200');
    expect(res.data).toMatchObject({ id, memId: 'member01', locked: true, status: 'normal' });
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('E006');
    expect(events).toContainEqual(expect.objectContaining({ type: 'logout', memberId: id, reason: 'staff_lock' }));
    expect(events).toContainEqual({ type: 'lockBet', memberId: id, canBet: true, locked: true });
    expect((await t.call('/api/member/login', { memId: 'member01', memPass: DEMO.password })).resultCode).toBe('U004');

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', 'member01')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_kind: 'staff', actor_id: 'admin', action: 'member.flags' });
  });

  it('unlocking forgives the wrong passwords and lets the member in again', async () => {
    const id = await memberIdOf(t, 'member01');
    await t.database.db.updateTable('members').set({ wrong_password_count: 8 }).where('id', '=', id).execute();
    expect((await lock(id, false)).data.locked).toBe(false);
    expect((await memberRow(t, 'member01')).wrong_password_count).toBe(0);
    expect((await t.call('/api/member/login', { memId: 'member01', memPass: DEMO.password })).resultCode).toBe('200');
  });

  it('answers U001 for an id that is not a member of the site', async () => {
    expect((await lock(999_999, true)).resultCode).toBe('U001');
  });

  it('is for staff who may open members: a deposit manager gets U029 (no rights); a member token opens no office call and a guest neither (E006)', async () => {
    const id = await memberIdOf(t, 'member02');
    const memberToken = await t.login('member03');
    expect((await lock(id, true, memberToken)).resultCode).toBe('E006');
    expect((await t.call('/api/admin/members/lock', { id, locked: true })).resultCode).toBe('E006');
    await t.database.db
      .insertInto('staff')
      .values({
        site_id: DEMO.siteId,
        staff_id: 'cashier',
        name: '입금담당',
        password_hash: await hashSecret(t.config, DEMO.password),
        role: 'deposit',
        totp_secret: null,
      })
      .execute();
    expect((await lock(id, true, await t.loginStaff('cashier'))).resultCode).toBe('U029');
    expect((await memberRow(t, 'member02')).locked).toBe(false);
  });

  it('refuses a body without id or lock flag with E003', async () => {
    expect((await t.call('/api/admin/members/lock', { locked: true }, { token: staffToken })).resultCode).toBe('E003');
    expect((await t.call('/api/admin/members/lock', { id: 1, locked: 'yes' }, { token: staffToken })).resultCode).toBe(
      'E003',
    );
  });
});

describe('setMemberFlags / approveMember (called by the office members resource)', () => {
  it.each([
    [{ canLogin: false }, { canLogin: true }],
    [{ status: 'stop' as const }, { status: 'normal' as const }],
    [{ status: 'black' as const }, { status: 'normal' as const }],
  ])('%j ends the live session', async (flags, restore) => {
    const token = await t.login('member02');
    const id = await memberIdOf(t, 'member02');
    await setMemberFlags(t.app.deps, DEMO.siteId, id, flags, admin);
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('E006');
    await setMemberFlags(t.app.deps, DEMO.siteId, id, restore, admin);
  });

  it('taking away betting keeps the session and pushes LOCK_BET_YN', async () => {
    const token = await t.login('member02');
    const id = await memberIdOf(t, 'member02');
    const events = recordEvents(t);
    const record = await setMemberFlags(
      t.app.deps,
      DEMO.siteId,
      id,
      { canBet: false, casinoOpen: false, level: 3 },
      admin,
    );
    expect(record).toMatchObject({ canBet: false, casinoOpen: false, slotOpen: true, level: 3 });
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('200');
    expect(events).toEqual([{ type: 'lockBet', memberId: id, canBet: false, locked: false }]);
  });

  it('approves a waiting member (U002 before, 200 after) and refuses to approve twice with U020', async () => {
    const id = await memberIdOf(t, DEMO.waiting);
    expect((await t.call('/api/member/login', { memId: DEMO.waiting, memPass: DEMO.password })).resultCode).toBe(
      'U002',
    );
    expect((await approveMember(t.app.deps, DEMO.siteId, id, admin)).status).toBe('normal');
    expect((await t.call('/api/member/login', { memId: DEMO.waiting, memPass: DEMO.password })).resultCode).toBe('200');
    await expect(approveMember(t.app.deps, DEMO.siteId, id, admin)).rejects.toMatchObject({ code: 'U020' });
  });

  it('never reaches a member of another site', async () => {
    const id = await memberIdOf(t, 'member03');
    await expect(setMemberFlags(t.app.deps, 'other-site', id, { locked: true }, admin)).rejects.toMatchObject({
      code: 'U001',
    });
    expect((await memberRow(t, 'member03')).locked).toBe(false);
  });
});
