import { randomBytes, randomUUID } from 'node:crypto';
import { ResultCode } from '../../../shared/resultCodes';
import { MAX_WRONG_PASSWORDS } from '../../../shared/constants';
import { MemberStatus } from '../../../shared/enums';
import { digitsOnly, phoneDigits, type LoginRequest, type LoginResponse, type TokenResponse } from '../../../shared/api/member';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { SessionEnd, type Auth } from './authContext';
import { hashSecret, verifySecret } from './passwords';
import { findMemberByMemId, recordLogin, recordWrongPassword } from './repo';
import { isBlocked } from './blocklist/repo';
import { endMemberSessions, endSession, extendSession, insertSession, type MemberRow } from './sessionRepo';
import { signToken } from './tokens';
import { toMemberData, unreadCount } from './memberData';
import { assertNotBlocked } from './memberChecks';

// A well-formed argon2id hash of a random secret: an unknown id costs the same time as a known one.
let decoy: Promise<string> | undefined;
const decoyHash = (deps: AppDeps) => (decoy ??= hashSecret(deps.config, randomUUID()));

/** §4 states that stop a login before the password is even looked at. */
function assertMayLogin(member: MemberRow): void {
  if (member.locked) throw new AppError(ResultCode.AccountLocked);
  switch (member.status) {
    case MemberStatus.Waiting:
      throw new AppError(ResultCode.PendingApproval);
    case MemberStatus.Black:
      throw new AppError(ResultCode.BlackMember);
    case MemberStatus.Stop:
      throw new AppError(ResultCode.Suspended);
    case MemberStatus.Deleted:
      throw new AppError(ResultCode.NoMember);
  }
  if (!member.can_login) throw new AppError(ResultCode.LoginRestricted);
}

export async function login(deps: AppDeps, siteId: string, input: LoginRequest, ip: string): Promise<LoginResponse> {
  if (!input.memId.trim()) throw new AppError(ResultCode.MissingId);
  if (!input.memPass) throw new AppError(ResultCode.MissingPassword);
  if (await isBlocked(deps.db, siteId, 'ip', ip)) throw new AppError(ResultCode.IpBlocked);

  const member = await findMemberByMemId(deps.db, siteId, input.memId.trim());
  if (!member) {
    await verifySecret(await decoyHash(deps), input.memPass);
    throw new AppError(ResultCode.NoMember);
  }
  assertMayLogin(member);
  if (!(await verifySecret(member.password_hash, input.memPass))) {
    const after = await recordWrongPassword(deps.db, member.id, MAX_WRONG_PASSWORDS);
    throw new AppError(after.locked ? ResultCode.AccountLocked : ResultCode.WrongPassword, {
      remaining: Math.max(0, MAX_WRONG_PASSWORDS - after.wrong_password_count),
    });
  }
  // DESIGN: block lists are checked at login too; only after the password, so only the owner learns it.
  await assertNotBlocked(deps, siteId, { phoneDigits: phoneDigits(member.phone), accountDigits: digitsOnly(member.account_no) });

  const now = deps.clock.now();
  const sessionId = randomUUID();
  const channelId = randomBytes(16).toString('hex');
  const pushKey = randomBytes(32).toString('base64');
  const signed = await signToken(deps.config.JWT_SECRET, { sid: sessionId, site: siteId }, now);
  // §4: one live session per member; the old one learns it was replaced (LOGOUT push, U017).
  const replaced = await deps.db.transaction().execute(async (trx) => {
    const ended = await endMemberSessions(trx, member.id, SessionEnd.Replaced, now);
    await insertSession(trx, {
      id: sessionId,
      site_id: siteId,
      member_id: member.id,
      staff_id: null,
      channel_id: channelId,
      push_key: pushKey,
      ip,
      expires_at: new Date(signed.expiresAt),
    });
    return ended;
  });
  await recordLogin(deps.db, member.id, ip, now);
  for (const id of replaced) deps.bus.publish({ type: 'logout', memberId: member.id, sessionId: id, reason: SessionEnd.Replaced });

  return {
    token: signed.token,
    expiresAt: signed.expiresAt,
    member: await toMemberData(deps.db, { ...member, last_login_at: now, last_login_ip: ip }),
    msgInfo: { newMsg: await unreadCount(deps.db, member.id) },
    push: { channelId, key: pushKey },
  };
}

/** §4: a fresh token for the same live session; the session's end moves with it. */
export async function refreshToken(deps: AppDeps, auth: Auth): Promise<TokenResponse> {
  const now = deps.clock.now();
  const signed = await signToken(deps.config.JWT_SECRET, { sid: auth.session.id, site: auth.session.site_id }, now);
  await extendSession(deps.db, auth.session.id, new Date(signed.expiresAt));
  return signed;
}

export async function logout(deps: AppDeps, auth: Auth): Promise<void> {
  await endSession(deps.db, auth.session.id, SessionEnd.Logout, deps.clock.now());
  if (auth.kind === 'member') {
    deps.bus.publish({ type: 'logout', memberId: auth.member.id, sessionId: auth.session.id, reason: SessionEnd.Logout });
  }
}
