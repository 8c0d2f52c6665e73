import { randomBytes, randomUUID } from 'node:crypto';
import { ResultCode } from '../../../shared/resultCodes';
import { MAX_WRONG_PASSWORDS, TOKEN_LIFETIME_MINUTES } from '../../../shared/constants';
import { MemberStatus, YN } from '../../../shared/enums';
import {
  digitsOnly,
  phoneDigits,
  type LoginRequest,
  type LoginResponse,
  type TokenResponse,
} from '../../../shared/api/member';
import type { SiteOptions } from '../../../shared/api/site';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { SessionEnd, type Auth } from './authContext';
import { hashSecret, verifySecret } from './passwords';
import { findMemberByMemId, liftTimedLock, recordLogin, recordWrongPassword, takeLockNotice } from './repo';
import type { SiteContext } from '../site/siteContext';
import { isBlocked } from './blocklist/repo';
import {
  endMemberSessions,
  endSession,
  insertSession,
  renewSessionToken,
  sessionLifetimeEnd,
  type MemberRow,
} from './sessionRepo';
import { signToken, tokenExpiresAt } from './tokens';
import { toMemberData, unreadCount } from './memberData';
import { SessionKind } from './tables';
import { assertNotBlocked } from './memberChecks';
import { assertMayPlay, throwIfRefused } from '../responsible/guard';
import { recordSightings } from '../responsible/repo';

// A well-formed argon2id hash of a random secret: an unknown id costs the same time as a known one.
let decoy: Promise<string> | undefined;
export const decoyHash = (deps: Pick<AppDeps, 'config'>) => (decoy ??= hashSecret(deps.config, randomUUID()));

/**
 * §9 with the site option loginUnlockMinutes: a lock by wrong passwords lifts
 * itself once that many minutes passed (0: only staff lift it). A staff lock has no locked_at and
 * never lifts itself.
 */
async function liftLockIfDue(deps: AppDeps, member: MemberRow, unlockMinutes: number): Promise<MemberRow> {
  if (!member.locked || !member.locked_at || unlockMinutes <= 0) return member;
  if (deps.clock.now().getTime() < member.locked_at.getTime() + unlockMinutes * 60_000) return member;
  return (await liftTimedLock(deps.db, member.id, member.locked_at)) ?? member;
}

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

/** The member behind an id and password, with every §4 check a login makes; no session yet. */
export async function verifyMemberLogin(
  deps: AppDeps,
  siteId: string,
  input: LoginRequest,
  ip: string,
  unlockMinutes: number,
): Promise<MemberRow> {
  if (!input.memId.trim()) throw new AppError(ResultCode.MissingId);
  if (!input.memPass) throw new AppError(ResultCode.MissingPassword);
  if (await isBlocked(deps.db, siteId, 'ip', ip)) throw new AppError(ResultCode.IpBlocked);

  const found = await findMemberByMemId(deps.db, siteId, input.memId.trim());
  if (!found) {
    await verifySecret(await decoyHash(deps), input.memPass);
    throw new AppError(ResultCode.NoMember);
  }
  const member = await liftLockIfDue(deps, found, unlockMinutes);
  assertMayLogin(member);
  if (!(await verifySecret(member.password_hash, input.memPass))) {
    const after = await recordWrongPassword(deps.db, member.id, MAX_WRONG_PASSWORDS, deps.clock.now());
    throw new AppError(after.locked ? ResultCode.AccountLocked : ResultCode.WrongPassword, {
      remaining: Math.max(0, MAX_WRONG_PASSWORDS - after.wrong_password_count),
    });
  }
  // DESIGN: block lists are checked at login too; only after the password, so only the owner learns it.
  await assertNotBlocked(deps, siteId, {
    phoneDigits: phoneDigits(member.phone),
    accountDigits: digitsOnly(member.account_no),
  });
  return member;
}

// The front renews a token one minute before its end: a shorter life would renew without pause.
const MIN_AUTO_LOGOUT_MINUTES = 2;
const memberTokenMinutes = (autoLogoutMinutes: number): number =>
  autoLogoutMinutes > 0 ? Math.max(MIN_AUTO_LOGOUT_MINUTES, autoLogoutMinutes) : TOKEN_LIFETIME_MINUTES;

/**
 * `device` is the id the front keeps in the browser (header X-Device-Id): with the IP it is kept
 * for the integrity job, which links accounts signing in from one device.
 */
/**
 * U016 and the site options: `current` is the session the login request itself
 * carries, if any; multiLogin Y keeps the member's other sessions live (N ends them: they learn
 * U017); autoLogoutMinutes is the member token's life, renewed only by an active front.
 */
export async function login(
  deps: AppDeps,
  site: SiteContext,
  input: LoginRequest,
  ip: string,
  current: Auth | null,
  device = '',
): Promise<LoginResponse> {
  const siteId = site.site.id;
  const rules = site.options;
  const member = await verifyMemberLogin(deps, siteId, input, ip, rules.loginUnlockMinutes);
  // U016: this client already holds a live session of this member (a second tab, a double submit).
  if (current?.kind === 'member' && current.member.id === member.id) throw new AppError(ResultCode.AlreadyLoggedIn);
  const now = deps.clock.now();
  // A cool-off, a self-exclusion or a used-up session-time limit refuses the login, naming when it ends.
  throwIfRefused(await assertMayPlay(deps.db, member.id, { now, tzOffsetMinutes: deps.config.SITE_TZ_OFFSET_MINUTES }));

  const sessionId = randomUUID();
  const channelId = randomBytes(16).toString('hex');
  const pushKey = randomBytes(32).toString('base64');
  const signed = await signToken(deps.config.JWT_SECRET, { sid: sessionId, site: siteId, seq: 0 }, now, {
    lifetimeMinutes: memberTokenMinutes(rules.autoLogoutMinutes),
    notAfter: now.getTime() + rules.sessionMaxHours * 3_600_000,
  });
  // §4: one live member session per member (its office session lives beside it); the old one
  // learns it was replaced (LOGOUT push, U017). A site with multiLogin Y keeps them all.
  const replaced = await deps.db.transaction().execute(async (trx) => {
    const ended =
      rules.multiLogin === YN.Y
        ? []
        : await endMemberSessions(trx, member.id, SessionEnd.Replaced, now, undefined, SessionKind.Member);
    await insertSession(trx, {
      id: sessionId,
      kind: SessionKind.Member,
      site_id: siteId,
      member_id: member.id,
      staff_id: null,
      channel_id: channelId,
      push_key: pushKey,
      ip,
      created_at: now,
      expires_at: new Date(signed.expiresAt),
    });
    return ended;
  });
  await recordLogin(deps.db, member.id, ip, now);
  const notice = await takeLockNotice(deps.db, member.id);
  await recordSightings(
    deps.db,
    member.id,
    [{ kind: 'ip' as const, value: ip }, ...(device ? [{ kind: 'device' as const, value: device }] : [])],
    now,
  );
  for (const id of replaced)
    deps.bus.publish({ type: 'logout', memberId: member.id, sessionId: id, reason: SessionEnd.Replaced });

  return {
    token: signed.token,
    expiresAt: signed.expiresAt,
    member: await toMemberData(deps.db, { ...member, last_login_at: now, last_login_ip: ip }),
    msgInfo: { newMsg: await unreadCount(deps.db, member.id) },
    push: { channelId, key: pushKey },
    lockNotice: notice && { lockedAt: notice.lockedAt.toISOString(), wrongPasswords: notice.wrongPasswords },
  };
}

/**
 * §4: a fresh token for the same live session; the session's end moves with it (a member's by the
 * site's autoLogoutMinutes), but never past its absolute lifetime (site option
 * sessionMaxHours from the login). Past it the session ends and the caller must sign in again (E006).
 * The token renewed stops counting at once (docs/operations/security.md, "Session tokens"): a token
 * read off a screen, a log or a stolen backup is worth nothing after the owner's next renewal; a
 * second renewal of the same token is refused (E006), as it is no longer the current one.
 */
export async function refreshToken(
  deps: AppDeps,
  auth: Auth,
  options: Pick<SiteOptions, 'autoLogoutMinutes' | 'sessionMaxHours'>,
): Promise<TokenResponse> {
  const now = deps.clock.now();
  const end = sessionLifetimeEnd(auth.session, options.sessionMaxHours);
  if (now.getTime() >= end) {
    await endSession(deps.db, auth.session.id, SessionEnd.Expired, now);
    throw new AppError(ResultCode.LoginRequired, { expired: true });
  }
  const life = {
    lifetimeMinutes: auth.kind === 'member' ? memberTokenMinutes(options.autoLogoutMinutes) : TOKEN_LIFETIME_MINUTES,
    notAfter: end,
  };
  const seq = await renewSessionToken(
    deps.db,
    auth.session.id,
    new Date(tokenExpiresAt(now, life)),
    auth.session.token_seq,
  );
  if (seq === null) throw new AppError(ResultCode.LoginRequired);
  // this node refuses the renewed token at once; the others when the database's notice reaches them
  if (auth.kind === 'member') deps.sessions.forgetMember(auth.member.id);
  return signToken(deps.config.JWT_SECRET, { sid: auth.session.id, site: auth.session.site_id, seq }, now, life);
}

export async function logout(deps: AppDeps, auth: Auth): Promise<void> {
  await endSession(deps.db, auth.session.id, SessionEnd.Logout, deps.clock.now());
  if (auth.kind === 'member') {
    deps.bus.publish({
      type: 'logout',
      memberId: auth.member.id,
      sessionId: auth.session.id,
      reason: SessionEnd.Logout,
    });
  } else {
    deps.bus.publish({ type: 'staffLogout', sessionId: auth.session.id });
  }
}
