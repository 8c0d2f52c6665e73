import type { GateResult } from '../../../../shared/api/office/partnerGate';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { PartnerCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { hashSecret, verifySecret } from '../../identity/passwords';
import { setPartnerPasswordHash } from './repo';

/**
 * §6 partner gate: a partner password (argon2id) set once, checked on entering the office, changed
 * with the old one. The audit line records that it changed, never the hash.
 */
const GUESSES_PER_MINUTE = 10;

/** A wrong gate password is a guess: limited per partner before any hash is checked. */
async function assertGuessAllowed(deps: AppDeps, caller: PartnerCaller): Promise<void> {
  if (!(await deps.limiter.hit(`partner-gate:${caller.siteId}:${caller.member.id}`, GUESSES_PER_MINUTE, 60_000))) throw new AppError(ResultCode.TooManyRequests);
}

async function storeGate(deps: AppDeps, caller: PartnerCaller, password: string, action: string): Promise<GateResult> {
  const hash = await hashSecret(deps.config, password);
  await deps.db.transaction().execute(async (trx) => {
    await setPartnerPasswordHash(trx, caller.member.id, hash, deps.clock.now());
    await writeAudit(trx, caller.actor, action, caller.member.mem_id, null, null);
  });
  return { set: true };
}

export async function setGate(deps: AppDeps, caller: PartnerCaller, password: string): Promise<GateResult> {
  if (caller.member.partner_password_hash) throw new AppError(ResultCode.InvalidRequest, { fields: ['password'], alreadySet: true });
  return storeGate(deps, caller, password, 'partnerGate.set');
}

export async function checkGate(deps: AppDeps, caller: PartnerCaller, password: string): Promise<GateResult> {
  await assertGuessAllowed(deps, caller);
  if (!(await verifySecret(caller.member.partner_password_hash, password))) throw new AppError(ResultCode.WrongPassword, { field: 'password' });
  return { ok: true };
}

export async function changeGate(deps: AppDeps, caller: PartnerCaller, oldPassword: string, newPassword: string): Promise<GateResult> {
  await assertGuessAllowed(deps, caller);
  if (!(await verifySecret(caller.member.partner_password_hash, oldPassword))) throw new AppError(ResultCode.WrongPassword, { field: 'oldPassword' });
  return storeGate(deps, caller, newPassword, 'partnerGate.change');
}
