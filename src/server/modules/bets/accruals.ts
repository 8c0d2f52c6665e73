import type { Transaction } from 'kysely';
import type { SlipStatus } from '../../../shared/bets/slip';
import type { DB } from '../../db/schema';
import { accrualPosting } from '../points/accrual';
import { pointRatesOf } from '../minigame/settlementRepo';
import type { SettledResult } from './settlement';

/** The statuses whose stakes count for points and rolling (a cancelled slip's stake came back). */
const COUNTED: readonly SlipStatus[] = ['WIN', 'LOSE', 'TIE'];

/**
 * §3 points on each member's settled stake of one settlement, at the level's percent: one accrual
 * per member and settlement (key point:bet:<source>:<member>), so a re-run accrues nothing twice.
 * Shared by every product's settlement (a minigame round, a sports fixture).
 */
export async function stakeAccruals(trx: Transaction<DB>, source: string, results: readonly SettledResult[]) {
  const stakes = new Map<number, { siteId: string; stake: number }>();
  for (const r of results.filter((x) => COUNTED.includes(x.status))) {
    const s = stakes.get(r.member_id) ?? { siteId: r.site_id, stake: 0 };
    s.stake += r.stake;
    stakes.set(r.member_id, s);
  }
  const rates = await pointRatesOf(trx, [...stakes.keys()]);
  return [...stakes].flatMap(([memberId, s]) => {
    const accrual = accrualPosting(
      { siteId: s.siteId, memberId, base: s.stake, source: 'bet', sourceId: `${source}:${memberId}`, withBonus: false },
      rates.get(memberId)!,
    );
    return accrual ? [accrual] : [];
  });
}
