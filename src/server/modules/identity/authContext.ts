import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { readToken } from './tokens';
import { findMemberById, findSession, findStaffById, type MemberRow, type SessionRow, type StaffRow } from './sessionRepo';

export interface MemberAuth {
  kind: 'member';
  session: SessionRow;
  member: MemberRow;
}
export interface StaffAuth {
  kind: 'staff';
  session: SessionRow;
  staff: StaffRow;
}
export type Auth = MemberAuth | StaffAuth;

export const SessionEnd = {
  Replaced: 'replaced',
  Logout: 'logout',
  StaffLock: 'staff_lock',
  /** Staff or a partner set a new password in the office: whoever held the old one is out. */
  PasswordReset: 'password_reset',
} as const;

/**
 * The caller behind a `token` header, or null for a guest. A token whose session was replaced by
 * a newer login answers U017 (§4); one ended any other way, or expired, needs a new login (E006).
 */
export async function authenticate(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, siteId: string, token: string | undefined): Promise<Auth | null> {
  if (!token) return null;
  const now = deps.clock.now();
  const claims = await readToken(deps.config.JWT_SECRET, token, now);
  if (!claims || claims.site !== siteId) throw new AppError(ResultCode.LoginRequired);
  const session = await findSession(deps.db, claims.sid);
  if (!session) throw new AppError(ResultCode.LoginRequired);
  if (session.ended_at) {
    throw new AppError(session.ended_reason === SessionEnd.Replaced ? ResultCode.LoggedInElsewhere : ResultCode.LoginRequired);
  }
  if (session.expires_at.getTime() <= now.getTime()) throw new AppError(ResultCode.LoginRequired);
  if (session.member_id !== null) {
    const member = await findMemberById(deps.db, session.member_id);
    if (!member) throw new AppError(ResultCode.LoginRequired);
    return { kind: 'member', session, member };
  }
  const staff = await findStaffById(deps.db, session.staff_id!);
  if (!staff || !staff.enabled) throw new AppError(ResultCode.LoginRequired);
  return { kind: 'staff', session, staff };
}
