import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { roundRows as rowsOf } from '../../support/roundRows';
import { verify } from '../../../src/server/modules/ledger/verify';
import { tokenHash } from '../../../src/server/modules/vendors/sessions';
import { flagOf } from '../../../src/server/modules/vendors/memberAccess';
import {
  depositCall,
  runFastCalls,
  withdrawCall,
  type FastCall,
} from '../../../src/server/modules/vendors/pam/fastPath';
import { judgeRequest, type PamCall, type SessionFacts } from '../../../src/server/modules/vendors/pam/judge';
import type { TransactionBody } from '../../../src/server/modules/vendors/pam/schemas';
import { balancesOf, memberIdOf } from '../../support/moneyFixtures';
import { evolution, openSession, pamClient } from '../../support/pamClient';
import { siteDay } from '../../../src/shared/dates';

/**
 * The PAM's stakes and payouts of known sessions run in one statement per batch of calls
 * (ledger/sql/pam_fast_batch.sql; docs/architecture/fast-paths.md, PAM), a payout that closes its
 * round with the slip's rolling and points (ledger/sql/vendor_slips_settle.sql).
 * Whatever path a call takes, the rows are the same: each batch here is the fast path's own
 * (fastPath.ts), set against the same call judged on the full path (a session token not seen
 * before goes there); a call of a batch that must be judged in full leaves no trace.
 */
/** A member's open casino session as the fast path knows it. */
interface Seat {
  facts: SessionFacts;
  hash: string;
}
let t: TestApp;
let member: number;
let facts: SessionFacts;
let hash: string;
let second: Seat;
let third: Seat;
const pamOf = (token: string) => pamClient(t.app, { token, provider: 'evolution' });
/** A session the server has not seen: its first call is judged on the full path. */
const unseen = async () =>
  (await openSession(t.app, member, { group: 'casino', procId: 120, provider: 'evolution', gameId: '' })).token;
const body = (b: Record<string, unknown>) => b as TransactionBody;
/** The fast path's batches, each call as fastPath.ts makes it. */
const batch = (calls: (FastCall | undefined)[]) =>
  runFastCalls(
    t.app.deps.db,
    calls.map((c) => c!),
  );
/** The call as judge.ts judgeRequest reads it (every call here is one it lets through). */
const asCall = (b: Record<string, unknown>, now: Date, seat: Seat) =>
  judgeRequest(seat.facts, 'evolution', body(b), now) as PamCall;
const stakeCall = (b: Record<string, unknown>, now = new Date(), seat: Seat = { facts, hash }) =>
  withdrawCall(seat.hash, asCall(b, now, seat), flagOf('casino')!);
const payCall = (b: Record<string, unknown>, now = new Date(), seat: Seat = { facts, hash }) =>
  depositCall(seat.hash, asCall(b, now, seat), t.config.SITE_TZ_OFFSET_MINUTES);
const seatOf = async (memId: string): Promise<Seat> => {
  const { token, session } = await openSession(t.app, await memberIdOf(t, memId), {
    group: 'casino',
    procId: 120,
    provider: 'evolution',
    gameId: '',
  });
  return { facts: session, hash: tokenHash(token) };
};
const one = async (call: FastCall | undefined) => (await batch([call]))[0];

beforeAll(async () => {
  t = await createTestApp();
  member = await memberIdOf(t, 'member01');
  const { token, session } = await openSession(t.app, member, {
    group: 'casino',
    procId: 120,
    provider: 'evolution',
    gameId: '',
  });
  facts = session;
  hash = tokenHash(token);
  [second, third] = [await seatOf('member02'), await seatOf('member03')];
}, 300_000);
afterAll(() => t.close());

const roundRows = (round: string) => rowsOf(t.database.db, round);

describe('the PAM fast path', () => {
  it('a stake and a closing payout on the fast path write what the full path writes: round, slip, legs, ledger, rolling, points', async () => {
    const before = await balancesOf(t, 'member01');
    // The full path: each call on a session token the server has not seen yet.
    const judged = evolution.debit({ id: 'same-j-d', ref: 'same-j-r', round: 'same-j', amount: 20_000 });
    expect((await pamOf(await unseen()).add(String(member), judged)).body.status).toBe('OK');
    expect(
      (
        await pamOf(await unseen()).add(
          String(member),
          evolution.credit({ id: 'same-j-c', ref: 'same-j-r', round: 'same-j', amount: 35_000 }),
        )
      ).body.status,
    ).toBe('OK');
    // The fast path's statements, called as fastTransaction calls them.
    const stake = await one(
      stakeCall(evolution.debit({ id: 'same-f-d', ref: 'same-f-r', round: 'same-f', amount: 20_000 })),
    );
    const paid = await one(
      payCall(evolution.credit({ id: 'same-f-c', ref: 'same-f-r', round: 'same-f', amount: 35_000 })),
    );
    expect(stake?.cash).toBe(before.cash + 15_000 - 20_000);
    expect(paid?.cash).toBe(before.cash + 2 * 15_000);

    const fast = await roundRows('same-f');
    const full = await roundRows('same-j');
    expect(fast).toEqual(full);
    // What the comparison stands on: a closed slip that earned points and its partners' rolling.
    expect(full.slip).toMatchObject({ status: 'WIN', stake: 20_000, payout: 35_000, settled_at: 'set' });
    expect(full.legs).toEqual([{ leg_no: 1, market: 'bet', pick: '<round>-r', odds: 0, outcome: 'WIN' }]);
    expect(full.points).toEqual([
      expect.objectContaining({ kind: 'point.accrual', entries: [expect.any(Number), expect.any(Number)] }),
    ]);
    expect(full.points[0]!.entries[1]).toBeGreaterThan(0);
    expect(full.rolling.length).toBeGreaterThan(0);
    // The provider's own time is kept with what no column holds.
    expect(full.transactions.map((x) => x.body)).toEqual([
      { transactionDateTime: '2026-11-25T00:00:00Z' },
      { transactionDateTime: '2026-11-25T00:00:00Z' },
    ]);
    const after = await balancesOf(t, 'member01');
    expect(after.point - before.point).toBe(2 * full.points[0]!.entries[1]!);
    expect(await verify(t.database.db)).toEqual({ ok: true, violations: [] });
  });

  it('a second stake in a round adds a leg; a payout that leaves the round open settles nothing', async () => {
    await one(stakeCall(evolution.debit({ id: 'two-d1', ref: 'two-r1', round: 'two', amount: 1_000 })));
    await one(stakeCall(evolution.debit({ id: 'two-d2', ref: 'two-r2', round: 'two', amount: 2_000 })));
    await one(
      payCall({ ...evolution.credit({ id: 'two-c1', ref: 'two-r1', round: 'two', amount: 500 }), isGameOver: false }),
    );
    const open = await roundRows('two');
    expect(open.round).toMatchObject({ stake: 3_000, payout: 500, status: 'OPEN', ended_at: null });
    expect(open.slip).toMatchObject({ stake: 3_000, payout: 500, status: 'BET', settled_at: null });
    expect(open.legs.map((l) => [l.leg_no, l.outcome])).toEqual([
      [1, 'PENDING'],
      [2, 'PENDING'],
    ]);
    expect([open.points, open.rolling]).toEqual([[], []]);
    await one(payCall(evolution.credit({ id: 'two-c2', ref: 'two-r2', round: 'two', amount: 0 })));
    const closed = await roundRows('two');
    expect(closed.slip).toMatchObject({ status: 'LOSE', payout: 500, settled_at: 'set' });
    expect(closed.legs.map((l) => l.outcome)).toEqual(['LOSE', 'LOSE']);
    expect(closed.points).toHaveLength(1);
  });

  it('answers each call of a batch its own result: a call sent to the full path leaves no trace, the others stand', async () => {
    const [cash, cash2] = [(await balancesOf(t, 'member01')).cash, (await balancesOf(t, 'member02')).cash];
    // member01's second call of the batch is judged in full (the batcher sends one call per member).
    const answers = await batch([
      stakeCall(evolution.debit({ id: 'b-d1', ref: 'b-r1', round: 'b-g1', amount: 4_000 })),
      stakeCall(evolution.debit({ id: 'b-d3', ref: 'b-r3', round: 'b-g3', amount: 5_000 })),
      stakeCall(evolution.debit({ id: 'b-d2', ref: 'b-r2', round: 'b-g2', amount: 6_000 }), new Date(), second),
      payCall(evolution.credit({ id: 'b-c9', ref: 'b-r9', round: 'nowhere', amount: 1 }), new Date(), third),
    ]);
    expect(answers.map((a) => a?.cash)).toEqual([cash - 4_000, undefined, cash2 - 6_000, undefined]);
    expect([(await balancesOf(t, 'member01')).cash, (await balancesOf(t, 'member02')).cash]).toEqual([
      cash - 4_000,
      cash2 - 6_000,
    ]);
    const rows = await t.database.db
      .selectFrom('pam_transactions')
      .select(['provider_tx_id', 'amount'])
      .where('provider_tx_id', 'in', ['b-d1', 'b-d2', 'b-d3', 'b-c9'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { provider_tx_id: 'b-d1', amount: 4_000 },
      { provider_tx_id: 'b-d2', amount: 6_000 },
    ]);
    // The round the refused stake would have opened is not left behind.
    expect(
      await t.database.db
        .selectFrom('pam_rounds')
        .select('round_id')
        .where('round_id', 'in', ['b-g1', 'b-g2', 'b-g3'])
        .orderBy('round_id')
        .execute(),
    ).toEqual([{ round_id: 'b-g1' }, { round_id: 'b-g2' }]);
    expect(await verify(t.database.db)).toEqual({ ok: true, violations: [] });
  });

  it('sends the whole batch to the full path, having written nothing, when two of its calls take one transaction id', async () => {
    const db = t.database.db;
    const cash = await Promise.all(
      ['member01', 'member02', 'member03'].map(async (m) => (await balancesOf(t, m)).cash),
    );
    // Two members' stakes under one provider transaction id: pam_transactions' key refuses the second
    // (23505), and the stake batcher answers every call of the lost batch undefined (db/tickBatcher.ts).
    await expect(
      batch([
        stakeCall(evolution.debit({ id: 'dup-tx', ref: 'dup-r1', round: 'dup-g1', amount: 1_000 })),
        stakeCall(evolution.debit({ id: 'dup-tx', ref: 'dup-r2', round: 'dup-g2', amount: 2_000 }), new Date(), second),
        stakeCall(evolution.debit({ id: 'dup-ok', ref: 'dup-r3', round: 'dup-g3', amount: 3_000 }), new Date(), third),
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    expect(
      await Promise.all(['member01', 'member02', 'member03'].map(async (m) => (await balancesOf(t, m)).cash)),
    ).toEqual(cash);
    expect(
      await db
        .selectFrom('pam_transactions')
        .select('id')
        .where('provider_tx_id', 'in', ['dup-tx', 'dup-ok'])
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('pam_rounds').select('id').where('round_id', 'in', ['dup-g1', 'dup-g2', 'dup-g3']).execute(),
    ).toEqual([]);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
  });

  it("a batch accrues the rolling of each slip it settles under the slip's own source and site day (vendor_slips_settle.sql)", async () => {
    await one(stakeCall(evolution.debit({ id: 'roll-a-d', ref: 'roll-a-r', round: 'roll-a', amount: 10_000 })));
    await one(payCall(evolution.credit({ id: 'roll-a-c', ref: 'roll-a-r', round: 'roll-a', amount: 0 })));
    await batch([
      stakeCall(evolution.debit({ id: 'roll-x-d', ref: 'roll-x-r', round: 'roll-x', amount: 10_000 })),
      stakeCall(
        evolution.debit({ id: 'roll-y-d', ref: 'roll-y-r', round: 'roll-y', amount: 10_000 }),
        new Date(),
        second,
      ),
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const answers = await batch([
      payCall(evolution.credit({ id: 'roll-x-c', ref: 'roll-x-r', round: 'roll-x', amount: 0 })),
      payCall(evolution.credit({ id: 'roll-z-c', ref: 'roll-z-r', round: 'nowhere', amount: 0 }), new Date(), third),
      payCall(evolution.credit({ id: 'roll-y-c', ref: 'roll-y-r', round: 'roll-y', amount: 0 }), tomorrow, second),
    ]);
    expect(answers.map((a) => a === undefined)).toEqual([false, true, false]);
    const [alone, x, y] = await Promise.all([roundRows('roll-a'), roundRows('roll-x'), roundRows('roll-y')]);
    expect(alone.rolling.length).toBeGreaterThan(0);
    expect(x.rolling).toEqual(alone.rolling);
    const day = siteDay(tomorrow, t.config.SITE_TZ_OFFSET_MINUTES);
    expect(y.rolling).toEqual(alone.rolling.map((r) => ({ ...r, day: expect.anything() })));
    const days = await sql<{
      day: string;
    }>`select distinct ra.day::text as day from rolling_accrued ra join pam_rounds r on ra.source = 'bet:' || r.bet_id where r.round_id = 'roll-y'`.execute(
      t.database.db,
    );
    expect(days.rows).toEqual([{ day }]);
    expect(await verify(t.database.db)).toEqual({ ok: true, violations: [] });
  });

  it('sends to the full path, having changed nothing, a replay, a round it does not know and a slip a partner may insure', async () => {
    const db = t.database.db;
    const counts = async () =>
      (
        await sql<{
          n: string;
        }>`select (select count(*) from pam_transactions) || '/' || (select count(*) from ledger_transactions) || '/' || (select count(*) from rolling_accrued) || '/' || (select count(*) from bet_legs) as n`.execute(
          db,
        )
      ).rows[0]!.n;
    expect(
      await one(stakeCall(evolution.debit({ id: 'ins-d', ref: 'ins-r', round: 'ins', amount: 30_000 }))),
    ).toBeDefined();
    const before = await counts();
    const cash = (await balancesOf(t, 'member01')).cash;
    expect(
      await one(stakeCall(evolution.debit({ id: 'ins-d', ref: 'ins-r', round: 'ins', amount: 30_000 }))),
    ).toBeUndefined();
    expect(
      await one(payCall(evolution.credit({ id: 'ins-c', ref: 'ins-r', round: 'elsewhere', amount: 1 }))),
    ).toBeUndefined();
    // The partner just above member01 insures casino slips: the full path weighs and books it.
    const path = (await db.selectFrom('members').select('path').where('id', '=', member).executeTakeFirstOrThrow())
      .path;
    const partner = Number(path.split('/').filter(Boolean).at(-2));
    await db
      .insertInto('insurance_settings')
      .values({
        partner_id: partner,
        site_id: 'demo',
        enabled: true,
        game_groups: ['casino'],
        standard_amount: 0,
        rate_bp: 5_000,
      })
      .execute();
    const credit = evolution.credit({ id: 'ins-c', ref: 'ins-r', round: 'ins', amount: 0 });
    expect(await one(payCall(credit))).toBeUndefined();
    expect(await counts()).toBe(before);
    expect((await balancesOf(t, 'member01')).cash).toBe(cash);
    const judged = await pamOf(await unseen()).add(String(member), credit);
    expect(judged.body.status).toBe('OK');
    expect(await db.selectFrom('insured_bets').select('partner_id').execute()).toEqual([{ partner_id: partner }]);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
  });
});
