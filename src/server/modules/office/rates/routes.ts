import type { FastifyInstance } from 'fastify';
import { OfficeId } from '../../../../shared/api/office';
import { RateUpdateRequest } from '../../../../shared/api/office/rates';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { writeAudit } from '../../audit/repo';
import { numericId } from '../members/read';
import { findMemberInScope } from '../members/repo';
import { partnerPost } from '../officeRoute';
import { scopeOf, type Scope } from '../scope';
import { ratesOfMember } from './repo';
import { changeRates, toRateRecord } from './service';

async function lowerPartner(deps: Pick<AppDeps, 'db'>, scope: Scope, id: number) {
  const member = await findMemberInScope(deps.db, scope, id);
  if (!member) throw new AppError(ResultCode.NotFound);
  return member;
}

/** §2 rate info of a lower partner and §5 its change (G010, G013 one-day lock). */
export default async function partnerRateRoutes(app: FastifyInstance): Promise<void> {
  partnerPost(app, '/api/partner/rates/get', OfficeId, async (body, caller, req) => {
    const member = await lowerPartner(req.deps, scopeOf(caller), numericId(body.id));
    const now = req.deps.clock.now();
    return (await ratesOfMember(req.deps.db, member.id)).map((r) => toRateRecord(r, now));
  });

  partnerPost(app, '/api/partner/rates/update', RateUpdateRequest, async (body, caller, req) => {
    const member = await lowerPartner(req.deps, scopeOf(caller), body.memberId);
    if (member.tier === 'NORMAL') throw new AppError(ResultCode.InvalidRequest, { fields: ['memberId'] });
    const now = req.deps.clock.now();
    await req.deps.db.transaction().execute(async (trx) => {
      const changed = await changeRates(trx, member, body.rates, { dayLock: true, now });
      if (changed.length === 0) return;
      await writeAudit(trx, { siteId: caller.siteId, actorKind: 'partner', actorId: caller.actor.id, action: 'rates.update', target: member.mem_id, detail: { rates: body.rates }, ip: req.ip });
    });
    return (await ratesOfMember(req.deps.db, member.id)).map((r) => toRateRecord(r, now));
  });
}
