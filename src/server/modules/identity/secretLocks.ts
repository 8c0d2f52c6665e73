import type { Kysely } from 'kysely';
import { MAX_WRONG_PINS } from '../../../shared/constants';
import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import { lockMemberRow } from './repo';
import type { MemberRow } from './sessionRepo';

/**
 * A secret of the member guarded by a count of wrong guesses in a row
 * (docs/architecture/security.md#lockouts-and-how-each-lifts).
 */
export interface GuardedSecret {
  count: 'pin_wrong_count' | 'gate_wrong_count';
  lockedAt: 'pin_locked_at' | 'gate_locked_at';
  /** The answer while (and from the guess that) the secret is locked. */
  lockedCode: ResultCodeValue;
  /** Guesses per member and minute, counted before any hash: a flood waits, the count still locks. */
  perMinute: number;
}

export const WithdrawPin: GuardedSecret = {
  count: 'pin_wrong_count',
  lockedAt: 'pin_locked_at',
  lockedCode: ResultCode.WithdrawPinLocked,
  perMinute: 20,
};
export const PartnerGate: GuardedSecret = {
  count: 'gate_wrong_count',
  lockedAt: 'gate_locked_at',
  lockedCode: ResultCode.PartnerGateLocked,
  perMinute: 10,
};

export interface GuessResult {
  ok: boolean;
  /** Wrong guesses left before the lock. */
  remaining: number;
}

/**
 * Checks one guess of a guarded secret. The member row is locked (FOR UPDATE) while the hash is
 * checked and the count written, so parallel guesses queue: none is lost, and none is checked
 * after the guess that locked. A locked secret answers its code without looking at the guess;
 * the 5th wrong guess locks it and answers the same code. A right guess forgives earlier ones.
 * The lock is judged on the row read here, never on the caller's member row: that may come from
 * the session cache, a moment behind an unlock made on another node.
 */
export async function checkGuess(
  deps: AppDeps,
  member: MemberRow,
  guard: GuardedSecret,
  verify: (row: MemberRow) => Promise<boolean>,
): Promise<GuessResult> {
  if (!(await deps.limiter.hit(`guess:${guard.count}:${member.id}`, guard.perMinute, 60_000)))
    throw new AppError(ResultCode.TooManyRequests);
  const result = await deps.db.transaction().execute(async (trx) => {
    const row = await lockMemberRow(trx, member.site_id, member.id);
    if (!row || row[guard.lockedAt]) return { locked: true, ok: false, remaining: 0 };
    if (await verify(row)) {
      if (row[guard.count] > 0)
        await trx
          .updateTable('members')
          .set({ [guard.count]: 0 })
          .where('id', '=', row.id)
          .execute();
      return { locked: false, ok: true, remaining: MAX_WRONG_PINS };
    }
    const count = row[guard.count] + 1;
    const locked = count >= MAX_WRONG_PINS;
    await trx
      .updateTable('members')
      .set({ [guard.count]: count, ...(locked && { [guard.lockedAt]: deps.clock.now() }) })
      .where('id', '=', row.id)
      .execute();
    return { locked, ok: false, remaining: MAX_WRONG_PINS - count };
  });
  if (result.locked) throw new AppError(guard.lockedCode);
  return { ok: result.ok, remaining: result.remaining };
}

/** Staff (or the member's own login password) lift a lock; the count starts again. */
export const unlockGuard = (db: Kysely<DB>, memberId: number, guard: GuardedSecret) =>
  db
    .updateTable('members')
    .set({ [guard.count]: 0, [guard.lockedAt]: null })
    .where('id', '=', memberId)
    .execute();
