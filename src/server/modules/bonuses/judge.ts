import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';
import { bonusAmount } from '../../../shared/bonuses/amount';
import { isDepositBonusKind } from '../../../shared/api/bonuses';
import type { ProgramLevelRow, ProgramRow } from './repo';

/**
 * Whether a program grants a member now, and how much (docs/domains/bonuses.md#the-grant): one
 * pure rule that the grant, the deposit form's offers and the deposit request all ask, so what the
 * member is offered is what its approval grants. The facts are read by the caller under the
 * member's lock.
 */
export interface GrantFacts {
  program: Pick<
    ProgramRow,
    'kind' | 'enabled' | 'cap' | 'min_deposit' | 'exclusive' | 'window_days' | 'window_from_min' | 'window_to_min'
  >;
  /** The member's level row of the program; none: the program grants that level nothing. */
  terms: Pick<ProgramLevelRow, 'rate_bp' | 'fixed_amount'> | undefined;
  /**
   * Deposit kinds: the deposit and when it was asked for (a time window is judged then); an amount
   * of null is the deposit form before the member typed one (an offer: the amount is left to it).
   */
  deposit: { amount: number | null; at: Date } | null;
  /** first_deposit: other deposits of the member approved that were asked for on the same site day. */
  earlierDepositsToday: number;
  /** The exclusivity of each of the member's active requirements. */
  active: readonly { exclusive: boolean }[];
  /** An amount decided elsewhere (a staff grant's typed amount; a reward's value). */
  amount?: number;
  /** What a level's rate applies to when no deposit does: a payback's net loss of the week. */
  base?: number;
  tzOffsetMinutes: number;
}

export type Verdict = { amount: number } | { refused: ResultCodeValue; params?: Record<string, unknown> };

const MINUTES_A_DAY = 1440;

/** A time-window program is on at `at`: its site-time day of the week (none listed: every day) and minutes [from, to), past midnight when from > to. */
function windowOpen(
  p: Pick<ProgramRow, 'window_days' | 'window_from_min' | 'window_to_min'>,
  at: Date,
  tzOffsetMinutes: number,
): boolean {
  const local = new Date(at.getTime() + tzOffsetMinutes * 60_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const from = p.window_from_min ?? 0;
  const to = p.window_to_min ?? MINUTES_A_DAY;
  const inHours = from <= to ? minute >= from && minute < to : minute >= from || minute < to;
  // A window past midnight belongs to the day it opened on.
  const day = (local.getUTCDay() + (from > to && minute < to ? 6 : 0)) % 7;
  return inHours && (p.window_days.length === 0 || p.window_days.includes(day));
}

/** Rewards (coupon, attendance, roulette, point conversion) keep their own amount: the program adds only the wagering. */
export const isRewardKind = (kind: string): boolean =>
  kind === 'coupon' || kind === 'attendance' || kind === 'roulette' || kind === 'point_conversion';

export function judgeGrant(f: GrantFacts): Verdict {
  const p = f.program;
  if (!p.enabled) return { refused: ResultCode.BonusUnavailable };
  if (isDepositBonusKind(p.kind)) {
    if (!f.deposit) return { refused: ResultCode.BonusUnavailable };
    if (p.kind === 'time_window' && !windowOpen(p, f.deposit.at, f.tzOffsetMinutes))
      return { refused: ResultCode.BonusWindowClosed };
    if (f.deposit.amount !== null && f.deposit.amount < p.min_deposit)
      return { refused: ResultCode.BonusMinDeposit, params: { amount: p.min_deposit } };
    if (p.kind === 'first_deposit' && f.earlierDepositsToday > 0) return { refused: ResultCode.BonusNotFirstDeposit };
  }
  // An exclusive grant stands alone: none beside another active one, and none beside an exclusive one.
  if (f.active.length > 0 && (p.exclusive || f.active.some((a) => a.exclusive)))
    return { refused: ResultCode.BonusExcluded };
  if (isRewardKind(p.kind))
    return f.amount && f.amount > 0 ? { amount: f.amount } : { refused: ResultCode.BonusUnavailable };
  if (f.amount !== undefined) return { amount: p.cap > 0 ? Math.min(f.amount, p.cap) : f.amount };
  if (!f.terms) return { refused: ResultCode.BonusNotForLevel };
  if (f.deposit?.amount === null)
    return f.terms.rate_bp > 0 || f.terms.fixed_amount > 0 ? { amount: 0 } : { refused: ResultCode.BonusNotForLevel };
  const amount = bonusAmount(
    { rateBp: f.terms.rate_bp, fixedAmount: f.terms.fixed_amount, cap: p.cap },
    f.deposit?.amount ?? f.base ?? null,
  );
  return amount > 0 ? { amount } : { refused: ResultCode.BonusNotForLevel };
}
