import type { Updateable } from 'kysely';
import { ResultCode } from '../../../shared/resultCodes';
import { MemberStatus } from '../../../shared/enums';
import type { MemberFlags, MemberFlagsRecord } from '../../../shared/api/member';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { writeAudit } from '../audit/repo';
import type { Actor } from '../audit/actor';
import { SessionEnd } from '../identity/authContext';
import { findMemberStatus, lockMemberRow, updateMemberRow } from '../identity/repo';
import { endMemberSessions, type MemberRow } from '../identity/sessionRepo';
import type { MembersTable } from '../identity/tables';
import { endClosedGameSessions } from '../vendors/memberAccess';
import { recordManualMove } from '../memberLevels/manualMove';
import { inMoneyTransaction } from '../ledger/service';
import { grantSignupBonus } from '../bonuses/triggers';

/** §4/§6: a member who may no longer play loses its live sessions at once, not at the next login. */
const mayKeepSession = (row: MemberRow): boolean => row.status === MemberStatus.Normal && !row.locked && row.can_login;

const toFlagsRecord = (row: MemberRow): MemberFlagsRecord => ({
  id: row.id,
  memId: row.mem_id,
  status: row.status as MemberStatus,
  level: row.level,
  locked: row.locked,
  canLogin: row.can_login,
  canBet: row.can_bet,
  canRecommend: row.can_recommend,
  casinoOpen: row.casino_open,
  slotOpen: row.slot_open,
  pinLocked: row.pin_locked_at !== null,
  gateLocked: row.gate_locked_at !== null,
  lockedAt: row.locked_at?.toISOString() ?? null,
});

const lockColumns = (
  locked: boolean | undefined,
  count: 'pin_wrong_count' | 'gate_wrong_count',
  at: 'pin_locked_at' | 'gate_locked_at',
  now: Date,
) => (locked === undefined ? {} : { [count]: 0, [at]: locked ? now : null });

const toColumns = (flags: MemberFlags, now: Date): Updateable<MembersTable> => ({
  ...(flags.status !== undefined && { status: flags.status }),
  ...(flags.level !== undefined && { level: flags.level }),
  // A staff lock never lifts itself (no locked_at); unlocking also forgives the wrong passwords (§4).
  ...(flags.locked !== undefined && { locked: flags.locked, locked_at: null, wrong_password_count: 0 }),
  ...lockColumns(flags.pinLocked, 'pin_wrong_count', 'pin_locked_at', now),
  ...lockColumns(flags.gateLocked, 'gate_wrong_count', 'gate_locked_at', now),
  ...(flags.canLogin !== undefined && { can_login: flags.canLogin }),
  ...(flags.canBet !== undefined && { can_bet: flags.canBet }),
  ...(flags.canRecommend !== undefined && { can_recommend: flags.canRecommend }),
  ...(flags.casinoOpen !== undefined && { casino_open: flags.casinoOpen }),
  ...(flags.slotOpen !== undefined && { slot_open: flags.slotOpen }),
});

/**
 * §6 staff (and partner) control of a member: status, level and the flags can login, can bet, can
 * recommend, account lock, casino/slot open. A change that stops the member ends its sessions on
 * the server (next call E006, LOGOUT on its socket); a change of betting rights pushes LOCK_BET_YN.
 * A waiting member approved is granted the site's sign-up bonus in the same transaction.
 */
export async function setMemberFlags(
  deps: AppDeps,
  siteId: string,
  memberId: number,
  flags: MemberFlags,
  actor: Actor,
): Promise<MemberFlagsRecord> {
  const now = deps.clock.now();
  const { row, ended } = await inMoneyTransaction(deps, async (m) => {
    const trx = m.trx;
    const current = await lockMemberRow(trx, siteId, memberId);
    if (!current) throw new AppError(ResultCode.NoMember);
    // The sign-up's approval time, which the partner funnel counts (docs/domains/partner-codes.md#the-funnel).
    const approved = current.status === MemberStatus.Waiting && flags.status === MemberStatus.Normal;
    const columns = { ...toColumns(flags, now), ...(approved && { approved_at: now }) };
    const updated = await updateMemberRow(trx, memberId, columns, now);
    // A level set by hand is a move of the level history (docs/domains/member-levels.md#the-history).
    const levelUp = await recordManualMove(
      m,
      deps,
      { siteId, memberId, from: current.level, to: updated.level, actor: actor.loginId },
      now,
    );
    const endedIds = mayKeepSession(updated) ? [] : await endMemberSessions(trx, memberId, SessionEnd.StaffLock, now);
    await endClosedGameSessions(trx, updated, now);
    const before = toFlagsRecord(current);
    const changed = Object.keys(flags) as (keyof MemberFlags)[];
    // The sign-up bonus is granted at approval (docs/domains/bonuses.md#sign-up), in the approval's transaction.
    const bonus = approved ? await grantSignupBonus(m, deps, siteId, memberId) : null;
    await writeAudit(
      trx,
      actor,
      'member.flags',
      updated.mem_id,
      Object.fromEntries(changed.map((k) => [k, before[k]])),
      {
        ...flags,
        ...(bonus && !('refused' in bonus) && { signupBonus: bonus.amount }),
        ...(levelUp && { levelUpBonus: levelUp.amount }),
      },
    );
    return { row: updated, ended: endedIds };
  });
  for (const sessionId of ended)
    deps.bus.publish({ type: 'logout', memberId, sessionId, reason: SessionEnd.StaffLock });
  if (flags.canBet !== undefined || flags.locked !== undefined)
    deps.bus.publish({ type: 'lockBet', memberId, canBet: row.can_bet, locked: row.locked });
  return toFlagsRecord(row);
}

/** §6 account lock (or unlock, which also clears the wrong-password count). */
export const lockMember = (deps: AppDeps, siteId: string, memberId: number, locked: boolean, actor: Actor) =>
  setMemberFlags(deps, siteId, memberId, { locked }, actor);

/**
 * §4 sign-up approval: a waiting member becomes normal and may log in, or, refused, deleted (its id
 * stays taken); any other state answers U020.
 */
async function decideSignup(
  deps: AppDeps,
  siteId: string,
  memberId: number,
  actor: Actor,
  to: MemberStatus,
): Promise<MemberFlagsRecord> {
  const status = await findMemberStatus(deps.db, siteId, memberId);
  if (status === undefined) throw new AppError(ResultCode.NoMember);
  if (status !== MemberStatus.Waiting) throw new AppError(ResultCode.ContactAdmin, { status });
  return setMemberFlags(deps, siteId, memberId, { status: to }, actor);
}

export const approveMember = (deps: AppDeps, siteId: string, memberId: number, actor: Actor) =>
  decideSignup(deps, siteId, memberId, actor, MemberStatus.Normal);
export const refuseMember = (deps: AppDeps, siteId: string, memberId: number, actor: Actor) =>
  decideSignup(deps, siteId, memberId, actor, MemberStatus.Deleted);
