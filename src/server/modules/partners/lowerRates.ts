import type { RateRecord, RateUpdateRequest } from '../../../shared/api/office/rates';
import { Tier } from '../../../shared/enums';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { PartnerCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { findMemberInScope } from '../members/repo';
import { scopeOf } from '../../http/officeScope';
import { changeRates, toRateRecord } from '../members/rates';
import { ratesOfMember } from '../members/ratesRepo';

async function lowerMember(deps: Pick<AppDeps, 'db'>, caller: PartnerCaller, id: number) {
  const member = await findMemberInScope(deps.db, scopeOf(caller), id);
  if (!member) throw new AppError(ResultCode.NotFound);
  return member;
}

/** §2 rate info of a member of the partner's subtree. */
export async function lowerRates(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: PartnerCaller,
  id: number,
): Promise<RateRecord[]> {
  const member = await lowerMember(deps, caller, id);
  const now = deps.clock.now();
  return (await ratesOfMember(deps.db, member.id)).map((r) => toRateRecord(r, now));
}

/** §5 a partner changes a lower partner's rates: G010 both ways, G013 one-day lock. */
export async function setLowerRates(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: PartnerCaller,
  body: RateUpdateRequest,
): Promise<RateRecord[]> {
  const member = await lowerMember(deps, caller, body.memberId);
  if (member.tier === Tier.Normal) throw new AppError(ResultCode.InvalidRequest, { fields: ['memberId'] });
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const change = await changeRates(trx, member, body.rates, { dayLock: true, now });
    if (change.groups.length === 0) return;
    await writeAudit(
      trx,
      caller.actor,
      'rates.update',
      member.mem_id,
      { rates: change.before },
      { rates: body.rates.filter((r) => change.groups.includes(r.gameGroup)) },
    );
  });
  return (await ratesOfMember(deps.db, member.id)).map((r) => toRateRecord(r, now));
}
