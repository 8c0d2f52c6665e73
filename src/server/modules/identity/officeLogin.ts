import { randomBytes, randomUUID } from 'node:crypto';
import type { LoginRequest } from '../../../shared/api/member';
import type { PartnerLoginResponse } from '../../../shared/api/office/officeSession';
import { isPartner } from '../../../shared/partner';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { SiteContext } from '../site/siteContext';
import { authenticate, SessionEnd } from './authContext';
import { recordLogin } from './repo';
import { verifyMemberLogin } from './service';
import { endMemberSessions, insertSession, renewSessionToken, sessionLifetimeEnd } from './sessionRepo';
import { SessionKind } from './tables';
import { signToken, tokenExpiresAt } from './tokens';

/** A partner's signed office token (for the cookie) and what its front may know. */
export type PartnerOfficeLogin = Omit<PartnerLoginResponse, 'csrfToken'> & { token: string; sessionId: string };

/** The live office session of `memberId` that the request's cookie already names, if any. */
async function currentOfficeSession(deps: AppDeps, siteId: string, cookieToken: string | undefined, memberId: number) {
  const auth = cookieToken ? await authenticate(deps, siteId, cookieToken).catch(() => null) : null;
  return auth?.kind === 'member' &&
    auth.session.kind === SessionKind.Office &&
    auth.member.id === memberId &&
    auth.session.sub_user_id === null
    ? auth.session
    : null;
}

/**
 * A partner signs in to the office with its member id and password (every §4 login check, the
 * same wrong-password count). A member without partner rights is refused (U029) before any
 * session is made, so trying it ends nothing. The office session is a kind of
 * its own: one live office session per member, beside its member session, so signing in to the
 * office never ends the member front's session and the reverse. Another tab of the same browser
 * (same cookie, same account) signs in to the session it already has, so the tabs do not end each
 * other's; the gate passed there stays passed.
 */
export async function partnerOfficeLogin(
  deps: AppDeps,
  site: SiteContext,
  input: LoginRequest,
  ip: string,
  cookieToken: string | undefined,
): Promise<PartnerOfficeLogin> {
  const siteId = site.site.id;
  const member = await verifyMemberLogin(deps, siteId, input, ip, site.options.loginUnlockMinutes);
  if (
    !isPartner({ tier: member.tier, recommendYn: member.recommend_yn, status: member.status }, site.options.recommendYn)
  )
    throw new AppError(ResultCode.NoAccess);
  const now = deps.clock.now();
  const maxMs = site.options.sessionMaxHours * 3_600_000;
  // a session past its absolute lifetime is not taken up again: the login starts a new one
  const open = await currentOfficeSession(deps, siteId, cookieToken, member.id);
  const current = open && sessionLifetimeEnd(open, site.options.sessionMaxHours) > now.getTime() ? open : null;
  const sessionId = current?.id ?? randomUUID();
  const end = current ? sessionLifetimeEnd(current, site.options.sessionMaxHours) : now.getTime() + maxMs;
  // taking up the session again renews its token: the cookie's old one stops counting
  const seq = current
    ? await renewSessionToken(deps.db, sessionId, new Date(tokenExpiresAt(now, { notAfter: end })))
    : 0;
  if (seq === null) throw new AppError(ResultCode.LoginRequired);
  const signed = await signToken(deps.config.JWT_SECRET, { sid: sessionId, site: siteId, seq }, now, { notAfter: end });
  if (!current) {
    await deps.db.transaction().execute(async (trx) => {
      // the partner's own office session only: its sub-users keep theirs
      await endMemberSessions(trx, member.id, SessionEnd.Replaced, now, undefined, SessionKind.Office, true);
      await insertSession(trx, {
        id: sessionId,
        kind: SessionKind.Office,
        site_id: siteId,
        member_id: member.id,
        staff_id: null,
        // an office session has no push channel; these only fill the columns
        channel_id: randomBytes(16).toString('hex'),
        push_key: randomBytes(32).toString('base64'),
        ip,
        created_at: now,
        expires_at: new Date(signed.expiresAt),
      });
    });
  }
  await recordLogin(deps.db, member.id, ip, now);
  return {
    ...signed,
    sessionId,
    partner: {
      memId: member.mem_id,
      memNick: member.mem_nick,
      tier: member.tier as PartnerLoginResponse['partner']['tier'],
      subUser: null,
    },
    gateRequired: !!member.partner_password_hash && !current?.gate_passed,
  };
}
