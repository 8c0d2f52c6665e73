import type { LowerMemberCreate } from '../../../shared/api/office/members';
import { phoneDigits } from '../../../shared/api/member';
import { MemberStatus, Tier, tierDepth } from '../../../shared/enums';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { writeAudit } from '../audit/repo';
import type { Actor } from '../audit/actor';
import { assertNoDuplicates, assertNotBlocked } from '../identity/memberChecks';
import { isUniqueViolation } from '../../db/errors';
import { hashSecret } from '../identity/passwords';
import { insertMemberUnder } from '../identity/repo';
import type { MemberRow } from '../identity/sessionRepo';
import { changeRates, fullRates, assertNotAboveParent } from './rates';
import { inMoneyTransaction } from '../ledger/service';
import { grantSignupBonus } from '../bonuses/triggers';

/** Where a new member goes: under a partner, or at the top (a head office, staff only). */
export interface NewMemberPlace {
  siteId: string;
  parent: Pick<MemberRow, 'id' | 'path' | 'tier'> | null;
  domain: string;
}

/**
 * Creates a member or a partner directly under `parent` (§2 lower/create): the tier must be lower
 * than the parent's, partner rates not above the parent's (G010); the §5 duplicate and block-list
 * checks of sign-up apply. An office-made member is approved at once, and granted the sign-up
 * bonus then (docs/domains/bonuses.md#sign-up). Returns the new id.
 */
export async function createMemberUnder(
  deps: AppDeps,
  place: NewMemberPlace,
  input: LowerMemberCreate,
  actor: Actor,
): Promise<number> {
  const isPartner = input.tier !== Tier.Normal;
  const parentDepth = place.parent ? tierDepth(place.parent.tier as Tier) : 0;
  if (tierDepth(input.tier) <= parentDepth) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.tier'] });
  if (!isPartner && input.rates?.length) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.rates'] });
  const probe = {
    memId: input.memId,
    memNick: input.memNick,
    phoneDigits: phoneDigits(input.phone),
    accountDigits: input.accountNo || undefined,
  };
  await assertNotBlocked(deps, place.siteId, probe);
  await assertNoDuplicates(deps, place.siteId, probe);
  const rates = isPartner ? fullRates(input.rates) : [];
  await assertNotAboveParent(deps.db, place.parent?.id ?? null, rates);
  const passwordHash = await hashSecret(deps.config, input.password);
  const withdrawHash = input.withdrawPassword ? await hashSecret(deps.config, input.withdrawPassword) : null;
  const now = deps.clock.now();
  try {
    return await inMoneyTransaction(deps, async (m) => {
      const trx = m.trx;
      const id = await insertMemberUnder(
        trx,
        {
          site_id: place.siteId,
          mem_id: input.memId,
          mem_nick: input.memNick,
          name: input.name,
          phone: input.phone,
          bank_name: input.bankName ?? '',
          account_no: input.accountNo ?? '',
          account_holder: input.accountHolder ?? '',
          password_hash: passwordHash,
          withdraw_password_hash: withdrawHash,
          status: MemberStatus.Normal,
          tier: input.tier,
          parent_id: place.parent?.id ?? null,
          recommend_yn: isPartner ? 'Y' : 'N',
          join_domain: place.domain,
          created_at: now,
          updated_at: now,
        },
        place.parent?.path ?? '/',
      );
      await changeRates(trx, { id, parent_id: place.parent?.id ?? null }, rates, { dayLock: false, now });
      await writeAudit(trx, actor, 'member.create', input.memId, null, {
        tier: input.tier,
        parentId: place.parent?.id ?? null,
        rates,
      });
      if (!isPartner) await grantSignupBonus(m, deps, place.siteId, id);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ResultCode.IdInUse, { field: 'memId' });
    throw error;
  }
}
