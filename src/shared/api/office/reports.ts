import { z } from 'zod';
import { PARTNER_TIERS } from '../../enums';
import { YesNo } from '../common';
import { DateRangeFilter, TextFilter } from './common';
import { CashierFacts } from '../adminCash';

/**
 * Reports read the ledger's and the cash module's tables; a partner sees its subtree, staff the
 * whole site. Every report is a list call (paging, sort by `createdAt`/`day`, CSV export).
 *
 * POST /api/partner/reports/deposits/list /api/admin/reports/deposits/list     -> OfficeList<CashReportRecord>
 * POST /api/partner/reports/withdrawals/list /api/admin/reports/withdrawals/list  -> OfficeList<CashReportRecord>
 * POST /api/partner/reports/transfers/list /api/admin/reports/transfers/list    -> OfficeList<TransferReportRecord> (pay/recover)
 * POST /api/partner/reports/points/list  /api/admin/reports/points/list       -> OfficeList<PointReportRecord>
 * POST /api/partner/reports/daily/list   /api/admin/reports/daily/list        -> OfficeList<DailyReportRecord>   (one row per site day)
 * POST /api/partner/reports/summary/list /api/admin/reports/summary/list      -> OfficeList<PartnerSummaryRecord> (one row per partner)
 */
export const ReportFilter = DateRangeFilter.extend({
  memId: TextFilter.optional(),
  /** Cash requests: §3 status 0 apply, 1 done, 2 wait, -1 cancel. */
  status: z.number().int().min(-2).max(2).optional(),
});
export type ReportFilter = z.infer<typeof ReportFilter>;

/** Daily and summary lists: date range (default: the last 7 site days) and, for summary, the partner tree level. */
export const SummaryFilter = DateRangeFilter.extend({
  /** Summary: only the direct lower partners of this partner id (default: the caller's direct lower partners; staff: PTN_1s). */
  parentId: z.number().int().positive().optional(),
});
export type SummaryFilter = z.infer<typeof SummaryFilter>;

export const CashReportRecord = CashierFacts.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  amount: z.number().int(),
  /** The member asked for the deposit bonus (points per level). */
  bonusYn: YesNo,
  /** §3: 0 apply, 1 done, 2 wait, -1 cancel. */
  status: z.number().int(),
  depositorName: z.string(),
  memo: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type CashReportRecord = z.infer<typeof CashReportRecord>;

export const TransferReportRecord = z.object({
  id: z.number().int(),
  /** pay (partner -> lower), recover (lower -> partner) or give (member money grant). */
  kind: z.enum(['pay', 'recover', 'give']),
  fromMemId: z.string(),
  toMemId: z.string(),
  amount: z.number().int(),
  memo: z.string(),
  createdAt: z.string(),
});
export type TransferReportRecord = z.infer<typeof TransferReportRecord>;

export const PointReportRecord = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memId: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  memo: z.string(),
  createdAt: z.string(),
});
export type PointReportRecord = z.infer<typeof PointReportRecord>;

/** Money totals over a period; `net` = deposits - withdrawals, `betNet` = bets - wins (house view). */
export const MoneyTotals = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  net: z.number().int(),
  betNet: z.number().int(),
});
export type MoneyTotals = z.infer<typeof MoneyTotals>;

export const DailyReportRecord = MoneyTotals.extend({
  /** The site day, also the record id. */
  id: z.string(),
  day: z.string(),
  newMembers: z.number().int(),
});
export type DailyReportRecord = z.infer<typeof DailyReportRecord>;

export const PartnerSummaryRecord = MoneyTotals.extend({
  /** Partner member id. */
  id: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  tier: z.enum(PARTNER_TIERS),
  /** Members in the partner's subtree (itself excluded). */
  members: z.number().int(),
  /** Commission paid to this partner in the period. */
  rolling: z.number().int(),
  losing: z.number().int(),
});
export type PartnerSummaryRecord = z.infer<typeof PartnerSummaryRecord>;
