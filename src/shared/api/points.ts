import { z } from 'zod';
import { DateParam } from '../dates';
import { PageQuery } from './common';

const POINT_KINDS = ['accrual', 'change'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** §3 point records of one kind (or all), §5 dates in site time. */
export const PointListQuery = PageQuery.extend({
  startDate: DateParam,
  endDate: DateParam,
  kind: z.enum(POINT_KINDS).optional(),
});
export type PointListQuery = z.infer<typeof PointListQuery>;

/** §3 point record. */
export const PointRow = z.object({
  pointIdx: z.number().int(),
  regDate: z.string(),
  /** The ledger kind that moved the points (point.accrual, point.exchange, seed …). */
  kind: z.string(),
  /** Basis points of the accrual rate and its bonus (§3 percent, bonus percent). */
  percentBp: z.number().int(),
  bonusPercentBp: z.number().int(),
  /** Signed: accrued points are positive, converted points negative. */
  pointAmt: z.number().int(),
  /** What earned or used the points: deposit, bet, change. */
  useType: z.string(),
  balanceAfter: z.number().int(),
});
export type PointRow = z.infer<typeof PointRow>;

/** Point conversion: §5 at least pointChangeAmtLimit and a multiple of pointChangeAmtUnit. */
export const PointChangeRequest = z.object({ pointAmt: z.number().int().max(Number.MAX_SAFE_INTEGER).optional() });

export const PointChangeResult = z.object({
  cashAmt: z.number().int(),
  pointAmt: z.number().int(),
  changed: z.number().int(),
});
export type PointChangeResult = z.infer<typeof PointChangeResult>;
