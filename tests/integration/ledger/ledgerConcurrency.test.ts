import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { Envelope } from '../../../src/shared/api/envelope';
import { LedgerKind } from '../../../src/server/modules/ledger/service';
import { verify } from '../../../src/server/modules/ledger/verify';
import { balancesOf, memberIdOf, setOptions, testClock, withKey } from '../../support/moneyFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock() });
  await setOptions(t, { withdrawReapplyMinutes: 0, withdrawRollingBp: 0 });
});
afterAll(() => t.close());

interface Call {
  kind: 'withdraw' | 'pay' | 'recover' | 'point';
  path: string;
  body: Record<string, unknown>;
  token: string;
}

/**
 * The ledger invariants under concurrency
 * (docs/architecture/ledger.md#invariants-and-how-they-are-tested): 200 simultaneous withdrawals,
 * pay/recover and point conversions against accounts that cannot cover them all. Every accepted
 * call is in the ledger once, every refused one changed nothing (the final balances are the start
 * plus exactly the accepted movements), no balance is below zero, and the ledger verifies.
 */
describe('200 simultaneous money calls', () => {
  it('never overdraws, never loses or doubles a won', async () => {
    const member01 = await t.login('member01');
    const ptn05 = await t.loginOffice('ptn05');
    const member03 = await t.login('member03');
    const start = {
      member01: await balancesOf(t, 'member01'),
      member02: await balancesOf(t, 'member02'),
      member03: await balancesOf(t, 'member03'),
      ptn05: await balancesOf(t, 'ptn05'),
    };
    const calls: Call[] = [
      // member01 holds 500,000: of these 80 withdrawals 20 pass the limits on withdrawal-password
      // checks (docs/architecture/endpoints.md#rate-limits: 60 a minute from one address, 20 a
      // minute for one member), and at most 12 fit.
      ...Array.from({ length: 80 }, (): Call => ({
        kind: 'withdraw',
        path: '/api/cash/out',
        body: { amount: 40_000, withdrawPassword: DEMO.withdrawPassword },
        token: member01,
      })),
      // ptn05 (1,000,000) pays member02 (500,000) and recovers from it, both ways at once.
      ...Array.from({ length: 40 }, (): Call => ({
        kind: 'pay',
        path: '/api/partner/money/pay',
        body: { memId: 'member02', amount: 40_000 },
        token: ptn05,
      })),
      ...Array.from({ length: 20 }, (): Call => ({
        kind: 'recover',
        path: '/api/partner/money/recover',
        body: { memId: 'member02', amount: 100_000 },
        token: ptn05,
      })),
      // member03 holds 30,000 points: 3 of these 60 conversions fit.
      ...Array.from({ length: 60 }, (): Call => ({
        kind: 'point',
        path: '/api/cash/pointChg',
        body: { pointAmt: 10_000 },
        token: member03,
      })),
    ];
    const systemRows = () =>
      sql<{
        id: number;
        xmin: string;
        xmax: string;
      }>`select id, xmin::text, xmax::text from accounts where member_id is null order by id`
        .execute(t.app.deps.db)
        .then((r) => r.rows);
    const systemBefore = await systemRows();
    const answers = await Promise.all(
      calls.map((c, i) => t.call(c.path, c.body, withKey(c.token, `burst-${i}`)) as Promise<Envelope>),
    );

    const accepted = (kind: Call['kind']) =>
      answers.filter((a, i) => calls[i]!.kind === kind && a.resultCode === '200').length;
    const refusedCodes = new Set(answers.filter((a) => a.resultCode !== '200').map((a) => a.resultCode));
    // E005: over the limits above, refused before anything is read.
    expect([...refusedCodes].filter((c) => !['C001', 'C019', 'C020', 'C021', 'P001', 'E005'].includes(c))).toEqual([]);
    expect(accepted('withdraw')).toBe(12);
    expect(accepted('point')).toBe(3);

    const paid = accepted('pay') * 40_000;
    const recovered = accepted('recover') * 100_000;
    expect(await balancesOf(t, 'member01')).toEqual({
      cash: start.member01.cash - 12 * 40_000,
      point: start.member01.point,
    });
    expect(await balancesOf(t, 'member03')).toEqual({ cash: start.member03.cash + 30_000, point: 0 });
    expect(await balancesOf(t, 'ptn05')).toEqual({ cash: start.ptn05.cash - paid + recovered, point: 0 });
    expect(await balancesOf(t, 'member02')).toEqual({
      cash: start.member02.cash + paid - recovered,
      point: start.member02.point,
    });

    // Each accepted call is exactly one ledger transaction of its kind and one stored answer.
    const db = t.app.deps.db;
    const count = async (kind: string) =>
      (await db.selectFrom('ledger_transactions').select('id').where('kind', '=', kind).execute()).length;
    expect(await count(LedgerKind.WithdrawHold)).toBe(12);
    expect(await count(LedgerKind.PartnerPay)).toBe(accepted('pay'));
    expect(await count(LedgerKind.PartnerRecover)).toBe(accepted('recover'));
    expect(await count(LedgerKind.PointExchange)).toBe(3);
    const stored = await db.selectFrom('idempotency_keys').select('key').where('key', 'like', 'burst-%').execute();
    expect(stored).toHaveLength(answers.filter((a) => a.resultCode === '200').length);
    const negative = await db.selectFrom('accounts').select('id').where('balance', '<', 0).execute();
    expect(negative).toEqual([]);
    expect(
      await db
        .selectFrom('cash_requests')
        .select('id')
        .where('member_id', '=', await memberIdOf(t, 'member01'))
        .execute(),
    ).toHaveLength(12);
    // No money call wrote (or key-share locked) a shared system-account row.
    expect(await systemRows()).toEqual(systemBefore);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
  });

  it('the same key sent 20 times at once moves money once and every answer is the first one', async () => {
    const ptn05 = await t.loginOffice('ptn05');
    const before = await balancesOf(t, 'member01');
    const answers = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          t.call(
            '/api/partner/money/pay',
            { memId: 'member01', amount: 7_000 },
            withKey(ptn05, 'same-key'),
          ) as Promise<Envelope>,
      ),
    );
    expect(answers.every((a) => a.resultCode === '200')).toBe(true);
    for (const a of answers) expect(a.data).toEqual(answers[0]!.data);
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash + 7_000);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
