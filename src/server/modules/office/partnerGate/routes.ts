import type { FastifyInstance } from 'fastify';
import { GateChangeRequest, GateCheckRequest, GateSetRequest, type GateResult } from '../../../../shared/api/office/partnerGate';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { writeAudit } from '../../audit/repo';
import { hashSecret, verifySecret } from '../../identity/passwords';
import { partnerPost, type PartnerCaller } from '../officeRoute';

const GUESSES_PER_MINUTE = 10;

/** A wrong gate password is a guess: limited per partner before any hash is checked. */
async function assertGuessAllowed(deps: AppDeps, caller: PartnerCaller): Promise<void> {
  if (!(await deps.limiter.hit(`partner-gate:${caller.siteId}:${caller.member.id}`, GUESSES_PER_MINUTE, 60_000))) throw new AppError(ResultCode.TooManyRequests);
}

async function storeGate(deps: AppDeps, caller: PartnerCaller, password: string, action: string): Promise<GateResult> {
  const hash = await hashSecret(deps.config, password);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('members').set({ partner_password_hash: hash, updated_at: deps.clock.now() }).where('id', '=', caller.member.id).execute();
    await writeAudit(trx, { siteId: caller.siteId, actorKind: 'partner', actorId: caller.actor.id, action, target: caller.member.mem_id, ip: caller.actor.ip });
  });
  return { set: true };
}

/** §6 partner gate: a partner password (argon2id) set once, checked on entering the office, changed with the old one. */
export default async function partnerGateRoutes(app: FastifyInstance): Promise<void> {
  partnerPost(app, '/api/partner/gate/set', GateSetRequest, async (body, caller, req) => {
    if (caller.member.partner_password_hash) throw new AppError(ResultCode.InvalidRequest, { fields: ['password'], alreadySet: true });
    return storeGate(req.deps, caller, body.password, 'partnerGate.set');
  });

  partnerPost(app, '/api/partner/gate/check', GateCheckRequest, async (body, caller, req): Promise<GateResult> => {
    await assertGuessAllowed(req.deps, caller);
    if (!(await verifySecret(caller.member.partner_password_hash, body.password))) throw new AppError(ResultCode.WrongPassword, { field: 'password' });
    return { ok: true };
  });

  partnerPost(app, '/api/partner/gate/change', GateChangeRequest, async (body, caller, req) => {
    await assertGuessAllowed(req.deps, caller);
    if (!(await verifySecret(caller.member.partner_password_hash, body.oldPassword))) throw new AppError(ResultCode.WrongPassword, { field: 'oldPassword' });
    return storeGate(req.deps, caller, body.newPassword, 'partnerGate.change');
  });
}
