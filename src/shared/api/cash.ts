import { z } from 'zod';
import { DateParam } from '../dates';
import type { YN } from '../enums';
import { PageQuery } from './common';

export type CashKind = 'in' | 'out';

/** §3: 0 apply, 1 done, 2 wait, -1 cancel (deposit/withdrawal requests). */
export const CASH_STATUS = { apply: 0, done: 1, wait: 2, cancel: -1 } as const;
export type CashStatus = (typeof CASH_STATUS)[keyof typeof CASH_STATUS];

/** /api/cash/in: money moves only when staff approve; bonusYn asks for the level's bonus point percent. */
export const DepositRequest = z.object({
  depositor: z.string().trim().min(1).max(40),
  amount: z.number().int().max(Number.MAX_SAFE_INTEGER).optional(),
  bonusYn: z.enum(['Y', 'N']).default('N'),
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

/** §3 cash request as the member lists read it. */
export interface CashRow {
  cashIdx: number;
  cashType: CashKind;
  amount: number;
  bonusYn: YN;
  depositor: string;
  status: CashStatus;
  memo: string;
  applyDate: string;
  processDate: string | null;
}

/** /api/cash/getAcc: the site's bank account a deposit is sent to. */
export interface SiteAccount {
  bankName: string;
  bankAccountNo: string;
  bankAccountHolder: string;
}

/** /api/cash/getUserCash (§4 balance poll every 5 s). */
export interface UserCash {
  cashAmt: number;
  pointAmt: number;
  /** Stakes of bets not yet settled. */
  betAmt: number;
}

/** /api/cash/rolling/remain: the betting still needed before a withdrawal passes C015. */
export interface RollingRemain {
  remain: number;
  required: number;
  rolled: number;
  since: string | null;
}

export const PointListQuery = PageQuery.extend({
  startDate: DateParam,
  endDate: DateParam,
  kind: z.enum(['accrual', 'change']).optional(),
});
export type PointKind = 'accrual' | 'change';

/** §3 point record. */
export interface PointRow {
  pointIdx: number;
  regDate: string;
  /** The ledger kind that moved the points (point.accrual, point.exchange, seed …). */
  kind: string;
  /** Basis points of the accrual rate and its bonus (§3 percent, bonus percent). */
  percentBp: number;
  bonusPercentBp: number;
  /** Signed: accrued points are positive, converted points negative. */
  pointAmt: number;
  /** What earned or used the points: deposit, bet, change. */
  useType: string;
  balanceAfter: number;
}

/** /api/cash/pointChg: §5 at least pointChangeAmtLimit and a multiple of pointChangeAmtUnit. */
export const PointChangeRequest = z.object({ pointAmt: z.number().int().max(Number.MAX_SAFE_INTEGER).optional() });

export interface PointChangeResult {
  cashAmt: number;
  pointAmt: number;
  changed: number;
}

export const isOpenRequest = (row: { status: number }): boolean => row.status === CASH_STATUS.apply || row.status === CASH_STATUS.wait;
