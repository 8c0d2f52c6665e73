import { z } from 'zod';
import { YesNo } from './common';

/**
 * Withdrawal risk rules (docs/domains/cash.md#withdrawal-risk-rules): an ordered list of checks a
 * site enables. A withdrawal that passes every enabled check is approved by the rules when the site
 * allows it (`withdrawAutoApproveYn`); any other waits for staff with its risk card.
 */
export const RISK_CHECKS = [
  /** The site's rolling rule, as the request itself is judged (cash.md#a-withdrawal-needs-rolling). */
  'rolling',
  /** No open integrity flag names the member (integrity.md). */
  'integrityFlag',
  /** No promotion paid to the member since its previous withdrawal. */
  'bonusSinceWithdrawal',
  /** Net win over deposits since the previous withdrawal at most `withdrawRiskWinRatioBp`. */
  'winRatio',
  /** The payout account unchanged for `withdrawRiskAccountDays` days before the request. */
  'accountAge',
  /** The amount within the automatic limit of the member's level. */
  'levelLimit',
] as const;
export const RiskCheck = z.enum(RISK_CHECKS);
export type RiskCheck = z.infer<typeof RiskCheck>;

export const RiskRule = z.object({ check: RiskCheck, on: z.boolean() });
export type RiskRule = z.infer<typeof RiskRule>;

/** Every check, in the order the site judges them, each named once. */
export const RiskRules = z
  .array(RiskRule)
  .refine((rules) => rules.length === RISK_CHECKS.length && new Set(rules.map((r) => r.check)).size === rules.length, {
    message: 'every check once',
  });

export const DEFAULT_RISK_RULES: RiskRule[] = RISK_CHECKS.map((check) => ({ check, on: true }));

/**
 * One check's result with the figures it was judged on, which the office puts in words
 * (`office.withdrawalRisk.result.<check>.pass|fail`). Figures ending in `Bp` are percents, in
 * `Days` days, `flags`, `count` and `level` counts; the rest are won (or points for `points`).
 */
export const RiskCheckResult = z.object({
  check: RiskCheck,
  passed: z.boolean(),
  figures: z.record(z.string(), z.number().int().nullable()),
});
export type RiskCheckResult = z.infer<typeof RiskCheckResult>;

/** One site day of the member's money. */
export const RecentMoneyDay = z.object({
  day: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
});
export type RecentMoneyDay = z.infer<typeof RecentMoneyDay>;

/** How many site days of money a risk card shows, today included. */
export const RECENT_MONEY_DAYS = 7;

/** What the rules decided last, kept on the request (migration 1700). */
const RiskJudgement = z.object({
  passed: z.boolean(),
  approved: z.boolean(),
  failed: z.array(RiskCheck),
  judgedAt: z.string(),
});

/**
 * POST /api/admin/withdrawals/risk { id } and /judge { id } (judge: the rules again, which may
 * approve): the enabled checks in order, judged for the window the request closed; whether all
 * passed; the last judgement kept; and the member's money of the last days, newest first.
 */
export const WithdrawalRiskCard = z.object({
  id: z.number().int(),
  autoApproveYn: YesNo,
  checks: z.array(RiskCheckResult),
  passed: z.boolean(),
  /** The start of the window: the member's previous withdrawal request (null: none). */
  since: z.string().nullable(),
  judgement: RiskJudgement.nullable(),
  recent: z.array(RecentMoneyDay),
});
export type WithdrawalRiskCard = z.infer<typeof WithdrawalRiskCard>;

/** A figure's kind, for the words a front puts it in. */
export function riskFigureKind(name: string): 'percent' | 'days' | 'count' | 'money' {
  if (name.endsWith('Bp')) return 'percent';
  if (name.endsWith('Days')) return 'days';
  if (name === 'flags' || name === 'count' || name === 'level') return 'count';
  return 'money';
}
