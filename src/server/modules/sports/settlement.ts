import type { SportsPush, SportsScore } from '../../../shared/api/sports';
import { sportsTopic } from '../../../shared/api/sports';
import { siteDay } from '../../../shared/dates';
import { ResultCode } from '../../../shared/resultCodes';
import { legOutcome } from '../../../shared/sports/outcome';
import { settleSportsSlip } from '../../../shared/sports/payout';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { stakeAccruals } from '../bets/accruals';
import { rebookInsurance } from '../insurance/correction';
import { payAndRecord, type SettledResult } from '../bets/settlement';
import { LedgerKind, inMoneyTransaction, vendorAccount, type MoneyTx, type PostInput } from '../ledger/service';
import { accrueRolling } from '../rolling/service';
import { scoreOf, toMarket } from './board';
import {
  decideFixtureLegs,
  fixtureMarkets,
  lockFixture,
  markReopened,
  markSettled,
  recordResult,
  rewriteSlipResults,
  slipsWithLegs,
  type FixtureDbRow,
  type LegDecision,
  type SportsSlipLegs,
} from './settlementRepo';
import { SPORTS_LEDGER_VENDOR } from './vendor';
import { holdSettlingMembers } from './slipRepo';
import { takeBackRefunded } from '../bonuses/wagering';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

/** A withdrawn result, in place of a score: every leg on the fixture waits again. */
export const ROLLBACK = 'rollback' as const;

export interface FixtureResultInput {
  /**
   * resulted with a score; postponed or cancelled void every leg; rollback (no score) withdraws the
   * result in force (docs/domains/sportsbook.md#in-play): its legs wait again and its settled slips
   * go back to open with their payouts taken back.
   */
  state: 'resulted' | 'postponed' | 'cancelled' | 'rollback';
  score: SportsScore | null;
  /** feed:<source> or the staff actor. */
  enteredBy: string;
}

export interface SettleSummary {
  fixtureId: number;
  resultVersion: number;
  /** Slips settled for the first time, and what they were paid. */
  settled: number;
  paid: number;
  /** Slips settled before whose result changed with this version: payouts reversed and re-posted. */
  corrected: number;
  reversed: number;
  reposted: number;
}

const vendor = vendorAccount(SPORTS_LEDGER_VENDOR.group, SPORTS_LEDGER_VENDOR.procId);

/** Each pick of each market decided on the score (null: the fixture is void; ROLLBACK: none decided, each waits again). */
export function decisionsFor(
  markets: Awaited<ReturnType<typeof fixtureMarkets>>,
  score: SportsScore | null | typeof ROLLBACK,
): LegDecision[] {
  return markets.flatMap((m) =>
    m.odds.map((o) => ({
      marketId: m.id,
      pick: o.pick,
      outcome: score === ROLLBACK ? ('PENDING' as const) : legOutcome(m.type, o.pick, m.line, score),
    })),
  );
}

const currentScore = (f: FixtureDbRow): SportsScore | null =>
  f.state === 'postponed' || f.state === 'cancelled' ? null : scoreOf(f);

/** The result in force was withdrawn: no leg on the fixture is decided (migration 2810). */
const rolledBack = (f: FixtureDbRow): boolean => f.state === 'closed' && f.result_version > 0 && f.score_home === null;

/**
 * A slip settled before, whose result changed: its earlier payout reversed (key
 * sports:payout:<slip>:v<version>:reverse, naming the payout it takes back) and the new one posted
 * (sports:payout:<slip>:v<version>). The new payouts come first in the batch, so a member only needs
 * to hold the net difference; one who cannot refuses the correction (B7008) and nothing moves.
 * Insured slips re-book their partner's payout share first (docs/domains/insurance.md).
 */
async function repost(
  m: MoneyTx,
  version: number,
  changed: readonly { slip: SportsSlipLegs; status: SettledResult['status'] | 'BET'; payout: number }[],
  now: Date,
) {
  await rebookInsurance(
    m,
    version,
    changed.map((c) => ({ id: c.slip.id, member_id: c.slip.member_id, payout: c.payout })),
    now,
  );
  const pay: PostInput[] = changed
    .filter((c) => c.payout > 0)
    .map((c) => ({
      siteId: c.slip.site_id,
      idempotencyKey: `sports:payout:${c.slip.id}:v${version}`,
      kind: LedgerKind.BetPayout,
      meta: { betId: c.slip.id, version },
      postings: [
        { account: { system: vendor, asset: 'cash' }, amount: -c.payout },
        { account: { member: c.slip.member_id, asset: 'cash' }, amount: c.payout },
      ],
    }));
  const reverse: PostInput[] = changed
    .filter((c) => c.slip.payout > 0 && c.slip.payout_txn_id !== null)
    .map((c) => ({
      siteId: c.slip.site_id,
      idempotencyKey: `sports:payout:${c.slip.id}:v${version}:reverse`,
      kind: LedgerKind.BetPayoutReverse,
      meta: { betId: c.slip.id, version, reverses: c.slip.payout_txn_id },
      insufficient: ResultCode.SportsResettleShortfall,
      postings: [
        { account: { member: c.slip.member_id, asset: 'cash' }, amount: -c.slip.payout },
        { account: { system: vendor, asset: 'cash' }, amount: c.slip.payout },
      ],
    }));
  const posted = await m.postBatch([...pay, ...reverse]);
  const txnOf = new Map(pay.map((p, i) => [(p.meta as { betId: number }).betId, posted[i]!.transactionId]));
  await rewriteSlipResults(
    m.trx,
    changed.map((c) => ({
      id: c.slip.id,
      status: c.status,
      payout: c.payout,
      payoutTxnId: txnOf.get(c.slip.id) ?? null,
    })),
    now,
  );
  // A correction that voids a slip takes its wagering back, as a first settlement does
  // (bets/settlement.ts); one that un-voids a slip does not count it again.
  await takeBackRefunded(
    m.trx,
    changed.map((c) => ({ id: c.slip.id, status: c.status })),
    now,
  );
  return {
    reversed: reverse.reduce((s, r) => s + -r.postings[0]!.amount, 0),
    reposted: pay.reduce((s, p) => s + p.postings[1]!.amount, 0),
  };
}

/**
 * Settles the locked fixture on its current result, set-based
 * (docs/domains/sportsbook.md#settlement-and-re-settlement): every leg on its markets decided in
 * one statement, each slip whose last leg this was worked out by the shared arithmetic under the
 * payout terms stored with it at placement (folder bonus of the legs that still count) and paid with its point accruals in one ledger batch through
 * the shared payAndRecord, rolling accrued once per result version. Slips settled on an earlier
 * version whose result changed are reversed and re-posted.
 */
async function settleLocked(deps: Deps, m: MoneyTx, fixture: FixtureDbRow, now: Date): Promise<SettleSummary> {
  // §8 B9999: new slips and cancels of these members are refused until this commits.
  await holdSettlingMembers(m.trx, fixture.id);
  const markets = await fixtureMarkets(m.trx, fixture.id);
  const touched = await decideFixtureLegs(
    m.trx,
    fixture.id,
    decisionsFor(markets, rolledBack(fixture) ? ROLLBACK : currentScore(fixture)),
    now,
  );
  const slips = await slipsWithLegs(m.trx, touched);
  const source = `fixture:${fixture.id}:v${fixture.result_version}`;
  // A slip a rollback reopened was settled once: its next result is a correction of that one.
  const firstTime = (s: SportsSlipLegs) => s.status === 'BET' && !s.reopened;

  const results: SettledResult[] = slips.filter(firstTime).flatMap((s) => {
    const r = settleSportsSlip(
      s.stake,
      s.outcomes.map((outcome, i) => ({ outcome, odds: s.odds[i]! })),
      s.terms,
    );
    return r ? [{ ...s, status: r.status, payout: r.payout }] : [];
  });
  const accruals = await stakeAccruals(m.trx, source, 'sports', results);
  const paid = await payAndRecord(m, SPORTS_LEDGER_VENDOR, results, now, { alsoPost: accruals.map((a) => a.input) });
  await accrueRolling(m.trx, {
    source,
    slipIds: results.map((r) => r.id),
    day: siteDay(now, deps.config.SITE_TZ_OFFSET_MINUTES),
  });

  const changed = slips
    .filter((s) => !firstTime(s))
    .flatMap((s) => {
      // null: a leg waits again after a rollback, and the slip is open on nothing paid.
      const r = settleSportsSlip(
        s.stake,
        s.outcomes.map((outcome, i) => ({ outcome, odds: s.odds[i]! })),
        s.terms,
      ) ?? { status: 'BET' as const, payout: 0 };
      return r.payout !== s.payout || r.status !== s.status ? [{ slip: s, status: r.status, payout: r.payout }] : [];
    });
  const money = changed.length ? await repost(m, fixture.result_version, changed, now) : { reversed: 0, reposted: 0 };
  if (rolledBack(fixture)) await markReopened(m.trx, fixture, now);
  else await markSettled(m.trx, fixture, fixture.state === 'postponed' || fixture.state === 'cancelled', now);
  return {
    fixtureId: fixture.id,
    resultVersion: fixture.result_version,
    settled: results.length,
    paid,
    corrected: changed.length,
    ...money,
  };
}

/** Tells open pages the fixture's result and its markets' new states (`/topic/sports/<siteId>`). */
async function publishResult(deps: Deps, siteId: string, fixtureId: number): Promise<void> {
  const fixture = await deps.db
    .selectFrom('sports_fixtures')
    .selectAll()
    .where('id', '=', fixtureId)
    .executeTakeFirstOrThrow();
  const markets = await deps.db.transaction().execute((trx) => fixtureMarkets(trx, fixtureId));
  const body: SportsPush = {
    event: 'result',
    fixtures: [
      {
        fixtureId,
        state: fixture.state,
        score: currentScore(fixture),
        markets: markets.map((x) => {
          const { marketId, state, odds } = toMarket(x);
          return { marketId, state, odds };
        }),
      },
    ],
  };
  deps.bus.publish({ type: 'topic', topic: sportsTopic(siteId), body });
}

const sameEntered = (f: FixtureDbRow, r: FixtureResultInput): boolean =>
  f.result_version > 0 &&
  f.state !== 'closed' &&
  (r.state === 'resulted' ? f.state === 'resulted' || f.state === 'settled' : f.state === r.state) &&
  (r.score?.home ?? null) === f.score_home &&
  (r.score?.away ?? null) === f.score_away &&
  (r.score?.htHome ?? null) === f.ht_home &&
  (r.score?.htAway ?? null) === f.ht_away;

const sameResult = (f: FixtureDbRow, r: FixtureResultInput): boolean =>
  r.state === 'rollback' ? f.result_version === 0 || rolledBack(f) : sameEntered(f, r);

/**
 * Enters a fixture's result, corrects it or rolls it back, and settles in the same transaction: a
 * new result version (sports_results keeps every one), then the legs and slips as above. The same
 * result again changes nothing (a feed repeats itself), nor does a rollback with no result in force. A correction whose take-back a member cannot cover
 * rolls back whole (B7008). Answers null when the result is the one already in force.
 */
export async function enterFixtureResult(
  deps: Deps,
  siteId: string,
  fixtureId: number,
  input: FixtureResultInput,
): Promise<SettleSummary | null> {
  if ((input.state === 'resulted') !== (input.score !== null))
    throw new AppError(ResultCode.InvalidRequest, { fields: ['score'] });
  const summary = await inMoneyTransaction(deps, async (m) => {
    const fixture = await lockFixture(m.trx, fixtureId);
    if (!fixture || fixture.site_id !== siteId) throw new AppError(ResultCode.NotFound);
    if (sameResult(fixture, input)) return null;
    const now = deps.clock.now();
    const s = input.score;
    await recordResult(
      m.trx,
      fixture,
      {
        state: input.state,
        home: s?.home ?? null,
        away: s?.away ?? null,
        htHome: s?.htHome ?? null,
        htAway: s?.htAway ?? null,
        enteredBy: input.enteredBy,
      },
      now,
    );
    return settleLocked(deps, m, (await lockFixture(m.trx, fixtureId))!, now);
  });
  if (summary) await publishResult(deps, siteId, fixtureId);
  return summary;
}
