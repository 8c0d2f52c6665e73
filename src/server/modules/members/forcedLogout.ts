import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { Actor } from '../audit/actor';
import { writeAudit } from '../audit/repo';
import { SessionEnd } from '../identity/authContext';
import { lockMemberRow } from '../identity/repo';
import { endMemberGames, endMemberSessions } from '../identity/sessionRepo';

/**
 * Forced logout (docs/domains/staff.md#forced-member-logout): every session of the member ends, of
 * either front and its sub-users' office sessions too, and every vendor game session of the member
 * with them, whichever session launched it; its sockets hear LOGOUT. The member may sign in again.
 */
export async function forceMemberLogout(deps: AppDeps, siteId: string, memberId: number, actor: Actor) {
  const now = deps.clock.now();
  const ended = await deps.db.transaction().execute(async (trx) => {
    const member = await lockMemberRow(trx, siteId, memberId);
    if (!member) throw new AppError(ResultCode.NoMember);
    const ids = await endMemberSessions(trx, memberId, SessionEnd.EndedByStaff, now);
    await endMemberGames(trx, memberId, now);
    await writeAudit(trx, actor, 'member.logout', member.mem_id, null, { endedSessions: ids.length });
    return ids;
  });
  for (const sessionId of ended)
    deps.bus.publish({ type: 'logout', memberId, sessionId, reason: SessionEnd.EndedByStaff });
  return { id: memberId, endedSessions: ended.length };
}
