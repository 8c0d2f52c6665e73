import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { addStaff, balancesOf, setOptions, testClock, withKey } from '../../support/moneyFixtures';
import type { CorrectionRecord } from '../../../src/shared/api/corrections';
import type { OfficeList } from '../../../src/shared/api/office';
import type { LedgerEntryRecord } from '../../../src/shared/api/ledger';
import { StaffRole } from '../../../src/shared/enums';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { verify } from '../../../src/server/modules/ledger/verify';

/**
 * Staff balance corrections (docs/domains/corrections.md): booked at once up to the site's
 * threshold, above it only by a second staff member (four eyes); a debit never takes more than the
 * balance holds; every correction in the money history and the audit log.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let keys = 0;
const as = <T>(who: string, path: string, body: Record<string, unknown> = {}) =>
  t.call<T>(path, body, withKey(tokens[who]!, `test-${who}-${++keys}`));
const ask = (who: string, data: Record<string, unknown>) =>
  as<CorrectionRecord>(who, '/api/admin/corrections/create', {
    data: { memId: 'member01', asset: 'cash', direction: 'credit', reason: 'error', memo: 'fix', ...data },
  });
const rows = async () =>
  Number(
    (
      await t.app.deps.db
        .selectFrom('balance_corrections')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp({ clock: testClock() });
  tokens.admin = await t.loginStaff();
  tokens.admin2 = await t.loginStaff(DEMO.secondStaff);
  tokens.cashier = await addStaff(t, 'cashier_in', StaffRole.DepositManager);
  await setOptions(t, { correctionApprovalOver: 100_000 });
});
afterAll(() => t.close());

describe('a correction up to the threshold', () => {
  it('is booked at once under a key naming it, with its reason and memo in words in the money history', async () => {
    const before = await balancesOf(t, 'member01');
    const res = await ask('admin', { amount: 10_000, reason: 'compensation', memo: 'game outage 11-20' });
    expect(res.resultCode).toBe('200');
    expect(res.data).toMatchObject({ status: 'done', fourEyes: false, requestedBy: 'admin', decidedBy: 'admin' });
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash + 10_000);
    const txn = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key', 'kind', 'memo'])
      .where('id', '=', res.data.transactionId!)
      .executeTakeFirstOrThrow();
    expect(txn).toEqual({
      idempotency_key: `correction:${res.data.id}`,
      kind: 'correction.credit',
      memo: 'correction compensation: game outage 11-20',
    });
    const history = await as<OfficeList<LedgerEntryRecord>>('admin', '/api/admin/reports/ledger/list', {
      filter: { memId: 'member01', kind: 'correction.credit' },
    });
    expect(history.data.list.map((r) => [r.asset, r.amount, r.kind])).toEqual([['cash', 10_000, 'correction.credit']]);
  });

  it('debits points, and refuses a debit above the balance with C401 naming it, changing nothing', async () => {
    const before = await balancesOf(t, 'member01');
    const debit = await ask('admin', { asset: 'point', direction: 'debit', amount: 1, reason: 'chargeback' });
    expect(debit.data.status).toBe('done');
    expect((await balancesOf(t, 'member01')).point).toBe(before.point - 1);
    const count = await rows();
    // Points up to the threshold are booked at once: the ledger's own check refuses them.
    expect(before.point).toBeLessThan(100_000);
    const overPoints = await ask('admin', { asset: 'point', direction: 'debit', amount: before.point });
    expect(overPoints).toMatchObject({ resultCode: 'C401', data: { balance: before.point - 1 } });
    // Cash above the threshold is refused when asked, not left to wait for a second staff member.
    const over = await ask('admin', { direction: 'debit', amount: before.cash + 1 });
    expect(over).toMatchObject({ resultCode: 'C401', data: { balance: before.cash } });
    expect(await rows()).toBe(count);
    expect(await balancesOf(t, 'member01')).toEqual({ ...before, point: before.point - 1 });
  });

  it('is refused to staff whose role does not open members (U029), and bad input is E003', async () => {
    expect((await ask('cashier', { amount: 1_000 })).resultCode).toBe('U029');
    expect((await ask('admin', { amount: 0 })).resultCode).toBe('E003');
    expect((await ask('admin', { amount: 1_000, reason: 'gift' })).resultCode).toBe('E003');
    expect((await ask('admin', { amount: 1_000, memId: 'nobody' })).resultCode).toBe('U001');
  });
});

describe('four eyes above the threshold', () => {
  it('waits; the requester cannot approve it (C402); a second staff member books it', async () => {
    const before = await balancesOf(t, 'member02');
    const asked = await ask('admin', {
      memId: 'member02',
      amount: 500_000,
      reason: 'eventPrize',
      memo: 'November cup',
    });
    expect(asked.data).toMatchObject({ status: 'pending', fourEyes: true, transactionId: null });
    expect((await balancesOf(t, 'member02')).cash).toBe(before.cash);
    const own = await as('admin', '/api/admin/corrections/approve', { id: asked.data.id });
    expect(own.resultCode).toBe('C402');
    const approved = await as<CorrectionRecord>('admin2', '/api/admin/corrections/approve', { id: asked.data.id });
    expect(approved.data).toMatchObject({ status: 'done', requestedBy: 'admin', decidedBy: 'admin2' });
    expect((await balancesOf(t, 'member02')).cash).toBe(before.cash + 500_000);
    expect((await as('admin2', '/api/admin/corrections/approve', { id: asked.data.id })).resultCode).toBe('C403');
  });

  it('a rejection books nothing and closes it', async () => {
    const before = await balancesOf(t, 'member02');
    const asked = await ask('admin2', { memId: 'member02', amount: 200_000 });
    const rejected = await as<CorrectionRecord>('admin', '/api/admin/corrections/reject', {
      id: asked.data.id,
      memo: 'duplicate of #1',
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', decidedBy: 'admin', decideMemo: 'duplicate of #1' });
    expect((await as('admin', '/api/admin/corrections/approve', { id: asked.data.id })).resultCode).toBe('C403');
    expect((await balancesOf(t, 'member02')).cash).toBe(before.cash);
    const txns = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `correction:${asked.data.id}`)
      .execute();
    expect(txns).toEqual([]);
  });

  it('20 approvals at once pay once', async () => {
    const before = await balancesOf(t, 'member03');
    const asked = await ask('admin', { memId: 'member03', amount: 300_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as('admin2', '/api/admin/corrections/approve', { id: asked.data.id })),
    );
    expect(answers.filter((a) => a.resultCode === '200')).toHaveLength(1);
    expect(answers.filter((a) => a.resultCode === 'C403')).toHaveLength(19);
    expect((await balancesOf(t, 'member03')).cash).toBe(before.cash + 300_000);
    const txns = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `correction:${asked.data.id}`)
      .execute();
    expect(txns).toHaveLength(1);
  });

  it('a replayed approval (same Idempotency-Key) answers the first answer and books nothing more', async () => {
    const before = await balancesOf(t, 'member03');
    const asked = await ask('admin', { memId: 'member03', amount: 150_000 });
    const headers = withKey(tokens.admin2!, 'approve-once');
    const first = await t.call('/api/admin/corrections/approve', { id: asked.data.id }, headers);
    const again = await t.call('/api/admin/corrections/approve', { id: asked.data.id }, headers);
    expect(again).toEqual(first);
    expect((await balancesOf(t, 'member03')).cash).toBe(before.cash + 150_000);
  });

  it('a debit above the balance is refused when asked, and again at approval if the balance fell meanwhile', async () => {
    const { cash } = await balancesOf(t, 'member03');
    expect((await ask('admin', { memId: 'member03', direction: 'debit', amount: cash + 1 })).resultCode).toBe('C401');
    const asked = await ask('admin', { memId: 'member03', direction: 'debit', amount: cash });
    expect(asked.data.status).toBe('pending');
    // The member's cash falls below the correction's amount before the second staff member looks.
    const small = await ask('admin', { memId: 'member03', direction: 'debit', amount: 1_000 });
    expect(small.data.status).toBe('done');
    const refused = await as('admin2', '/api/admin/corrections/approve', { id: asked.data.id });
    expect(refused).toMatchObject({ resultCode: 'C401', data: { balance: cash - 1_000 } });
    expect((await as<CorrectionRecord>('admin', '/api/admin/corrections/get', { id: asked.data.id })).data.status).toBe(
      'pending',
    );
  });
});

describe('the office reads corrections', () => {
  it('lists pending ones for the second staff member, and the audit log has each step', async () => {
    const pending = await as<OfficeList<CorrectionRecord>>('admin2', '/api/admin/corrections/list', {
      filter: { status: 'pending' },
    });
    expect(pending.data.list.length).toBeGreaterThan(0);
    expect(pending.data.list.every((r) => r.status === 'pending')).toBe(true);
    // The front desk counts them for staff of the members area.
    const desk = await as<{ queues: { queue: string; count: number }[] }>('admin2', '/api/admin/queues');
    expect(desk.data.queues).toContainEqual({ queue: 'corrections', count: pending.data.total });
    const audit = await as<OfficeList<{ action: string; actorId: string }>>('admin', '/api/admin/audit/list', {
      perPage: 200,
    });
    const actions = new Set(audit.data.list.map((a) => `${a.actorId} ${a.action}`));
    for (const line of ['admin correction.request', 'admin2 correction.approve', 'admin correction.reject'])
      expect(actions, line).toContain(line);
  });

  it('leaves a clean ledger', async () => {
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
