import { MAX_WRONG_PASSWORDS } from '../../../shared/constants';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { SessionEnd, type MemberAuth } from '../identity/authContext';
import { verifySecret } from '../identity/passwords';
import { recordWrongPassword } from '../identity/repo';
import { unlockGuard, WithdrawPin } from '../identity/secretLocks';
import { endMemberSessions } from '../identity/sessionRepo';

/**
 * The member proves its login password to unlock withdrawals locked by wrong withdrawal passwords
 * (docs/architecture/security.md#lockouts-and-how-each-lifts). A wrong login password here counts
 * toward §9's lock after 8, as at login, so a stolen session cannot guess the login password
 * through this door either; the guess that locks the account ends its sessions.
 */
export async function unlockPin(deps: AppDeps, auth: MemberAuth, memPass: string): Promise<{ unlocked: true }> {
  const { member } = auth;
  if (!memPass) throw new AppError(ResultCode.MissingPassword);
  if (!(await verifySecret(member.password_hash, memPass))) {
    const now = deps.clock.now();
    const after = await recordWrongPassword(deps.db, member.id, MAX_WRONG_PASSWORDS, now);
    if (after.locked) {
      const ended = await endMemberSessions(deps.db, member.id, SessionEnd.StaffLock, now);
      for (const sessionId of ended)
        deps.bus.publish({ type: 'logout', memberId: member.id, sessionId, reason: SessionEnd.StaffLock });
      throw new AppError(ResultCode.AccountLocked);
    }
    throw new AppError(ResultCode.WrongPassword, {
      field: 'memPass',
      remaining: MAX_WRONG_PASSWORDS - after.wrong_password_count,
    });
  }
  await unlockGuard(deps.db, member.id, WithdrawPin);
  // the member's next call on this node reads the unlocked row, before the database's notice lands
  deps.sessions.forgetMember(member.id);
  return { unlocked: true };
}
