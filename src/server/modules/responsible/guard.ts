import type { Kysely, Transaction } from 'kysely';
import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';
import { periodWindow, siteTimeText, type LimitKind } from '../../../shared/responsible/periods';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import { effectiveLimits, type EffectiveLimit } from './effectiveLimits';
import { activeExclusion, limitRows, lockLimitRows, stakeBarOf, type ExclusionDbRow } from './repo';
import { usage } from './usage';

/** Why a stake, a deposit request or a login is refused: a catalogue code and what its text names. */
export interface Refusal {
  code: ResultCodeValue;
  data: Record<string, string | number>;
}

/** The moment being judged, in site time (config SITE_TZ_OFFSET_MINUTES). */
export interface SiteNow {
  now: Date;
  tzOffsetMinutes: number;
}

const LIMIT_CODES: Record<LimitKind, ResultCodeValue> = {
  deposit: ResultCode.DepositLimitReached,
  loss: ResultCode.LossLimitReached,
  stake: ResultCode.StakeLimitReached,
  session: ResultCode.SessionLimitReached,
};

export const exclusionRefusal = (e: Pick<ExclusionDbRow, 'kind' | 'ends_at'>, tzOffsetMinutes: number): Refusal => ({
  code: e.kind === 'self' ? ResultCode.SelfExcluded : ResultCode.CoolingOff,
  data: { until: siteTimeText(e.ends_at, tzOffsetMinutes) },
});

/** Throws the refusal as the §7 envelope answers it. */
export function throwIfRefused(refusal: Refusal | undefined): void {
  if (refusal) throw new AppError(refusal.code, refusal.data);
}

async function firstBreach(
  trx: Transaction<DB>,
  memberId: number,
  limits: readonly EffectiveLimit[],
  amount: number,
  at: SiteNow,
): Promise<Refusal | undefined> {
  for (const limit of limits) {
    const used = await usage(trx, memberId, limit.kind, limit.period, at.now, at.tzOffsetMinutes);
    // Session time is reached at the limit; money limits only by what this call would add.
    const over = limit.kind === 'session' ? used >= limit.amount : used + amount > limit.amount;
    if (over) {
      const resetsAt = siteTimeText(periodWindow(limit.period, at.now, at.tzOffsetMinutes).to, at.tzOffsetMinutes);
      return {
        code: LIMIT_CODES[limit.kind],
        data: { kind: limit.kind, period: limit.period, limit: limit.amount, used, resetsAt },
      };
    }
  }
  return undefined;
}

async function judge(
  trx: Transaction<DB>,
  memberId: number,
  amount: number,
  kinds: readonly LimitKind[],
  at: SiteNow,
): Promise<Refusal | undefined> {
  const excluded = await activeExclusion(trx, memberId, at.now);
  if (excluded) return exclusionRefusal(excluded, at.tzOffsetMinutes);
  const rows = await lockLimitRows(trx, memberId, kinds);
  return firstBreach(trx, memberId, effectiveLimits(rows, at.now), amount, at);
}

/**
 * Why a member may not stake now, in any product: the one rule "member may stake"
 * (responsible/sql/member_stake_bars.sql), which the full paths read here and every fast batch in
 * its own statement (docs/architecture/fast-paths.md). In order: no such member or no bet right,
 * locked, closed (not a normal member, or the product group's flag closed), an exclusion in force,
 * a stake, loss or session limit to weigh.
 */
export const StakeBar = {
  NoRight: 'no_right',
  Locked: 'locked',
  Closed: 'closed',
  Excluded: 'excluded',
  Limited: 'limited',
} as const;
export type StakeBar = (typeof StakeBar)[keyof typeof StakeBar];

/**
 * A member's first bar at the stake's time (null: may stake, nothing to weigh); and, whatever that
 * bar, the exclusion in force and whether there are limits to weigh.
 */
export interface StakeStanding {
  bar: StakeBar | null;
  exclusion: Pick<ExclusionDbRow, 'kind' | 'ends_at'> | null;
  limited: boolean;
}

/**
 * The member's standing for a stake at `now` in a group opened by member flag `flag` (casino,
 * slot; null for a house product). Read it in the stake's transaction after the member's row is
 * locked, so a member's stakes are judged one after the other.
 */
export async function stakeStanding(
  trx: Transaction<DB>,
  memberId: number,
  now: Date,
  flag: string | null = null,
): Promise<StakeStanding> {
  const row = await stakeBarOf(trx, memberId, now, flag);
  return {
    bar: row.bar as StakeBar | null,
    exclusion:
      row.exclusion_kind && row.exclusion_ends ? { kind: row.exclusion_kind, ends_at: row.exclusion_ends } : null,
    limited: row.limited,
  };
}

/** §8 on /api/bet/betProc: the bars that refuse a house product's slip before anything else is judged. */
export function betBarRefusal(standing: StakeStanding): AppError | undefined {
  if (standing.bar === StakeBar.NoRight || standing.bar === StakeBar.Closed) return new AppError(ResultCode.NoBetRight);
  if (standing.bar === StakeBar.Locked) return new AppError(ResultCode.BetLocked);
  return undefined;
}

/**
 * What an exclusion or a limit answers a stake of `amount` of a member with this standing (whatever
 * its first bar): undefined when neither bars it; otherwise cool-off R005, self-exclusion R006, or the first stake,
 * loss or session-time limit the stake would pass (R003, R002, R004).
 *
 * Call it inside the transaction that debits the stake, before the ledger post: it locks the
 * member's limit rows (in kind, period, source order), so two stakes of one member running at once
 * are judged one after the other and never pass a limit together. Money coming in (a win, a
 * partner's payment, a coupon) never goes through here.
 */
export async function stakeLimitsRefusal(
  trx: Transaction<DB>,
  memberId: number,
  standing: StakeStanding,
  amount: number,
  at: SiteNow,
): Promise<Refusal | undefined> {
  if (standing.exclusion) return exclusionRefusal(standing.exclusion, at.tzOffsetMinutes);
  if (!standing.limited) return undefined;
  const rows = await lockLimitRows(trx, memberId, ['loss', 'session', 'stake']);
  return firstBreach(trx, memberId, effectiveLimits(rows, at.now), amount, at);
}

/**
 * Won the member may still stake (and lose) now before a stake or loss limit of any period is
 * reached; null when no such limit applies. A transfer-wallet vendor takes no more than this at
 * launch, since its bets never pass through /pam where each stake is judged.
 */
export async function stakeRoom(trx: Transaction<DB>, memberId: number, at: SiteNow): Promise<number | null> {
  let room: number | null = null;
  for (const limit of effectiveLimits(await lockLimitRows(trx, memberId, ['loss', 'stake']), at.now)) {
    const left = Math.max(
      0,
      limit.amount - (await usage(trx, memberId, limit.kind, limit.period, at.now, at.tzOffsetMinutes)),
    );
    room = room === null ? left : Math.min(room, left);
  }
  return room;
}

/** May this member ask for a deposit of `amount` (/api/cash/in)? Exclusion, then the deposit limits (R001). */
export const assertMayDeposit = (
  trx: Transaction<DB>,
  memberId: number,
  amount: number,
  at: SiteNow,
): Promise<Refusal | undefined> => judge(trx, memberId, amount, ['deposit'], at);

/** May this member sign in? Not while excluded, nor once a session-time limit is used up. */
export async function assertMayPlay(db: Kysely<DB>, memberId: number, at: SiteNow): Promise<Refusal | undefined> {
  const excluded = await activeExclusion(db, memberId, at.now);
  if (excluded) return exclusionRefusal(excluded, at.tzOffsetMinutes);
  const sessionLimits = effectiveLimits(await limitRows(db, memberId), at.now).filter((l) => l.kind === 'session');
  if (!sessionLimits.length) return undefined;
  return db.transaction().execute((trx) => firstBreach(trx, memberId, sessionLimits, 0, at));
}
