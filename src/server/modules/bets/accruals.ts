import type { Transaction } from 'kysely';
import type { SlipStatus } from '../../../shared/bets/slip';
import { RATE_GROUP_OF, type ProductGroup } from '../../../shared/bets/productGroups';
import type { DB } from '../../db/schema';
import { compPosting } from '../points/accrual';
import { compPointsOf } from '../points/accrual';
import type { SettledResult } from './settlement';

/** The statuses whose stakes count for points and rolling (a cancelled slip's stake came back). */
const COUNTED: readonly SlipStatus[] = ['WIN', 'LOSE', 'TIE'];

/**
 * Comp on each member's settled stake of one settlement of one product (docs/domains/points.md#comp):
 * the level's rate for the game group the product counts under, by comp_points, one accrual per
 * member and settlement (key point:bet:<source>:<member>), so a re-run accrues nothing twice.
 * Shared by every product's settlement in TypeScript (a minigame round, a sports fixture); a closed
 * vendor round's comes from vendor_slips_settle, which calls the same rule.
 */
export async function stakeAccruals(
  trx: Transaction<DB>,
  source: string,
  product: ProductGroup,
  results: readonly SettledResult[],
) {
  const stakes = new Map<number, { siteId: string; stake: number }>();
  for (const r of results.filter((x) => COUNTED.includes(x.status))) {
    const s = stakes.get(r.member_id) ?? { siteId: r.site_id, stake: 0 };
    s.stake += r.stake;
    stakes.set(r.member_id, s);
  }
  const group = RATE_GROUP_OF[product];
  const earned = await compPointsOf(
    trx,
    [...stakes].map(([memberId, s]) => ({ memberId, group, stake: s.stake })),
  );
  return earned
    .filter((e) => e.points > 0)
    .map((e) => ({
      points: e.points,
      input: compPosting({
        siteId: stakes.get(e.memberId)!.siteId,
        memberId: e.memberId,
        sourceId: `${source}:${e.memberId}`,
        base: e.stake,
        group,
        rateBp: e.rateBp,
        points: e.points,
      }),
    }));
}
