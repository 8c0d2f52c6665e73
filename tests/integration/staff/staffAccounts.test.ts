import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../support/testApp';
import { openSession } from '../../support/pamClient';
import { memberIdOf } from '../../support/moneyFixtures';
import { ResultCode } from '../../../src/shared/resultCodes';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { Envelope } from '../../../src/shared/api/envelope';
import type { OfficeList } from '../../../src/shared/api/office';
import type { StaffRecord, StaffRoleRecord, SubUserRecord } from '../../../src/shared/api/office/staff';

/**
 * Staff accounts and roles, the office IP allowlist, forced member logout and partner sub-users
 * (docs/domains/staff.md, docs/domains/partners.md#sub-users), through HTTP on the real database.
 * Which role opens which call is the authorisation matrix's (tests/integration/http/authzMatrix.test.ts).
 */
let t: TestApp;
let master: string;
const as = (token: string) => ({ token });

/** A call from a chosen address (the office IP allowlist). */
async function callFrom<T>(ip: string, path: string, body: Record<string, unknown>, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: { siteId: DEMO.siteId, ...body },
    headers: { authorization: DEMO.siteKey, ...(token ? { token } : {}) },
    remoteAddress: ip,
  } as InjectOptions);
  return res.json() as Envelope<T>;
}

const audit = (action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'target', 'before', 'after'])
    .where('action', '=', action)
    .execute();

const staffRow = (staffId: string) =>
  t.database.db.selectFrom('staff').selectAll().where('staff_id', '=', staffId).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  master = await t.loginStaff();
}, 120_000);
afterAll(() => t.close());

describe('staff accounts and roles', () => {
  it('a master defines a role, creates an account with it, and that account does only what the role holds', async () => {
    const role = await t.call<StaffRoleRecord>(
      '/api/admin/staffRoles/create',
      { data: { key: 'cashier', name: '출금 확인', pairs: ['withdrawals.read', 'members.read'] } },
      as(master),
    );
    expect(role.resultCode).toBe('200');
    expect(role.data).toMatchObject({ id: 'cashier', isDefault: false, holders: 0 });
    const made = await t.call<StaffRecord>(
      '/api/admin/staff/create',
      { data: { staffId: 'cashier1', name: '김출금', role: 'cashier', password: 'pass1234' } },
      as(master),
    );
    expect(made.data).toMatchObject({ staffId: 'cashier1', role: 'cashier', roleName: '출금 확인', enabled: true });
    expect((await staffRow('cashier1')).password_hash).toMatch(/^\$argon2id\$/);

    const login = await t.call<{ staff: { pairs: string[]; role: string } }>('/api/office/login', {
      loginId: 'cashier1',
      password: 'pass1234',
    });
    expect(login.data.staff).toMatchObject({ role: 'cashier', pairs: ['members.read', 'withdrawals.read'] });
    const cashier = await t.loginStaff('cashier1');
    expect((await t.call('/api/admin/withdrawals/list', {}, as(cashier))).resultCode).toBe('200');
    expect((await t.call('/api/admin/withdrawals/approve', { id: 1 }, as(cashier))).resultCode).toBe(
      ResultCode.NoAccess,
    );
    expect((await t.call('/api/admin/deposits/list', {}, as(cashier))).resultCode).toBe(ResultCode.NoAccess);
    expect((await t.call('/api/admin/staff/list', {}, as(cashier))).resultCode).toBe(ResultCode.NoAccess);

    // a pair added to the role counts on the holder's next call, without a new sign-in
    const grown = await t.call(
      '/api/admin/staffRoles/update',
      { id: 'cashier', data: { pairs: ['withdrawals.read', 'withdrawals.approve', 'members.read'] } },
      as(master),
    );
    expect(grown.resultCode).toBe('200');
    expect((await t.call('/api/admin/withdrawals/approve', { id: 999_999 }, as(cashier))).resultCode).not.toBe(
      ResultCode.NoAccess,
    );
    expect((await audit('staff.role.update'))[0]).toMatchObject({ actor_id: DEMO.staff, target: 'cashier' });
    expect((await audit('staff.create'))[0]).toMatchObject({ actor_id: DEMO.staff, target: 'cashier1' });
  });

  it('the default roles are fixed, a held role cannot go, and nobody hands out rights it lacks', async () => {
    expect(
      (await t.call('/api/admin/staffRoles/update', { id: 'deposit', data: { name: 'x' } }, as(master))).resultCode,
    ).toBe(ResultCode.DefaultRoleFixed);
    expect((await t.call('/api/admin/staffRoles/delete', { id: 'cashier' }, as(master))).resultCode).toBe(
      ResultCode.RoleInUse,
    );
    // a staff manager without the companies area cannot make a role or an account that has it
    await t.call(
      '/api/admin/staffRoles/create',
      { data: { key: 'hr', name: 'HR', pairs: ['staff.read', 'staff.write', 'staff.approve'] } },
      as(master),
    );
    await t.call('/api/admin/staff/create', { data: { staffId: 'hr1', role: 'hr', password: 'pass1234' } }, as(master));
    const hr = await t.loginStaff('hr1');
    const above = await t.call(
      '/api/admin/staffRoles/create',
      { data: { key: 'sneaky', name: 'x', pairs: ['companies.write'] } },
      as(hr),
    );
    expect(above.resultCode).toBe(ResultCode.RoleAboveOwn);
    const master2 = await t.call(
      '/api/admin/staff/create',
      { data: { staffId: 'boss9', role: 'master', password: 'pass1234' } },
      as(hr),
    );
    expect(master2.resultCode).toBe(ResultCode.RoleAboveOwn);
    const admin2 = await staffRow('admin2');
    const disableMaster = await t.call('/api/admin/staff/update', { id: admin2.id, data: { enabled: false } }, as(hr));
    expect(disableMaster.resultCode).toBe(ResultCode.RoleAboveOwn);
    expect((await staffRow('admin2')).enabled).toBe(true);
  });

  it('a master cannot disable itself, take its own staff rights, or leave the site without a master', async () => {
    const me = await staffRow(DEMO.staff);
    const self = await t.call('/api/admin/staff/update', { id: me.id, data: { enabled: false } }, as(master));
    expect(self.resultCode).toBe(ResultCode.StaffSelfLockout);
    const reRole = await t.call('/api/admin/staff/update', { id: me.id, data: { role: 'deposit' } }, as(master));
    expect(reRole.resultCode).toBe(ResultCode.StaffSelfLockout);
    expect((await staffRow(DEMO.staff)).enabled).toBe(true);
    expect((await staffRow(DEMO.staff)).role).toBe('master');

    // a holder of a site role cannot edit its own role to drop the staff rights
    const hr = await t.loginStaff('hr1');
    const drop = await t.call('/api/admin/staffRoles/update', { id: 'hr', data: { pairs: ['staff.read'] } }, as(hr));
    expect(drop.resultCode).toBe(ResultCode.StaffSelfLockout);

    // admin2 disabled: the demo master is the last one and cannot be re-roled by another master
    const admin2 = await staffRow('admin2');
    expect(
      (await t.call('/api/admin/staff/update', { id: admin2.id, data: { enabled: false } }, as(master))).resultCode,
    ).toBe('200');
    await t.call(
      '/api/admin/staff/create',
      { data: { staffId: 'boss2', role: 'master', password: 'pass1234' } },
      as(master),
    );
    const boss2 = await t.loginStaff('boss2');
    await t.call('/api/admin/staff/update', { id: (await staffRow('boss2')).id, data: { enabled: true } }, as(master));
    const last = await t.call('/api/admin/staff/update', { id: me.id, data: { enabled: false } }, as(boss2));
    expect(last.resultCode).toBe('200');
    // now boss2 is the last enabled master: nobody may take it
    const boss2Row = await staffRow('boss2');
    const again = await t.call('/api/admin/staff/update', { id: boss2Row.id, data: { role: 'deposit' } }, as(boss2));
    expect(again.resultCode).toBe(ResultCode.StaffSelfLockout);
    await t.call('/api/admin/staff/update', { id: me.id, data: { enabled: true } }, as(boss2));
    master = await t.loginStaff();
  });

  it('a new password, required TOTP and ending sessions act on the account, each audited', async () => {
    const cashierRow = await staffRow('cashier1');
    const cashier = await t.loginStaff('cashier1');
    const reset = await t.call<StaffRecord>(
      '/api/admin/staff/password',
      { id: cashierRow.id, password: 'newpass99' },
      as(master),
    );
    expect(reset.data.liveSessions).toBe(0);
    expect((await t.call('/api/admin/withdrawals/list', {}, as(cashier))).resultCode).toBe(ResultCode.LoginRequired);
    await expect(t.loginStaff('cashier1')).rejects.toThrow(/U003/);
    const fresh = await t.loginStaff('cashier1', 'newpass99');

    const totp = await t.call<StaffRecord>('/api/admin/staff/totp', { id: cashierRow.id, required: true }, as(master));
    expect(totp.data.totpRequired).toBe(true);
    expect((await t.call('/api/admin/withdrawals/list', {}, as(fresh))).resultCode).toBe(ResultCode.TotpSetupRequired);
    expect((await t.call('/api/admin/totp/setup', {}, as(fresh))).resultCode).toBe('200');

    const ended = await t.call<StaffRecord>('/api/admin/staff/endSessions', { id: cashierRow.id }, as(master));
    expect(ended.data.liveSessions).toBe(0);
    expect((await t.call('/api/admin/totp/setup', {}, as(fresh))).resultCode).toBe(ResultCode.LoginRequired);
    for (const action of ['staff.password', 'staff.totp', 'staff.endSessions'])
      expect((await audit(action)).map((a) => a.target)).toContain('cashier1');
    const disabled = await t.call(
      '/api/admin/staff/update',
      { id: cashierRow.id, data: { enabled: false } },
      as(master),
    );
    expect(disabled.resultCode).toBe('200');
    await expect(t.loginStaff('cashier1', 'newpass99')).rejects.toThrow(/U001/);
  });

  it('lists staff and roles for the staff screen', async () => {
    const list = await t.call<OfficeList<StaffRecord>>('/api/admin/staff/list', { perPage: 50 }, as(master));
    expect(list.data.list.map((s) => s.staffId)).toEqual(
      expect.arrayContaining(['admin', 'admin2', 'cashier1', 'hr1']),
    );
    const roles = await t.call<OfficeList<StaffRoleRecord>>('/api/admin/staffRoles/list', {}, as(master));
    expect(roles.data.list.slice(0, 4).map((r) => r.id)).toEqual(['master', 'deposit', 'withdrawal', 'point']);
    expect(roles.data.list.find((r) => r.id === 'cashier')).toMatchObject({ holders: 1 });
  });
});

describe('the office IP allowlist', () => {
  it('is off while empty, refuses sign-ins and calls from outside once set (A103), and never shuts out its maker', async () => {
    expect((await callFrom('198.51.100.9', '/api/admin/staff/list', {}, master)).resultCode).toBe('200');
    const outsideMaker = await callFrom(
      '203.0.113.5',
      '/api/admin/officeIps/create',
      { data: { ip: '10.0.0.0/8', memo: 'office' } },
      master,
    );
    expect(outsideMaker.resultCode).toBe(ResultCode.StaffSelfLockout);
    const added = await callFrom(
      '10.1.2.3',
      '/api/admin/officeIps/create',
      { data: { ip: '10.0.0.0/8', memo: 'office' } },
      master,
    );
    expect(added.resultCode).toBe('200');

    const refused = await callFrom('198.51.100.9', '/api/admin/staff/list', {}, master);
    expect(refused).toMatchObject({ resultCode: ResultCode.OfficeIpRefused, data: { ip: '198.51.100.9' } });
    const login = await callFrom('198.51.100.9', '/api/office/login', { loginId: DEMO.staff, password: DEMO.password });
    expect(login.resultCode).toBe(ResultCode.OfficeIpRefused);
    expect(
      (await callFrom('10.9.9.9', '/api/office/login', { loginId: DEMO.staff, password: DEMO.password })).resultCode,
    ).toBe('200');
    expect((await callFrom('::ffff:10.4.4.4', '/api/admin/staff/list', {}, master)).resultCode).toBe('200');
    // partners work from their shops: the staff allowlist is not theirs
    expect(
      (await callFrom('198.51.100.9', '/api/office/login', { loginId: 'ptn04', password: DEMO.password })).resultCode,
    ).toBe('200');

    const removed = await callFrom('10.1.2.3', '/api/admin/officeIps/delete', { id: '10.0.0.0/8' }, master);
    expect(removed.resultCode).toBe('200');
    expect((await callFrom('198.51.100.9', '/api/admin/staff/list', {}, master)).resultCode).toBe('200');
    expect((await audit('staff.officeIp.add')).map((a) => a.target)).toEqual(['10.0.0.0/8']);
  });
});

describe('forced member logout', () => {
  it('ends every session of the member and the game sessions they launched, audited', async () => {
    const memberToken = await t.login('member02');
    const memberId = await memberIdOf(t, 'member02');
    const session = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow();
    await openSession(t.app, memberId, { loginSessionId: session.id });
    await openSession(t.app, memberId);
    const res = await t.call<{ endedSessions: number }>('/api/admin/members/logout', { id: memberId }, as(master));
    expect(res.data.endedSessions).toBe(1);
    expect((await t.call('/api/member/info', {}, as(memberToken))).resultCode).toBe(ResultCode.LoginRequired);
    const liveGames = await t.database.db
      .selectFrom('game_sessions')
      .select('id')
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .execute();
    expect(liveGames).toEqual([]);
    expect((await audit('member.logout'))[0]).toMatchObject({ actor_id: DEMO.staff, target: 'member02' });
    // the member may sign in again
    expect(await t.login('member02')).toBeTruthy();
  });
});

describe('partner sub-users', () => {
  let ptn04: string;
  let readOnly: string;
  let full: string;
  beforeAll(async () => {
    ptn04 = await t.loginOffice('ptn04');
    for (const [suffix, ro] of [
      ['view', true],
      ['desk', false],
    ] as const) {
      const made = await t.call<SubUserRecord>(
        '/api/partner/subUsers/create',
        { data: { suffix, name: suffix, readOnly: ro, password: 'sub12345' } },
        as(ptn04),
      );
      expect(made.data).toMatchObject({ loginId: `ptn04.${suffix}`, readOnly: ro, enabled: true });
    }
    const officeLogin = async (loginId: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/office/login',
        payload: { siteId: DEMO.siteId, loginId, password: 'sub12345' },
        headers: { authorization: DEMO.siteKey },
      } as InjectOptions);
      expect((res.json() as Envelope<{ partner: { subUser: unknown } }>).data.partner.subUser).toMatchObject({
        loginId,
      });
      return res.cookies.find((c) => c.name === 'office_token')!.value;
    };
    readOnly = await officeLogin('ptn04.view');
    full = await officeLogin('ptn04.desk');
  });

  it('sign in with their own password, see the partner\u2019s subtree and nothing outside it', async () => {
    const list = await t.call<OfficeList<{ memId: string }>>(
      '/api/partner/members/list',
      { perPage: 100 },
      as(readOnly),
    );
    expect(list.data.list.map((m) => m.memId).sort()).toEqual([
      'member01',
      'member02',
      'member03',
      'member04',
      'ptn05',
    ]);
    const ptn02 = await memberIdOf(t, 'ptn02');
    expect((await t.call('/api/partner/members/get', { id: ptn02 }, as(full))).resultCode).not.toBe('200');
    const wrong = await t.call('/api/office/login', { loginId: 'ptn04.view', password: 'pass1234' });
    expect(wrong.resultCode).toBe(ResultCode.WrongPassword);
  });

  it('their sign-ins, and the partner\u2019s own on the office form, are in the partner\u2019s access log', async () => {
    const ptn04Id = await memberIdOf(t, 'ptn04');
    // The office form, as a browser sends it (the partner's other sessions end: it signs in again below).
    const partnerForm = await t.call('/api/office/login', { loginId: 'ptn04', password: DEMO.password });
    expect(partnerForm.resultCode).toBe('200');
    ptn04 = await t.loginOffice('ptn04');
    const log = await t.call<OfficeList<{ memId: string; memberId: number | null; kind: string; result: string }>>(
      '/api/partner/logins/list',
      { perPage: 100, filter: { memberId: ptn04Id }, sort: { field: 'id', order: 'ASC' } },
      as(ptn04),
    );
    expect(log.resultCode).toBe('200');
    const tries = log.data.list.map((e) => [e.memId, e.kind, e.result]);
    expect(tries).toEqual(
      expect.arrayContaining([
        ['ptn04.view', 'office', '200'],
        ['ptn04.desk', 'office', '200'],
        ['ptn04.view', 'office', ResultCode.WrongPassword],
        ['ptn04', 'office', '200'],
      ]),
    );
    expect(log.data.list.every((e) => e.memberId === ptn04Id)).toBe(true);
    // Another partner reads none of them.
    const other = await t.call<OfficeList<{ memId: string }>>(
      '/api/partner/logins/list',
      { perPage: 100 },
      as(await t.loginOffice('ptn05')),
    );
    expect(other.data.list.map((e) => e.memId)).not.toContain('ptn04.view');
  });

  it('a read-only one cannot change anything; a full one can, under its own audit identity', async () => {
    const member03 = await memberIdOf(t, 'member03');
    const body = { id: member03, data: { memo: 'sub-user memo' } };
    expect((await t.call('/api/partner/members/update', body, as(readOnly))).resultCode).toBe(ResultCode.NoAccess);
    expect((await t.call('/api/partner/signups/approve', { id: member03 }, as(readOnly))).resultCode).toBe(
      ResultCode.NoAccess,
    );
    expect(
      (await t.call('/api/partner/money/pay', { memberId: member03, amount: 1000 }, as(readOnly))).resultCode,
    ).toBe(ResultCode.NoAccess);
    const note = await t.call(
      '/api/partner/memberNotes/create',
      { data: { memberId: member03, note: 'x' } },
      as(readOnly),
    );
    expect(note.resultCode).toBe(ResultCode.NoAccess);

    const byFull = await t.call(
      '/api/partner/memberNotes/create',
      { data: { memberId: member03, note: 'from desk' } },
      as(full),
    );
    expect(byFull.resultCode).toBe('200');
    const line = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'actor_id'])
      .where('actor_id', 'like', 'ptn04.%')
      .execute();
    expect(line).toEqual(expect.arrayContaining([{ actor_kind: 'partner', actor_id: 'ptn04.desk' }]));
  });

  it('never manage sub-users or the partner\u2019s gate, and the partner\u2019s own sign-in leaves theirs alone', async () => {
    expect((await t.call('/api/partner/subUsers/list', {}, as(full))).resultCode).toBe(ResultCode.NoAccess);
    expect((await t.call('/api/partner/gate/set', { password: 'gate1234' }, as(full))).resultCode).toBe(
      ResultCode.NoAccess,
    );
    ptn04 = await t.loginOffice('ptn04');
    expect((await t.call('/api/partner/members/list', {}, as(full))).resultCode).toBe('200');
  });

  it('a change by the partner ends the sub-user\u2019s session, and another partner cannot touch them', async () => {
    const mine = await t.call<OfficeList<SubUserRecord>>('/api/partner/subUsers/list', {}, as(ptn04));
    const view = mine.data.list.find((s) => s.loginId === 'ptn04.view')!;
    const ptn05 = await t.loginOffice('ptn05');
    expect(
      (await t.call('/api/partner/subUsers/update', { id: view.id, data: { enabled: false } }, as(ptn05))).resultCode,
    ).toBe(ResultCode.NotFound);
    const upd = await t.call('/api/partner/subUsers/update', { id: view.id, data: { readOnly: false } }, as(ptn04));
    expect(upd.resultCode).toBe('200');
    expect((await t.call('/api/partner/members/list', {}, as(readOnly))).resultCode).toBe(ResultCode.LoginRequired);
    expect((await audit('partner.subUser.update')).map((a) => a.actor_id)).toContain('ptn04');
  });
});
