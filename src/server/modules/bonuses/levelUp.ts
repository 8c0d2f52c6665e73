import type { AppDeps } from '../../deps';
import type { MoneyTx } from '../ledger/service';
import { grantIfEligible, type Grant } from './grant';
import { enabledProgramOfKind } from './repo';

type Deps = Pick<AppDeps, 'clock' | 'config'>;

interface LevelMove {
  memberId: number;
  from: number;
  to: number;
}

/** A level reached: its grant's ledger key and requirement source, once per member and level. */
const levelUpSource = (memberId: number, level: number) => `bonus:level_up:${memberId}:${level}`;

/**
 * The level-up reward (docs/domains/bonuses.md#level-up-reward) of every move UP among `moves`, in
 * the move's own money transaction, whoever made it (the daily review, staff or a partner): the
 * site's enabled level_up program's fixed amount for the level reached, through the one grant,
 * once per member and level (a member that falls back and climbs again is not paid twice). A move
 * down, or a refusal, grants nothing and leaves the move as it is. Answers the grants made.
 */
export async function grantLevelUpRewards(
  m: MoneyTx,
  deps: Deps,
  siteId: string,
  moves: readonly LevelMove[],
): Promise<(Grant & { memberId: number; level: number })[]> {
  const ups = moves.filter((v) => v.to > v.from).sort((a, b) => a.memberId - b.memberId);
  if (ups.length === 0 || !(await enabledProgramOfKind(m.trx, siteId, 'level_up'))) return [];
  // Every rewarded member's accounts at once, in the ledger's order; each grant then re-locks nothing.
  await m.lockMembers(ups.map((v) => v.memberId));
  const granted: (Grant & { memberId: number; level: number })[] = [];
  for (const v of ups) {
    const grant = await grantIfEligible(m, deps, {
      siteId,
      memberId: v.memberId,
      kind: 'level_up',
      source: levelUpSource(v.memberId, v.to),
      meta: { fromLevel: v.from, toLevel: v.to },
    });
    if (!('refused' in grant)) granted.push({ ...grant, memberId: v.memberId, level: v.to });
  }
  return granted;
}
