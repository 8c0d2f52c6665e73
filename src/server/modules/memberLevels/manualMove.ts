import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * A level set by hand in the office (staff, or a partner over its subtree): recorded as a manual
 * move, in the caller's transaction, and any pending downgrade dropped (the new level is the
 * starting point).
 */
export async function recordManualMove(
  trx: Transaction<DB>,
  move: { siteId: string; memberId: number; from: number; to: number; actor: string },
  now: Date,
): Promise<void> {
  if (move.from === move.to) return;
  await trx
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
  await trx
    .updateTable('member_level_status')
    .set({ downgrade_due: null, updated_at: now })
    .where('member_id', '=', move.memberId)
    .execute();
}
