import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { memberIdOf, recordEvents } from '../../support/identityFixtures';

/**
 * A password set in the office ends that member's sessions, as its own change does
 * (docs/domains/identity.md#sessions-and-tokens).
 */
let t: TestApp;
let staffToken: string;
const NEW_PASSWORD = 'reset5678';

beforeAll(async () => {
  t = await createTestApp();
  staffToken = await t.loginStaff();
});
afterAll(() => t.close());

const auditOf = (target: string, action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target', '=', target)
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('a password set in the office', () => {
  it('by staff: ends the member session (E006, LOGOUT push); only the new password logs in; the audit keeps no secret', async () => {
    const token = await t.login('member01');
    const id = await memberIdOf(t, 'member01');
    const events = recordEvents(t);

    const res = await t.call(
      '/api/admin/members/update',
      { id, data: { password: NEW_PASSWORD } },
      { token: staffToken },
    );
    expect(res.resultCode).toBe('200');
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('E006');
    expect(events).toContainEqual(expect.objectContaining({ type: 'logout', memberId: id, reason: 'password_reset' }));
    expect((await t.call('/api/member/login', { memId: 'member01', memPass: DEMO.password })).resultCode).toBe('U003');
    expect((await t.call('/api/member/login', { memId: 'member01', memPass: NEW_PASSWORD })).resultCode).toBe('200');

    const audit = await auditOf('member01', 'member.update');
    expect(audit).toMatchObject({
      actor_kind: 'staff',
      actor_id: DEMO.staff,
      before: { password: 'set' },
      after: { password: 'changed' },
    });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it("by the member's partner: ends the session too, and the audit names the partner", async () => {
    const token = await t.login('member02');
    const id = await memberIdOf(t, 'member02');
    const partnerToken = await t.loginOffice('ptn05');

    const res = await t.call(
      '/api/partner/members/update',
      { id, data: { password: NEW_PASSWORD } },
      { token: partnerToken },
    );
    expect(res.resultCode).toBe('200');
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('E006');
    expect(await auditOf('member02', 'member.update')).toMatchObject({ actor_kind: 'partner', actor_id: 'ptn05' });
  });

  it('an edit without a password keeps the member signed in, with the old values as `before`', async () => {
    const token = await t.login('member03');
    const id = await memberIdOf(t, 'member03');

    const res = await t.call(
      '/api/admin/members/update',
      { id, data: { memNick: 'renamed03', memo: 'called' } },
      { token: staffToken },
    );
    expect(res.resultCode).toBe('200');
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('200');
    expect(await auditOf('member03', 'member.update')).toMatchObject({
      before: { memNick: expect.any(String), memo: '' },
      after: { memNick: 'renamed03', memo: 'called' },
    });
  });
});
