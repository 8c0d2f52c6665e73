import type { Updateable } from 'kysely';
import { phoneDigits, type MemberFlags } from '../../../shared/api/member';
import type { AdminMemberUpdate } from '../../../shared/api/office/members';
import type { AppDeps } from '../../deps';
import { writeAudit } from '../audit/repo';
import type { Actor } from '../audit/actor';
import { SessionEnd } from '../identity/authContext';
import { setMemberFlags } from './flags';
import { assertNoDuplicates, assertNotBlocked } from '../identity/memberChecks';
import { hashSecret } from '../identity/passwords';
import { updateMemberRow } from '../identity/repo';
import { endMemberSessions, type MemberRow } from '../identity/sessionRepo';
import type { MembersTable } from '../identity/tables';
import { memoOf, setMemo } from './repo';

const FLAG_KEYS = [
  'status',
  'level',
  'locked',
  'canLogin',
  'canBet',
  'canRecommend',
  'casinoOpen',
  'slotOpen',
  'pinLocked',
  'gateLocked',
] as const;
const SECRET_KEYS: readonly string[] = ['password', 'withdrawPassword'];

type Profile = Omit<AdminMemberUpdate, (typeof FLAG_KEYS)[number]>;

/** The stored value of each profile field, for the audit line's `before`; secrets never leave the row. */
const storedProfile = (row: MemberRow, memo: string): Record<keyof Profile, unknown> => ({
  memNick: row.mem_nick,
  name: row.name,
  phone: row.phone,
  bankName: row.bank_name,
  accountNo: row.account_no,
  accountHolder: row.account_holder,
  recommendYn: row.recommend_yn,
  password: 'set',
  withdrawPassword: row.withdraw_password_hash ? 'set' : 'unset',
  memo,
});

/** What was sent, secrets reduced to "changed". */
const sentProfile = (profile: Profile): Record<string, unknown> =>
  Object.fromEntries(Object.entries(profile).map(([k, v]) => [k, SECRET_KEYS.includes(k) ? 'changed' : v]));

async function profileColumns(deps: AppDeps, data: Profile): Promise<Updateable<MembersTable>> {
  return {
    ...(data.memNick !== undefined && { mem_nick: data.memNick }),
    ...(data.name !== undefined && { name: data.name }),
    ...(data.phone !== undefined && { phone: data.phone }),
    ...(data.bankName !== undefined && { bank_name: data.bankName }),
    ...(data.accountNo !== undefined && { account_no: data.accountNo }),
    ...(data.accountHolder !== undefined && { account_holder: data.accountHolder }),
    ...(data.recommendYn !== undefined && { recommend_yn: data.recommendYn }),
    ...(data.password !== undefined && { password_hash: await hashSecret(deps.config, data.password) }),
    ...(data.withdrawPassword !== undefined && {
      withdraw_password_hash: await hashSecret(deps.config, data.withdrawPassword),
    }),
  };
}

/**
 * An office edit of a member: profile fields (§5 duplicate and block checks, as at sign-up) and
 * the staff memo in one transaction with their audit line; status, level and flags through
 * identity's setMemberFlags, which ends sessions and pushes LOCK_BET_YN (§4, §6) with its own.
 * A new password ends every session of the member, as the member's own change ends the others:
 * whoever knew the old one is signed out (LOGOUT push, E006 on the next call).
 */
export async function updateMemberFromOffice(
  deps: AppDeps,
  siteId: string,
  member: MemberRow,
  data: AdminMemberUpdate,
  actor: Actor,
): Promise<void> {
  const probe = {
    memNick: data.memNick,
    phoneDigits: data.phone === undefined ? undefined : phoneDigits(data.phone),
    accountDigits: data.accountNo || undefined,
  };
  await assertNotBlocked(deps, siteId, probe);
  await assertNoDuplicates(deps, siteId, probe, member.id);
  const profile = Object.fromEntries(
    Object.entries(data).filter(([k, v]) => v !== undefined && !(FLAG_KEYS as readonly string[]).includes(k)),
  ) as Profile;
  if (Object.keys(profile).length > 0) {
    const columns = await profileColumns(deps, profile);
    const now = deps.clock.now();
    const ended = await deps.db.transaction().execute(async (trx) => {
      const stored = storedProfile(member, profile.memo === undefined ? '' : await memoOf(trx, member.id));
      if (Object.keys(columns).length > 0) await updateMemberRow(trx, member.id, columns, now);
      if (profile.memo !== undefined) await setMemo(trx, member.id, profile.memo, now);
      const before = Object.fromEntries(Object.keys(profile).map((k) => [k, stored[k as keyof Profile]]));
      await writeAudit(trx, actor, 'member.update', member.mem_id, before, sentProfile(profile));
      return profile.password === undefined ? [] : endMemberSessions(trx, member.id, SessionEnd.PasswordReset, now);
    });
    for (const sessionId of ended)
      deps.bus.publish({ type: 'logout', memberId: member.id, sessionId, reason: SessionEnd.PasswordReset });
  }
  const flags = Object.fromEntries(
    FLAG_KEYS.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]),
  ) as MemberFlags;
  if (Object.keys(flags).length > 0) await setMemberFlags(deps, siteId, member.id, flags, actor);
}
