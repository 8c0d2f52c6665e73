import { ResultCode } from '../../../shared/resultCodes';
import { MemberStatus, Tier, YN } from '../../../shared/enums';
import {
  checkSignup,
  formatPhone,
  phoneDigits,
  type SignupRequest,
  type SignupResponse,
} from '../../../shared/api/member';
import type { SiteOptions } from '../../../shared/api/site';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { isPartnerTier } from '../../../shared/partner';
import { hashSecret } from './passwords';
import { findMemberByMemId, insertMemberUnder } from './repo';
import { isBlocked } from './blocklist/repo';
import { assertNoDuplicates, assertNoProblem, assertNotBlocked } from './memberChecks';
import { isUniqueViolation } from '../../db/errors';
import type { MemberRow } from './sessionRepo';

export interface SignupContext {
  siteId: string;
  options: SiteOptions;
  ip: string;
  /** The site domain the member signed up on (§3 registration domain). */
  domain: string;
}

/** §5: the recommender exists (U112), is a partner who may recommend (U113) and is in good standing (U114). */
function assertRecommender(row: MemberRow | undefined): asserts row is MemberRow {
  if (!row || row.status === MemberStatus.Deleted)
    throw new AppError(ResultCode.RecommenderMissing, { field: 'recommender' });
  if (!isPartnerTier(row.tier) || row.recommend_yn !== YN.Y || !row.can_recommend)
    throw new AppError(ResultCode.RecommenderNotPartner, { field: 'recommender' });
  if (row.status !== MemberStatus.Normal || row.locked)
    throw new AppError(ResultCode.RecommenderUnusable, { field: 'recommender' });
}

/**
 * §5 sign-up: every rule is checked before the two argon2id hashes are made, so refused requests
 * cost little. The member waits for approval under its recommender in the partner tree (§4).
 */
export async function signup(deps: AppDeps, ctx: SignupContext, input: SignupRequest): Promise<SignupResponse> {
  if (ctx.options.joinStatus !== YN.Y) throw new AppError(ResultCode.SignupClosed);
  if (await isBlocked(deps.db, ctx.siteId, 'ip', ctx.ip)) throw new AppError(ResultCode.IpBlocked);
  assertNoProblem(checkSignup(input));

  const memId = input.memId.trim();
  const phone = phoneDigits(input.phone);
  const accountNo = input.accountNo.trim();
  const probe = { memId, memNick: input.memNick.trim(), phoneDigits: phone, accountDigits: accountNo };
  await assertNotBlocked(deps, ctx.siteId, probe);
  await assertNoDuplicates(deps, ctx.siteId, probe);
  const recommender = await findMemberByMemId(deps.db, ctx.siteId, input.recommender.trim());
  assertRecommender(recommender);

  const [passwordHash, withdrawHash] = await Promise.all([
    hashSecret(deps.config, input.memPass),
    hashSecret(deps.config, input.withdrawPass),
  ]);
  try {
    await deps.db.transaction().execute((trx) =>
      insertMemberUnder(
        trx,
        {
          site_id: ctx.siteId,
          mem_id: memId,
          mem_nick: probe.memNick,
          name: input.name.trim(),
          phone: formatPhone(phone),
          bank_name: input.bankName.trim(),
          account_no: accountNo,
          account_holder: input.accountHolder.trim(),
          password_hash: passwordHash,
          withdraw_password_hash: withdrawHash,
          status: MemberStatus.Waiting,
          tier: Tier.Normal,
          parent_id: recommender.id,
          join_ip: ctx.ip,
          join_domain: ctx.domain,
        },
        recommender.path,
      ),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent sign-up took one of the values after our check: answer which one.
    await assertNoDuplicates(deps, ctx.siteId, probe);
    throw error;
  }
  return { memId, status: MemberStatus.Waiting };
}
