import type { GateResult } from '../../../../shared/api/office/partnerGate';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { PartnerCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { hashSecret, verifySecret } from '../passwords';
import { markGatePassed } from '../sessionRepo';
import { checkGuess, PartnerGate } from '../secretLocks';
import { setPartnerPasswordHash } from './repo';

/**
 * §6 partner gate: a partner password (argon2id) set once, checked on entering the office, changed
 * with the old one. The audit line records that it changed, never the hash. Every
 * check is a guess counted per partner (5 wrong in a row lock the gate, G015, until staff unlock it).
 */
/**
 * The partner's next office call on this node must see the gate it just set or passed (the
 * database's change notice, which tells every node, may land a moment after this answer).
 */
const readBackAtOnce = (deps: AppDeps, caller: PartnerCaller) => deps.sessions.forgetMember(caller.member.id);

async function assertGateGuess(deps: AppDeps, caller: PartnerCaller, password: string, field: string): Promise<void> {
  const guess = await checkGuess(deps, caller.member, PartnerGate, (row) =>
    verifySecret(row.partner_password_hash, password),
  );
  if (!guess.ok) throw new AppError(ResultCode.WrongPassword, { field, remaining: guess.remaining });
}

async function storeGate(deps: AppDeps, caller: PartnerCaller, password: string, action: string): Promise<GateResult> {
  const hash = await hashSecret(deps.config, password);
  await deps.db.transaction().execute(async (trx) => {
    await setPartnerPasswordHash(trx, caller.member.id, hash, deps.clock.now());
    // whoever sets or changes the password in this session has passed the gate of it
    await markGatePassed(trx, caller.sessionId);
    await writeAudit(trx, caller.actor, action, caller.member.mem_id, null, null);
  });
  readBackAtOnce(deps, caller);
  return { set: true };
}

export async function setGate(deps: AppDeps, caller: PartnerCaller, password: string): Promise<GateResult> {
  if (caller.member.partner_password_hash)
    throw new AppError(ResultCode.InvalidRequest, { fields: ['password'], alreadySet: true });
  return storeGate(deps, caller, password, 'partnerGate.set');
}

export async function checkGate(deps: AppDeps, caller: PartnerCaller, password: string): Promise<GateResult> {
  await assertGateGuess(deps, caller, password, 'password');
  await markGatePassed(deps.db, caller.sessionId);
  readBackAtOnce(deps, caller);
  return { ok: true };
}

export async function changeGate(
  deps: AppDeps,
  caller: PartnerCaller,
  oldPassword: string,
  newPassword: string,
): Promise<GateResult> {
  await assertGateGuess(deps, caller, oldPassword, 'oldPassword');
  return storeGate(deps, caller, newPassword, 'partnerGate.change');
}
