import type { YN } from '../../../shared/enums';

/**
 * §3 cash request as the member lists read it. Written against the spec's field names until the
 * ledger engineer's src/shared/api/cash.ts lands; then these become re-exports of those types.
 */
export type CashKind = 'in' | 'out';

/** §3: 0 apply, 1 done, 2 wait, -1 cancel (deposit/withdrawal requests). */
export const CASH_STATUS = { apply: 0, done: 1, wait: 2, cancel: -1 } as const;
export type CashStatus = (typeof CASH_STATUS)[keyof typeof CASH_STATUS];

export interface CashRow {
  cashIdx: number;
  cashType: CashKind;
  amount: number;
  bonusYn?: YN;
  depositor?: string;
  status: CashStatus;
  memo?: string;
  applyDate: string;
  processDate?: string | null;
}

/** /api/cash/getAcc: the site's bank account a deposit is sent to. */
export interface SiteAccount {
  bankName: string;
  bankAccountNo: string;
  bankAccountHolder: string;
}

export const isOpenRequest = (row: CashRow): boolean => row.status === CASH_STATUS.apply || row.status === CASH_STATUS.wait;
