import { z } from 'zod';
import { DateParam } from '../dates';
import { PageQuery, YesNo, pagedList } from './common';
import { BonusLeft } from './bonuses';

export type CashKind = 'in' | 'out';

/** §3: 0 apply, 1 done, 2 wait, -1 cancel (deposit/withdrawal requests). */
export const CASH_STATUS = { apply: 0, done: 1, wait: 2, cancel: -1 } as const;
export type CashStatus = (typeof CASH_STATUS)[keyof typeof CASH_STATUS];

/**
 * /api/cash/in: money moves only when staff approve; bonusYn asks for the level's bonus point
 * percent, bonusProgramId names the bonus program the member chose (/api/bonus/offers), or none.
 */
export const DepositRequest = z.object({
  depositor: z.string().trim().min(1).max(40),
  amount: z.number().int().max(Number.MAX_SAFE_INTEGER).optional(),
  bonusYn: z.enum(['Y', 'N']).default('N'),
  bonusProgramId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type DepositRequest = z.infer<typeof DepositRequest>;

/** /api/cash/out: the amount is held at once and returned if staff refuse. */
export const WithdrawRequest = z.object({
  amount: z.number().int().max(Number.MAX_SAFE_INTEGER).optional(),
  withdrawPassword: z.string().max(20).default(''),
});
export type WithdrawRequest = z.infer<typeof WithdrawRequest>;

export const CashListQuery = PageQuery.extend({
  startDate: DateParam,
  endDate: DateParam,
  cashType: z.enum(['in', 'out']).optional(),
});
export type CashListQuery = z.infer<typeof CashListQuery>;

export const CashDeleteRequest = z.object({ cashIdx: z.number().int().positive() });

export const CashKindSchema = z.enum(['in', 'out']);
export const CashStatusSchema = z.union([
  z.literal(CASH_STATUS.apply),
  z.literal(CASH_STATUS.done),
  z.literal(CASH_STATUS.wait),
  z.literal(CASH_STATUS.cancel),
]);

/** §3 cash request as the member lists read it. */
export const CashRow = z.object({
  cashIdx: z.number().int(),
  cashType: CashKindSchema,
  amount: z.number().int(),
  bonusYn: YesNo,
  depositor: z.string(),
  status: CashStatusSchema,
  memo: z.string(),
  applyDate: z.string(),
  processDate: z.string().nullable(),
});
export type CashRow = z.infer<typeof CashRow>;
export const CashList = pagedList(CashRow);

/** /api/cash/getAcc: the site's bank account a deposit is sent to. */
export const SiteAccount = z.object({ bankName: z.string(), bankAccountNo: z.string(), bankAccountHolder: z.string() });
export type SiteAccount = z.infer<typeof SiteAccount>;

/** /api/cash/getUserCash (§4 balance poll every 5 s). */
export const UserCash = z.object({
  cashAmt: z.number().int(),
  pointAmt: z.number().int(),
  /** Stakes of bets not yet settled. */
  betAmt: z.number().int(),
});
export type UserCash = z.infer<typeof UserCash>;

/** /api/cash/rolling/remain: the betting still needed before a withdrawal passes C015. */
export const RollingRemain = z.object({
  remain: z.number().int(),
  required: z.number().int(),
  rolled: z.number().int(),
  since: z.string().nullable(),
});
export type RollingRemain = z.infer<typeof RollingRemain>;

/**
 * /api/cash/rolling/remain: everything that holds a withdrawal (C015): the rolling rule's figures,
 * and what each active bonus still asks to be wagered (docs/domains/bonuses.md#the-withdrawal-gate).
 */
export const WithdrawBlockers = RollingRemain.extend({ bonuses: z.array(BonusLeft) });
export type WithdrawBlockers = z.infer<typeof WithdrawBlockers>;

export const CashDeleted = z.object({ cashIdx: z.number().int() });

export const isOpenRequest = (row: { status: number }): boolean =>
  row.status === CASH_STATUS.apply || row.status === CASH_STATUS.wait;
