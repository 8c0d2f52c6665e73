import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { applyBasisPoints, toWon } from '../../../shared/money';
import type { GameGroup } from '../../../shared/constants';
import { LedgerKind, SystemAccount, type MoneyTx, type PostInput } from '../ledger/service';
import { levelRates } from './repo';

export interface Accrual {
  siteId: string;
  memberId: number;
  /** The deposit the points are a percent of (won). */
  base: number;
  /** The deposit request: one accrual per deposit. */
  sourceId: number;
  /** Adds the level's bonus percent (a deposit asked with bonus). */
  withBonus: boolean;
}

interface LevelRates {
  point_bp: number;
  point_bonus_bp: number;
}

/** Points from the site's bonus account to the member, under the key that names the event. */
const pointPosting = (
  p: { siteId: string; memberId: number; key: string; points: number },
  meta: Record<string, unknown>,
): PostInput => ({
  siteId: p.siteId,
  idempotencyKey: p.key,
  kind: LedgerKind.PointAccrual,
  meta,
  postings: [
    { account: { system: SystemAccount.Bonus, asset: 'point' }, amount: -p.points },
    { account: { member: p.memberId, asset: 'point' }, amount: p.points },
  ],
});

/**
 * §3 deposit points: floor(deposit × the level's point percent) plus, when asked, floor(deposit ×
 * the level's bonus percent), paid from the bonus account. Null when it earns nothing.
 */
function accrualPosting(a: Accrual, rates: LevelRates): { points: number; input: PostInput } | null {
  const bonusBp = a.withBonus ? rates.point_bonus_bp : 0;
  const points = applyBasisPoints(a.base, rates.point_bp) + applyBasisPoints(a.base, bonusBp);
  if (points <= 0) return null;
  return {
    points,
    input: pointPosting(
      { siteId: a.siteId, memberId: a.memberId, key: `point:deposit:${a.sourceId}`, points },
      { source: 'deposit', sourceId: a.sourceId, base: a.base, percentBp: rates.point_bp, bonusPercentBp: bonusBp },
    ),
  };
}

/**
 * Comp on settled stakes (docs/domains/points.md#comp): the posting of points that comp_points
 * (sql/comp_points.sql) computed for a member's stake of one game group, under `point:bet:<sourceId>`.
 * vendor_slips_settle writes the same row in SQL for a closed vendor round.
 */
export const compPosting = (c: {
  siteId: string;
  memberId: number;
  sourceId: string;
  base: number;
  group: GameGroup;
  rateBp: number;
  points: number;
}): PostInput =>
  pointPosting(
    { siteId: c.siteId, memberId: c.memberId, key: `point:bet:${c.sourceId}`, points: c.points },
    { source: 'bet', sourceId: c.sourceId, base: c.base, group: c.group, percentBp: c.rateBp, bonusPercentBp: 0 },
  );

/**
 * A deposit's points at the member's level rates, inside the caller's money transaction (on
 * approval). Returns the points accrued (0: nothing posted).
 */
export async function accruePoints(m: MoneyTx, a: Accrual): Promise<number> {
  const rates = await levelRates(m.trx, a.memberId);
  const accrual = rates ? accrualPosting(a, rates) : null;
  if (!accrual) return 0;
  await m.post(accrual.input);
  return accrual.points;
}

/** One member's settled stake in one game group, for comp_points. */
interface CompStake {
  memberId: number;
  group: GameGroup;
  stake: number;
}

/** What each stake earns by comp_points (sql/comp_points.sql), the one rule every settlement path calls. */
export async function compPointsOf(trx: Transaction<DB>, stakes: readonly CompStake[]) {
  if (stakes.length === 0) return [];
  const { rows } = await sql<{ rate_bp: number; points: string | number }>`
    select c.rate_bp, c.points
    from unnest(${stakes.map((s) => s.memberId)}::bigint[], ${stakes.map((s) => s.group)}::text[],
                ${stakes.map((s) => s.stake)}::bigint[]) with ordinality as u(member, grp, stake, n)
    cross join lateral comp_points(u.member, u.grp, u.stake) c
    order by u.n`.execute(trx);
  return rows.map((r, i) => ({ ...stakes[i]!, rateBp: r.rate_bp, points: toWon(r.points) }));
}
