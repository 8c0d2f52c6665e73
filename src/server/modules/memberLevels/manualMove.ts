import type { AppDeps } from '../../deps';
import type { MoneyTx } from '../ledger/service';
import { grantLevelUpRewards } from '../bonuses/levelUp';

/**
 * A level set by hand in the office (staff, or a partner over its subtree): recorded as a manual
 * move, in the caller's money transaction, any pending downgrade dropped (the new level is the
 * starting point), and a move up granted the level-up reward (docs/domains/bonuses.md#level-up-reward).
 * Answers the reward granted, if any.
 */
export async function recordManualMove(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  move: { siteId: string; memberId: number; from: number; to: number; actor: string },
  now: Date,
) {
  if (move.from === move.to) return null;
  await m.trx
    .insertInto('member_level_moves')
    .values({
      site_id: move.siteId,
      member_id: move.memberId,
      from_level: move.from,
      to_level: move.to,
      kind: 'manual',
      actor: move.actor,
      figures: null,
      created_at: now,
    })
    .execute();
  await m.trx
    .updateTable('member_level_status')
    .set({ downgrade_due: null, updated_at: now })
    .where('member_id', '=', move.memberId)
    .execute();
  const [reward] = await grantLevelUpRewards(m, deps, move.siteId, [move]);
  return reward ?? null;
}
