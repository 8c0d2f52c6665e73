/**
 * §3 point record as the point lists read it (/api/cash/pointList). Written against the spec's
 * field names until the ledger engineer's src/shared/api/cash.ts lands.
 */
export type PointKind = 'accrual' | 'change';

export interface PointRow {
  pointIdx: number;
  regDate: string;
  /** What earned or used the points (deposit bonus, rolling, conversion …), a common code. */
  kind: string;
  /** Basis points of the accrual rate and its bonus (§3 percent, bonus percent). */
  percentBp?: number;
  bonusPercentBp?: number;
  /** Signed: accrued points are positive, converted points negative. */
  pointAmt: number;
  useType?: string;
  balanceAfter?: number;
}
