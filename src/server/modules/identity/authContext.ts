import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { findRole, type StaffRoleRights } from './staff/roleRepo';
import { readToken } from './tokens';
import {
  findMemberById,
  findSession,
  findStaffById,
  type MemberRow,
  type SessionRow,
  type StaffRow,
} from './sessionRepo';

export interface MemberAuth {
  kind: 'member';
  session: SessionRow;
  member: MemberRow;
}
export interface StaffAuth {
  kind: 'staff';
  session: SessionRow;
  staff: StaffRow;
  /** The role the account holds now, with its pairs (docs/domains/staff.md#roles). */
  role: StaffRoleRights;
}
export type Auth = MemberAuth | StaffAuth;

export const SessionEnd = {
  Replaced: 'replaced',
  Logout: 'logout',
  StaffLock: 'staff_lock',
  /** Staff or a partner set a new password in the office: whoever held the old one is out. */
  PasswordReset: 'password_reset',
  /** The member chose a cool-off or self-exclusion: every session ends at once. */
  Excluded: 'excluded',
  /** The session reached its absolute lifetime (site option sessionMaxHours). */
  Expired: 'expired',
  /** The staff member enabled TOTP in another session; this one signed in without it. */
  SecondFactorEnabled: 'totp_enabled',
  /** Staff ended the sessions: a staff account's, a member's (forced logout), a changed sub-user's. */
  EndedByStaff: 'ended_by_staff',
} as const;

/**
 * The rules a live session and its token meet, on rows just read or held by the session cache
 * alike: not ended, not expired, and the token the current one (a renewed token stops counting).
 */
function assertLive(session: SessionRow, tokenSeq: number, now: Date): void {
  if (session.ended_at) {
    throw new AppError(
      session.ended_reason === SessionEnd.Replaced ? ResultCode.LoggedInElsewhere : ResultCode.LoginRequired,
    );
  }
  if (session.expires_at.getTime() <= now.getTime()) throw new AppError(ResultCode.LoginRequired);
  if (session.token_seq !== tokenSeq) throw new AppError(ResultCode.LoginRequired);
}

/**
 * The caller behind a `token` header, or null for a guest. A token whose session was replaced by
 * a newer login answers U017 (§4); one ended any other way, or expired, needs a new login (E006).
 * A member's token seen before is answered from the session cache (no signature check, no
 * database read) until the member or its sessions change anywhere.
 */
export async function authenticate(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'sessions'>,
  siteId: string,
  token: string | undefined,
): Promise<Auth | null> {
  if (!token) return null;
  const now = deps.clock.now();
  const cached = deps.sessions.get(token);
  if (cached) {
    if (cached.site !== siteId || cached.tokenExpiresAt <= now.getTime()) throw new AppError(ResultCode.LoginRequired);
    assertLive(cached.session, cached.tokenSeq, now);
    return { kind: 'member', session: cached.session, member: cached.member };
  }
  const claims = await readToken(deps.config.JWT_SECRET, token, now);
  if (!claims || claims.site !== siteId) throw new AppError(ResultCode.LoginRequired);
  const mark = deps.sessions.mark();
  const session = await findSession(deps.db, claims.sid);
  if (!session) throw new AppError(ResultCode.LoginRequired);
  if (session.member_id !== null) {
    const member = await findMemberById(deps.db, session.member_id);
    if (!member) throw new AppError(ResultCode.LoginRequired);
    deps.sessions.store(
      token,
      { site: claims.site, tokenExpiresAt: claims.expiresAt, tokenSeq: claims.seq, session, member },
      mark,
    );
    assertLive(session, claims.seq, now);
    return { kind: 'member', session, member };
  }
  assertLive(session, claims.seq, now);
  const staff = await findStaffById(deps.db, session.staff_id!);
  if (!staff || !staff.enabled) throw new AppError(ResultCode.LoginRequired);
  const role = await findRole(deps.db, staff.site_id, staff.role);
  if (!role) throw new AppError(ResultCode.LoginRequired);
  return { kind: 'staff', session, staff, role };
}
