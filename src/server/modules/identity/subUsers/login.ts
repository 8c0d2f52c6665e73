import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { MemberStatus } from '../../../../shared/enums';
import { isPartner } from '../../../../shared/partner';
import { ResultCode } from '../../../../shared/resultCodes';
import type { PartnerOfficeLogin } from '../officeLogin';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { SiteContext } from '../../site/siteContext';
import { SessionEnd } from '../authContext';
import { verifySecret } from '../passwords';
import { decoyHash } from '../service';
import { endSubUserSessions, findMemberById, insertSession } from '../sessionRepo';
import { SessionKind } from '../tables';
import { signToken } from '../tokens';

/** Wrong passwords in a row that lock a sub-user until its partner sets a new one (as a member's, §9). */
const SUB_USER_MAX_WRONG = 8;

/** Sub-user login ids carry a dot (`ptn04.kim`); member ids never do. */
export const isSubUserLogin = (loginId: string): boolean => loginId.includes('.');

/** The partner's id of a sub-user login id (`ptn04` of `ptn04.kim`), or null for any other id. */
export const subUserPartner = (loginId: string): string | null =>
  isSubUserLogin(loginId) ? loginId.slice(0, loginId.indexOf('.')) : null;

/**
 * A partner's sub-user signs in to the partner's office (docs/domains/partners.md#sub-users): its
 * own password (argon2id, 8 wrong in a row lock it), the partner still a partner in good standing.
 * The session acts for the partner under the sub-user's login id, read-only or not; the partner's
 * gate guards the partner's own sign-in, so the sub-user's session does not ask for it. A new
 * sign-in ends the sub-user's other session (one live office session each).
 */
export async function subUserLogin(
  deps: AppDeps,
  site: SiteContext,
  input: { loginId: string; password: string },
  ip: string,
): Promise<PartnerOfficeLogin> {
  const siteId = site.site.id;
  const user = await deps.db
    .selectFrom('partner_sub_users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where(sql`lower(login_id)`, '=', input.loginId.toLowerCase())
    .executeTakeFirst();
  if (!user || !user.enabled) {
    await verifySecret(await decoyHash(deps), input.password);
    throw new AppError(ResultCode.NoMember);
  }
  if (user.wrong_password_count >= SUB_USER_MAX_WRONG) throw new AppError(ResultCode.AccountLocked);
  if (!(await verifySecret(user.password_hash, input.password))) {
    await deps.db
      .updateTable('partner_sub_users')
      .set((eb) => ({ wrong_password_count: eb('wrong_password_count', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    throw new AppError(ResultCode.WrongPassword);
  }
  const partner = await findMemberById(deps.db, user.partner_id);
  if (
    !partner ||
    partner.status !== MemberStatus.Normal ||
    partner.locked ||
    !partner.can_login ||
    !isPartner(
      { tier: partner.tier, recommendYn: partner.recommend_yn, status: partner.status },
      site.options.recommendYn,
    )
  )
    throw new AppError(ResultCode.NoAccess);
  const now = deps.clock.now();
  const id = randomUUID();
  const signed = await signToken(deps.config.JWT_SECRET, { sid: id, site: siteId, seq: 0 }, now, {
    notAfter: now.getTime() + site.options.sessionMaxHours * 3_600_000,
  });
  await deps.db.transaction().execute(async (trx) => {
    await endSubUserSessions(trx, user.id, SessionEnd.Replaced, now);
    await insertSession(trx, {
      id,
      kind: SessionKind.Office,
      site_id: siteId,
      member_id: partner.id,
      staff_id: null,
      channel_id: randomBytes(16).toString('hex'),
      push_key: randomBytes(32).toString('base64'),
      ip,
      created_at: now,
      expires_at: new Date(signed.expiresAt),
      sub_user_id: user.id,
      sub_user_login: user.login_id,
      read_only: user.read_only,
      gate_passed: true,
    });
    await trx
      .updateTable('partner_sub_users')
      .set({ wrong_password_count: 0, last_sign_in_at: now })
      .where('id', '=', user.id)
      .execute();
  });
  return {
    ...signed,
    sessionId: id,
    partner: {
      memId: partner.mem_id,
      memNick: partner.mem_nick,
      tier: partner.tier as PartnerOfficeLogin['partner']['tier'],
      subUser: { loginId: user.login_id, readOnly: user.read_only },
    },
    gateRequired: false,
  };
}
