import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Failures in a row a staff account may make before sign-ins back off. */
const STAFF_FREE_FAILURES = 5;
const MAX_BACKOFF_MINUTES = 60;

/**
 * Counts a failed staff sign-in; from the 5th in a row the account waits 1, 2, 4… (at most 60)
 * minutes before the next try is even checked.
 */
export async function recordStaffFailure(db: Kysely<DB>, staffId: number, now: Date): Promise<void> {
  const { wrong_password_count: count } = await db
    .updateTable('staff')
    .set((eb) => ({ wrong_password_count: eb('wrong_password_count', '+', 1) }))
    .where('id', '=', staffId)
    .returning('wrong_password_count')
    .executeTakeFirstOrThrow();
  if (count < STAFF_FREE_FAILURES) return;
  const minutes = Math.min(MAX_BACKOFF_MINUTES, 2 ** (count - STAFF_FREE_FAILURES));
  await db
    .updateTable('staff')
    .set({ locked_until: new Date(now.getTime() + minutes * 60_000) })
    .where('id', '=', staffId)
    .execute();
}

export const recordStaffSignIn = (db: Kysely<DB>, staffId: number, now: Date) =>
  db
    .updateTable('staff')
    .set({ wrong_password_count: 0, locked_until: null, last_sign_in_at: now })
    .where('id', '=', staffId)
    .execute();

/** Takes a TOTP time step for the account unless it (or a later one) was used: false is a replay. */
export async function claimTotpStep(db: Kysely<DB>, staffId: number, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}
