import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { PaidRow } from '../../../src/server/modules/vendors/pam/fastPath';
import { PamCode } from '../../../src/server/modules/vendors/pam/errors';
import { systemClock } from '../../../src/server/deps';
import { onBoth, openPathPair, type PathPair } from '../../support/pathsAgree';
import { roundRows } from '../../support/roundRows';
import type { TestApp } from '../../support/testApp';
import { memberIdOf } from '../../support/moneyFixtures';
import { evolution, openSession, pamClient, type PamAnswer } from '../../support/pamClient';
import { fundedMember, grantRequirement, wageringRows } from '../../support/wagering';

/**
 * The PAM's two paths held together (docs/architecture/fast-paths.md, PAM): the two apps of
 * openPathPair (one with its fast paths, one that judges every call on its full path) take the
 * same calls. One row per rule: where the full path refuses, the fast app's fast
 * attempt hands the call over having written nothing, and both answer the rule's PAM code; where
 * both write, every row written is equal (the rounds' rows by roundRows, every balance, every
 * table's count) and the ledger verifies.
 */
let pair: PathPair;
let fast: TestApp;
let full: TestApp;
/** The fast app's fast attempts, in order: each one's answer (undefined: handed over, nothing written). */
const attempts: (PaidRow | undefined)[] = [];

/**
 * What a database holds, in counts and balances, and the wagering the stakes advanced: two databases
 * that took the same calls hold the same.
 */
async function footprint(t: TestApp) {
  const { rows } = await sql<{ n: string }>`select concat_ws('/',
      (select count(*) from pam_transactions), (select count(*) from pam_rounds), (select count(*) from ledger_transactions),
      (select count(*) from ledger_entries), (select count(*) from bets), (select count(*) from bet_legs),
      (select count(*) from rolling_accrued), (select count(*) from insured_bets)) as n`.execute(t.database.db);
  const balances = await t.database.db
    .selectFrom('accounts')
    .select(['member_id', 'asset', 'balance'])
    .where('member_id', 'is not', null)
    .orderBy('id')
    .execute();
  return { counts: rows[0]!.n, balances, wagering: await wageringRows(t.database.db) };
}

/** A member made alike on both apps (same id, under member01's partner), with cash of its own. */
async function newMember(memId: string): Promise<number> {
  const ids = await onBoth(pair, (t) => fundedMember(t, memId, 1_000_000));
  expect(ids[0]).toBe(ids[1]);
  return ids[0]!;
}

/** One member's PAM session on each app, known to the fast app's fast path (its facts remembered by a look-up). */
interface Seat {
  member: number;
  fast: { token: string };
  full: { token: string };
}
async function seat(memId: string, gameId = ''): Promise<Seat> {
  const member = await memberIdOf(fast, memId);
  const open = async (t: TestApp) => {
    const { token } = await openSession(t.app, member, { group: 'casino', procId: 120, provider: 'evolution', gameId });
    expect((await pamClient(t.app, { token, provider: 'evolution' }).session()).body.status).toBe('OK');
    return { token };
  };
  return { member, fast: await open(fast), full: await open(full) };
}

type Answered = 'OK' | PamCode;
const outcome = (a: PamAnswer) => ({
  status: a.status,
  code: a.body.error?.code ?? a.body.status,
  cash: a.body.transactionResult?.balance?.cashAmount,
});

/**
 * Sends one call to both apps. Both answer `expected` with the same balance. `fast`: the fast app's
 * fast attempt answered it; otherwise any fast attempt handed the call over (and wrote nothing:
 * the spy in beforeAll holds that).
 */
async function send(s: Seat, body: Record<string, unknown>, expected: Answered, how: 'fast' | 'full' = 'full') {
  const tried = attempts.length;
  const [onFast, onFull] = [
    await pamClient(fast.app, { token: s.fast.token, provider: 'evolution' }).add(String(s.member), body),
    await pamClient(full.app, { token: s.full.token, provider: 'evolution' }).add(String(s.member), body),
  ];
  expect(outcome(onFull).code).toBe(expected);
  expect(outcome(onFast)).toEqual(outcome(onFull));
  const own = attempts.slice(tried);
  if (how === 'fast') expect(own.map((a) => a !== undefined)).toEqual([true]);
  else expect(own.filter((a) => a !== undefined)).toEqual([]);
}

/** The same change of state on both apps. */
const both = (change: (t: TestApp) => Promise<unknown>) => onBoth(pair, change);

/** Both databases hold the same rows: every round named (all its rows), every balance and table count; both ledgers verify. */
async function sameRows(rounds: readonly string[]) {
  for (const round of rounds) {
    const exists = async (t: TestApp) =>
      !!(await t.database.db.selectFrom('pam_rounds').select('id').where('round_id', '=', round).executeTakeFirst());
    const there = await exists(full);
    expect(await exists(fast)).toBe(there);
    if (there) expect(await roundRows(fast.database.db, round)).toEqual(await roundRows(full.database.db, round));
  }
  expect(await footprint(fast)).toEqual(await footprint(full));
  for (const t of [fast, full]) expect(await verify(t.database.db)).toEqual({ ok: true, violations: [] });
}

beforeAll(async () => {
  pair = await openPathPair(systemClock);
  ({ fast, full } = pair);
  // The demo members wager bonuses (docs/domains/wagering.md): every stake and cancel below moves
  // them, and both paths must move them alike. member02's completes along the way.
  await both(async (t) => {
    for (const [memId, toWager] of [
      ['member01', 100_000_000],
      ['member02', 500],
    ] as const)
      await grantRequirement(t.database.db, {
        memberId: await memberIdOf(t, memId),
        source: `test:${memId}`,
        toWager,
        weights: { casino: 2_500, slot: 10_000 },
      });
  });
  const paths = fast.app.deps.fastPaths!;
  const batch = paths.pamCalls;
  paths.pamCalls = async (call) => {
    const before = await footprint(fast);
    const answer = await batch(call);
    if (!answer) expect(await footprint(fast)).toEqual(before);
    attempts.push(answer);
    return answer;
  };
}, 300_000);
afterAll(() => pair?.close());

const debit = (r: string, amount: number, n = 1) =>
  evolution.debit({ id: `${r}-d${n}`, ref: `${r}-b${n}`, round: r, amount });
const credit = (r: string, amount: number, n = 1) =>
  evolution.credit({ id: `${r}-c${n}`, ref: `${r}-b${n}`, round: r, amount });
const cancel = (r: string, n = 1) => evolution.cancel({ id: `${r}-x${n}`, ref: `${r}-b${n}`, round: r, amount: 0 });

describe('the PAM paths agree, rule by rule', () => {
  let lobby: Seat;
  beforeAll(async () => {
    lobby = await seat('member01');
  });

  it('round, slip and legs, the ledger rows and their request hashes, the result WIN, points and rolling', async () => {
    await send(lobby, debit('win', 20_000), 'OK', 'fast');
    await send(lobby, credit('win', 35_000), 'OK', 'fast');
    await sameRows(['win']);
    const rows = await roundRows(fast.database.db, 'win');
    expect(rows.slip).toMatchObject({ status: 'WIN', stake: 20_000, payout: 35_000 });
    expect(rows.points[0]!.entries[1]).toBeGreaterThan(0);
    expect(rows.rolling.length).toBeGreaterThan(0);
  });

  it("wagering: a round's stakes advance the requirement, a cancel of one takes back exactly its part", async () => {
    const wagered = async (t: TestApp) =>
      Number(
        (
          await t.database.db
            .selectFrom('wagering_requirements')
            .select('wagered')
            .where('source', '=', 'test:member01')
            .executeTakeFirstOrThrow()
        ).wagered,
      );
    const before = await wagered(full);
    await send(lobby, debit('wag', 4_001, 1), 'OK', 'fast');
    await send(lobby, debit('wag', 3_001, 2), 'OK', 'fast');
    expect(await wagered(full)).toBe(before + Math.floor((7_002 * 2_500) / 10_000));
    await sameRows(['wag']);
    await send(lobby, cancel('wag', 2), 'OK');
    expect(await wagered(full)).toBe(before + Math.floor((4_001 * 2_500) / 10_000));
    await send(lobby, credit('wag', 0), 'OK', 'fast');
    expect(await wagered(full)).toBe(before + Math.floor((4_001 * 2_500) / 10_000));
    await sameRows(['wag']);
  });

  it('the result LOSE and TIE', async () => {
    await send(lobby, debit('lose', 10_000), 'OK', 'fast');
    await send(lobby, credit('lose', 0), 'OK', 'fast');
    await send(lobby, debit('tie', 5_000), 'OK', 'fast');
    await send(lobby, credit('tie', 5_000), 'OK', 'fast');
    await sameRows(['lose', 'tie']);
    expect((await roundRows(full.database.db, 'tie')).slip?.status).toBe('TIE');
  });

  it('two stakes of a round, a payout that leaves it open, then the payout that closes it', async () => {
    await send(lobby, debit('two', 1_000, 1), 'OK', 'fast');
    await send(lobby, debit('two', 2_000, 2), 'OK', 'fast');
    await send(lobby, { ...credit('two', 500, 1), isGameOver: false }, 'OK', 'fast');
    await sameRows(['two']);
    await send(lobby, credit('two', 0, 2), 'OK', 'fast');
    await sameRows(['two']);
  });

  it('a payout with bonus and promo amounts pays their sum', async () => {
    await send(lobby, debit('sum', 2_000), 'OK', 'fast');
    await send(lobby, { ...credit('sum', 1_000), bonusAmount: 300, promoAmount: 200 }, 'OK', 'fast');
    await sameRows(['sum']);
    expect((await roundRows(full.database.db, 'sum')).slip).toMatchObject({ payout: 1_500, status: 'LOSE' });
  });

  it('a stake of nothing, and one that closes its round, are written by the full path alike', async () => {
    await send(lobby, debit('nil', 0), 'OK');
    await send(lobby, { ...debit('ends', 3_000), isGameOver: true }, 'OK');
    await sameRows(['nil', 'ends']);
  });

  it('currency, fractions, negative amounts, bonus and promo on a stake', async () => {
    await send(lobby, { ...debit('cur', 100), currency: 'USD' }, PamCode.TransCurrency);
    await send(lobby, debit('frac', 100.5), PamCode.Undefined);
    await send(lobby, debit('neg', -5), PamCode.NegativeStake);
    await send(lobby, { ...debit('bonus', 100), bonusAmount: 10 }, PamCode.BonusOverdraft);
    await send(lobby, { ...debit('promo', 100), promoAmount: 10 }, PamCode.PromoOverdraft);
    await sameRows(['cur', 'frac', 'neg', 'bonus', 'promo']);
  });

  it('a game of another session', async () => {
    const table = await seat('member01', 'demo-baccarat');
    await send(table, { ...debit('game', 100), providerGameId: 'another-game' }, PamCode.GameNotFound);
    await send(table, debit('game', 100), 'OK', 'fast');
    await sameRows(['game']);
  });

  it('a session ended by staff refuses stakes and still pays its round', async () => {
    const s = await seat('member01');
    await send(s, debit('ended', 1_000), 'OK', 'fast');
    await both((t) =>
      t.database.db
        .updateTable('game_sessions')
        .set({ ended_at: new Date(), end_reason: 'flag_off' })
        .where('member_id', '=', s.member)
        .where('ended_at', 'is', null)
        .execute(),
    );
    await send(s, debit('ended', 1_000, 2), PamCode.BetNotAllowed);
    await send(s, credit('ended', 2_500), 'OK', 'fast');
    await sameRows(['ended']);
    lobby = await seat('member01');
  });

  it('a rotated session is not found; an expired one refuses stakes and still pays', async () => {
    const s = await seat('member01');
    await send(s, debit('rot', 1_000), 'OK', 'fast');
    for (const [t, side] of [
      [fast, s.fast],
      [full, s.full],
    ] as const)
      expect((await pamClient(t.app, { token: side.token, provider: 'evolution' }).refresh()).body.status).toBe('OK');
    await send(s, debit('rot', 1_000, 2), PamCode.SessionNotFound);
    const e = await seat('member01');
    await send(e, debit('exp', 1_000), 'OK', 'fast');
    await both((t) =>
      t.database.db
        .updateTable('game_sessions')
        .set({ expires_at: new Date(Date.now() - 1_000) })
        .where('member_id', '=', e.member)
        .where('ended_at', 'is', null)
        .execute(),
    );
    await send(e, debit('exp', 1_000, 2), PamCode.SessionExpired);
    await send(e, credit('exp', 0), 'OK', 'fast');
    await sameRows(['rot', 'exp']);
    lobby = await seat('member01');
  });

  it.each([
    ['may not bet', { can_bet: false }, { can_bet: true }],
    ['locked', { locked: true }, { locked: false }],
    ['casino closed', { casino_open: false }, { casino_open: true }],
  ] as const)('a member who %s', async (name, barred, restored) => {
    const r = `flag-${name.replace(/\s/g, '')}`;
    await both((t) => t.database.db.updateTable('members').set(barred).where('id', '=', lobby.member).execute());
    await send(lobby, debit(r, 1_000), PamCode.BetNotAllowed);
    await both((t) => t.database.db.updateTable('members').set(restored).where('id', '=', lobby.member).execute());
    await send(lobby, debit(r, 1_000), 'OK', 'fast');
    await sameRows([r]);
  });

  it('responsible play: a stake past a limit is refused, one within it is written by the full path; an excluded member may not bet', async () => {
    const memberId = await newMember('limited01');
    const s = await seat('limited01');
    await both((t) =>
      t.database.db
        .insertInto('member_limits')
        .values({ member_id: memberId, kind: 'stake', period: 'day', source: 'staff', amount: 1_000 })
        .execute(),
    );
    await send(s, debit('lim', 2_000), PamCode.BetNotAllowed);
    await send(s, debit('lim', 500), 'OK');
    await send(s, credit('lim', 800), 'OK', 'fast');
    const excluded = await newMember('excluded01');
    const x = await seat('excluded01');
    await both((t) =>
      t.database.db
        .insertInto('member_exclusions')
        .values({
          member_id: excluded,
          kind: 'cooloff',
          starts_at: new Date(Date.now() - 1_000),
          ends_at: new Date(Date.now() + 86_400_000),
        })
        .execute(),
    );
    await send(x, debit('excl', 500), PamCode.BetNotAllowed);
    await sameRows(['lim', 'excl']);
  });

  it('round state: a stake on a closed round, a payout of no round, of a closed round, of a round without its stake', async () => {
    await send(lobby, debit('closed', 1_000), 'OK', 'fast');
    await send(lobby, credit('closed', 0), 'OK', 'fast');
    await send(lobby, debit('closed', 1_000, 2), PamCode.TransAlreadySettled);
    await send(lobby, { ...credit('closed', 10, 3), providerBetRef: 'closed-b1' }, PamCode.TransAlreadySettled);
    await send(lobby, credit('nowhere', 10), PamCode.TransNotFound);
    await send(lobby, { ...credit('noround', 10), providerRoundId: undefined }, PamCode.TransNotFound);
    await send(lobby, debit('ref', 1_000), 'OK', 'fast');
    await send(lobby, credit('ref', 10, 2), PamCode.TransNotFound);
    await sameRows(['closed', 'nowhere', 'ref']);
  });

  it('a round of another player, a replay and a duplicate transaction id', async () => {
    const other = await seat('member02');
    await send(other, debit('theirs', 1_000), 'OK', 'fast');
    await send(lobby, debit('theirs', 1_000, 2), PamCode.DuplicateTrans);
    await send(lobby, debit('replay', 4_000), 'OK', 'fast');
    await send(lobby, debit('replay', 4_000), 'OK');
    await send(lobby, debit('replay', 4_500), PamCode.DuplicateTrans);
    await send(lobby, credit('replay', 1_000), 'OK', 'fast');
    await send(lobby, credit('replay', 1_000), 'OK');
    await sameRows(['theirs', 'replay']);
  });

  it('a cancel after its stake refunds it (its payout then refused); one before it is remembered and the late stake refused; one after the payout refused', async () => {
    await send(lobby, debit('after', 3_000), 'OK', 'fast');
    await send(lobby, cancel('after'), 'OK');
    await send(lobby, credit('after', 100), PamCode.TransAlreadyCancelled);
    await send(lobby, { ...cancel('after', 2), providerBetRef: 'after-b1' }, PamCode.TransAlreadyCancelled);
    await send(lobby, cancel('before'), PamCode.CancelNotFound);
    await send(lobby, debit('before', 3_000), PamCode.TransAlreadyCancelled);
    await send(lobby, debit('before', 3_000), PamCode.TransAlreadyCancelled);
    await send(lobby, debit('paid', 3_000), 'OK', 'fast');
    await send(lobby, credit('paid', 100), 'OK', 'fast');
    await send(lobby, cancel('paid'), PamCode.TransAlreadySettled);
    await sameRows(['after', 'before', 'paid']);
  });

  it('cash cover', async () => {
    const cash = (await fast.database.db
      .selectFrom('accounts')
      .select('balance')
      .where('member_id', '=', lobby.member)
      .where('asset', '=', 'cash')
      .executeTakeFirstOrThrow())!.balance!;
    await send(lobby, debit('cover', cash + 1), PamCode.CashOverdraft);
    await send(lobby, debit('cover', cash), 'OK', 'fast');
    await send(lobby, credit('cover', cash), 'OK', 'fast');
    await sameRows(['cover']);
  });

  it('a slip a partner insures is settled by the full path: its shares booked alike', async () => {
    const path = (
      await fast.database.db
        .selectFrom('members')
        .select('path')
        .where('id', '=', lobby.member)
        .executeTakeFirstOrThrow()
    ).path;
    const partner = Number(path.split('/').filter(Boolean).at(-2));
    await both((t) =>
      t.database.db
        .insertInto('insurance_settings')
        .values({
          partner_id: partner,
          site_id: DEMO.siteId,
          enabled: true,
          game_groups: ['casino'],
          standard_amount: 0,
          rate_bp: 5_000,
        })
        .execute(),
    );
    await send(lobby, debit('ins', 30_000), 'OK', 'fast');
    await send(lobby, credit('ins', 0), 'OK');
    await send(lobby, debit('ins-tie', 30_000), 'OK', 'fast');
    await send(lobby, credit('ins-tie', 30_000), 'OK', 'fast');
    await sameRows(['ins', 'ins-tie']);
    const insured = (t: TestApp) =>
      t.database.db.selectFrom('insured_bets').select(['partner_id', 'member_id', 'game_group']).execute();
    expect(await insured(fast)).toEqual([{ partner_id: partner, member_id: lobby.member, game_group: 'casino' }]);
    expect(await insured(full)).toEqual(await insured(fast));
    await both((t) => t.database.db.deleteFrom('insurance_settings').where('partner_id', '=', partner).execute());
  });
});

/** One call of a random stream, by the members' seats (0, 1) and rounds named by their number. */
type Op =
  | { op: 'stake'; seat: number; round: number; amount: number; ends: boolean }
  | { op: 'payout'; seat: number; round: number; amount: number; closes: boolean }
  | { op: 'cancel'; seat: number; round: number; stake: number }
  | { op: 'replay'; call: number }
  | { op: 'limit'; seat: number; amount: number | null };

const ops: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('stake' as const),
      seat: fc.nat(1),
      round: fc.nat(3),
      amount: fc.integer({ min: 0, max: 40_000 }),
      ends: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('payout' as const),
      seat: fc.nat(1),
      round: fc.nat(3),
      amount: fc.integer({ min: 0, max: 60_000 }),
      closes: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('cancel' as const), seat: fc.nat(1), round: fc.nat(3), stake: fc.nat(6) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('replay' as const), call: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('limit' as const),
      seat: fc.nat(1),
      amount: fc.option(fc.integer({ min: 1, max: 50_000 })),
    }),
  },
);

describe('the PAM paths agree on random call streams', () => {
  let seats: Seat[];
  beforeAll(async () => {
    await newMember('stream01');
    await newMember('stream02');
    seats = [await seat('stream01'), await seat('stream02')];
  });

  it('stakes, payouts, cancels, replays and limits changed midway leave the same balances, slips, PAM transactions and ledger rows', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 1, maxLength: 16 }), async (stream) => {
        const p = `s${run++}`;
        const sent: { seat: Seat; body: Record<string, unknown> }[] = [];
        let n = 0;
        for (const o of stream) {
          n++;
          if (o.op === 'limit') {
            const member = seats[o.seat]!.member;
            await both(async (t) => {
              await t.database.db.deleteFrom('member_limits').where('member_id', '=', member).execute();
              if (o.amount !== null)
                await t.database.db
                  .insertInto('member_limits')
                  .values({ member_id: member, kind: 'stake', period: 'day', source: 'staff', amount: o.amount })
                  .execute();
            });
            continue;
          }
          const call =
            o.op === 'replay'
              ? sent[o.call % Math.max(sent.length, 1)]
              : {
                  seat: seats[o.seat]!,
                  body:
                    o.op === 'stake'
                      ? { ...debit(`${p}-r${o.round}`, o.amount, n), isGameOver: o.ends }
                      : o.op === 'payout'
                        ? { ...credit(`${p}-r${o.round}`, o.amount, n), isGameOver: o.closes }
                        : { ...cancel(`${p}-r${o.round}`, n), providerBetRef: `${p}-r${o.round}-b${o.stake}` },
                };
          if (!call) continue;
          sent.push(call);
          const [onFast, onFull] = [
            await pamClient(fast.app, { token: call.seat.fast.token, provider: 'evolution' }).add(
              String(call.seat.member),
              call.body,
            ),
            await pamClient(full.app, { token: call.seat.full.token, provider: 'evolution' }).add(
              String(call.seat.member),
              call.body,
            ),
          ];
          expect(outcome(onFast)).toEqual(outcome(onFull));
        }
        await sameRows([0, 1, 2, 3].map((r) => `${p}-r${r}`));
      }),
      { numRuns: 30 },
    );
    await both((t) =>
      t.database.db
        .deleteFrom('member_limits')
        .where(
          'member_id',
          'in',
          seats.map((s) => s.member),
        )
        .execute(),
    );
  }, 120_000);
});
