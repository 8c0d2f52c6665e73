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
import { hashSecret } from './passwords';
import { findMemberByMemId, insertMemberUnder } from './repo';
import { isBlocked } from './blocklist/repo';
import { assertNoDuplicates, assertNoProblem, assertNotBlocked, assertRecommender } from './memberChecks';
import { joinPlaceOf } from './joinLink';
import { isUniqueViolation } from '../../db/errors';

export interface SignupContext {
  siteId: string;
  options: SiteOptions;
  ip: string;
  /** The site domain the member signed up on (§3 registration domain). */
  domain: string;
}

/**
 * §5 sign-up: every rule is checked before the two argon2id hashes are made, so refused requests
 * cost little. The member waits for approval under its recommender in the partner tree (§4).
 */
export async function signup(deps: AppDeps, ctx: SignupContext, input: SignupRequest): Promise<SignupResponse> {
  if (ctx.options.joinStatus !== YN.Y) throw new AppError(ResultCode.SignupClosed);
  if (await isBlocked(deps.db, ctx.siteId, 'ip', ctx.ip)) throw new AppError(ResultCode.IpBlocked);
  // A typed recommender wins; else the remembered partner link, else the site domain's code
  // (docs/domains/partner-codes.md#signing-up-through-a-link).
  const typed = input.recommender.trim();
  const place = typed ? null : await joinPlaceOf(deps, ctx, input);
  assertNoProblem(checkSignup(input, place !== null));

  const memId = input.memId.trim();
  const phone = phoneDigits(input.phone);
  const accountNo = input.accountNo.trim();
  const probe = { memId, memNick: input.memNick.trim(), phoneDigits: phone, accountDigits: accountNo };
  await assertNotBlocked(deps, ctx.siteId, probe);
  await assertNoDuplicates(deps, ctx.siteId, probe);
  const recommender = place ? place.partner : await findMemberByMemId(deps.db, ctx.siteId, typed);
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
          created_at: deps.clock.now(),
          join_code_id: place?.codeId ?? null,
          join_sub_id: place?.subId ?? '',
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
