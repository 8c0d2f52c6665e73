import type { Updateable } from 'kysely';
import { phoneDigits, type MemberFlags } from '../../../../shared/api/member';
import type { AdminMemberUpdate } from '../../../../shared/api/office/members';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../audit/repo';
import { setMemberFlags, type Actor } from '../../identity/memberFlags';
import { assertNoDuplicates, assertNotBlocked } from '../../identity/memberChecks';
import { hashSecret } from '../../identity/passwords';
import { updateMemberRow } from '../../identity/repo';
import type { MemberRow } from '../../identity/sessionRepo';
import type { MembersTable } from '../../identity/tables';
import { setMemo } from './repo';

const FLAG_KEYS = ['status', 'level', 'locked', 'canLogin', 'canBet', 'canRecommend', 'casinoOpen', 'slotOpen'] as const;

/** Audit detail of a change: what was sent, secrets reduced to "changed". */
const auditDetail = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, k === 'password' || k === 'withdrawPassword' ? 'changed' : v]));

async function profileColumns(deps: AppDeps, data: AdminMemberUpdate): Promise<Updateable<MembersTable>> {
  return {
    ...(data.memNick !== undefined && { mem_nick: data.memNick }),
    ...(data.name !== undefined && { name: data.name }),
    ...(data.phone !== undefined && { phone: data.phone }),
    ...(data.bankName !== undefined && { bank_name: data.bankName }),
    ...(data.accountNo !== undefined && { account_no: data.accountNo }),
    ...(data.accountHolder !== undefined && { account_holder: data.accountHolder }),
    ...(data.recommendYn !== undefined && { recommend_yn: data.recommendYn }),
    ...(data.password !== undefined && { password_hash: await hashSecret(deps.config, data.password) }),
    ...(data.withdrawPassword !== undefined && { withdraw_password_hash: await hashSecret(deps.config, data.withdrawPassword) }),
  };
}

/**
 * An office edit of a member: profile fields (§5 duplicate and block checks, as at sign-up) and
 * the staff memo in one transaction with their audit line; status, level and flags through
 * identity's setMemberFlags, which ends sessions and pushes LOCK_BET_YN (§4, §6) with its own.
 */
export async function updateMemberFromOffice(deps: AppDeps, siteId: string, member: MemberRow, data: AdminMemberUpdate, actor: Actor): Promise<void> {
  const probe = {
    memNick: data.memNick,
    phoneDigits: data.phone === undefined ? undefined : phoneDigits(data.phone),
    accountDigits: data.accountNo || undefined,
  };
  await assertNotBlocked(deps, siteId, probe);
  await assertNoDuplicates(deps, siteId, probe, member.id);
  const columns = await profileColumns(deps, data);
  const profileSent = Object.keys(columns).length > 0 || data.memo !== undefined;
  if (profileSent) {
    const now = deps.clock.now();
    const profile = Object.fromEntries(Object.entries(data).filter(([k]) => !(FLAG_KEYS as readonly string[]).includes(k)));
    await deps.db.transaction().execute(async (trx) => {
      if (Object.keys(columns).length > 0) await updateMemberRow(trx, member.id, columns, now);
      if (data.memo !== undefined) await setMemo(trx, member.id, data.memo, now);
      await writeAudit(trx, { siteId, actorKind: actor.kind, actorId: actor.id, action: 'member.update', target: member.mem_id, detail: auditDetail(profile), ip: actor.ip });
    });
  }
  const flags = Object.fromEntries(FLAG_KEYS.filter((k) => data[k] !== undefined).map((k) => [k, data[k]])) as MemberFlags;
  if (Object.keys(flags).length > 0) await setMemberFlags(deps, siteId, member.id, flags, actor);
}
