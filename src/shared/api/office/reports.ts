import { z } from 'zod';
import type { Tier } from '../../enums';
import { DateRangeFilter, listBody, TextFilter } from './common';

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
export const ReportList = listBody(ReportFilter);

/** Daily and summary lists: date range (default: the last 7 site days) and, for summary, the partner tree level. */
export const SummaryFilter = DateRangeFilter.extend({
  /** Summary: only the direct lower partners of this partner id (default: the caller's direct lower partners; staff: PTN_1s). */
  parentId: z.number().int().positive().optional(),
});
export type SummaryFilter = z.infer<typeof SummaryFilter>;
export const SummaryList = listBody(SummaryFilter);

export interface CashReportRecord {
  id: number;
  memberId: number;
  memId: string;
  memNick: string;
  amount: number;
  /** The member asked for the deposit bonus (points per level). */
  bonusYn: 'Y' | 'N';
  /** §3: 0 apply, 1 done, 2 wait, -1 cancel. */
  status: number;
  depositorName: string;
  memo: string;
  createdAt: string;
  processedAt: string | null;
}

export interface TransferReportRecord {
  id: number;
  /** pay (partner -> lower), recover (lower -> partner) or give (member money grant). */
  kind: 'pay' | 'recover' | 'give';
  fromMemId: string;
  toMemId: string;
  amount: number;
  memo: string;
  createdAt: string;
}

export interface PointReportRecord {
  id: number;
  memberId: number;
  memId: string;
  kind: string;
  amount: number;
  balanceAfter: number | null;
  memo: string;
  createdAt: string;
}

/** Money totals over a period; `net` = deposits - withdrawals, `betNet` = bets - wins (house view). */
export interface MoneyTotals {
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  net: number;
  betNet: number;
}

export interface DailyReportRecord extends MoneyTotals {
  /** The site day, also the record id. */
  id: string;
  day: string;
  newMembers: number;
}

export interface PartnerSummaryRecord extends MoneyTotals {
  /** Partner member id. */
  id: number;
  memId: string;
  memNick: string;
  tier: Tier;
  /** Members in the partner's subtree (itself excluded). */
  members: number;
  /** Commission paid to this partner in the period. */
  rolling: number;
  losing: number;
}
