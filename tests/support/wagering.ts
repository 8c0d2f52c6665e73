import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import { LedgerKind, post, SystemAccount } from '../../src/server/modules/ledger/service';
import type { WagerState, WagerWeights } from '../../src/shared/bonuses/terms';
import type { TestApp } from './testApp';

/**
 * Wagering requirements as a grant writes them (docs/domains/wagering.md), for tests of the stake
 * paths: a row of wagering_requirements, active, its terms frozen. The grant's money is not the
 * point here, so none is booked.
 */
export async function grantRequirement(
  db: Kysely<DB>,
  r: {
    memberId: number;
    source: string;
    toWager: number;
    weights: WagerWeights;
    granted?: number;
    expiresAt?: Date | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('wagering_requirements')
    .values({
      site_id: DEMO.siteId,
      member_id: r.memberId,
      source: r.source,
      granted: r.granted ?? r.toWager,
      to_wager: r.toWager,
      weights: JSON.stringify(r.weights),
      expires_at: r.expiresAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A requirement as it stands: what was wagered, its state, and whether it is closed. */
export async function requirementOf(db: Kysely<DB>, id: number) {
  const r = await db
    .selectFrom('wagering_requirements')
    .select(['wagered', 'state', 'closed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { wagered: Number(r.wagered), state: r.state as WagerState, closed: r.closed_at !== null };
}

/** What each slip added to a requirement, by slip id. */
export async function progressOf(db: Kysely<DB>, requirementId: number): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('wagering_progress')
    .select(['bet_id', 'amount'])
    .where('requirement_id', '=', requirementId)
    .execute();
  return Object.fromEntries(rows.map((r) => [Number(r.bet_id), Number(r.amount)]));
}

/** Closes every requirement of a member still active (as a forfeit would), so a test starts from none. */
export async function closeRequirements(db: Kysely<DB>, memberId: number): Promise<void> {
  await db
    .updateTable('wagering_requirements')
    .set({ state: 'forfeited', closed_at: new Date() })
    .where('member_id', '=', memberId)
    .where('state', '=', 'active')
    .execute();
}

/**
 * Every requirement and progress row, without what differs by nature between two databases that
 * took the same calls (ids as their rank, a slip by its rank among the slips; closed or not, not when): for the tests that
 * hold two stake paths to the same rows (docs/architecture/fast-paths.md, "Wagering progress").
 */
export async function wageringRows(db: Kysely<DB>) {
  const [requirements, progress, bets] = await Promise.all([
    db.selectFrom('wagering_requirements').selectAll().orderBy('id').execute(),
    db.selectFrom('wagering_progress').selectAll().execute(),
    db.selectFrom('bets').select('id').orderBy('id').execute(),
  ]);
  const rank = (ids: readonly { id: number }[]) => {
    const ranks = new Map(ids.map((x, i) => [Number(x.id), i + 1]));
    return (id: number) => ranks.get(Number(id));
  };
  const requirement = rank(requirements);
  const bet = rank(bets);
  return {
    requirements: requirements.map(({ id, created_at: _c, closed_at, ...r }) => ({
      ...r,
      id: requirement(id),
      closed: closed_at !== null,
    })),
    progress: progress
      .map((p) => ({ requirement: requirement(p.requirement_id)!, bet: bet(p.bet_id)!, amount: Number(p.amount) }))
      .sort((a, b) => a.requirement - b.requirement || a.bet - b.bet),
  };
}

/**
 * A member made like member01 (same partner, level and flags) with `cash` of its own, for a test
 * that weighs one member's wagering apart from the demo members'. Answers its id.
 */
export async function fundedMember(t: TestApp, memId: string, cash: number): Promise<number> {
  const db = t.app.deps.db;
  const template = await db
    .selectFrom('members')
    .selectAll()
    .where('mem_id', '=', 'member01')
    .executeTakeFirstOrThrow();
  const { id: _id, created_at: _c, updated_at: _u, ...row } = template;
  const n = Number(
    (
      await db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const { id } = await db
    .insertInto('members')
    .values({ ...row, mem_id: memId, mem_nick: memId, phone: `0108${String(n).padStart(7, '0')}`, account_no: `8${n}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('members')
    .set({ path: `${template.path.replace(/\d+\/$/, '')}${id}/` })
    .where('id', '=', id)
    .execute();
  await post(t.app.deps, {
    siteId: DEMO.siteId,
    idempotencyKey: `test:fund:${id}`,
    kind: LedgerKind.Seed,
    postings: [
      { account: { system: SystemAccount.House, asset: 'cash' }, amount: -cash },
      { account: { member: id, asset: 'cash' }, amount: cash },
    ],
  });
  return id;
}
