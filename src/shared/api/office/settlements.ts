import { z } from 'zod';
import { DateRangeFilter, Day, listBody, TextFilter } from './common';

export const SETTLEMENT_KINDS = ['rolling', 'losing'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

/**
 * Partner commission per partner per site day (§2 settlement), paid into the partner's cash by the
 * ledger with key `settle:<partnerId>:<day>:<kind>`: a re-run pays nothing twice.
 *  rolling = Σ over settled bets of the subtree: floor(stake × (own rolling bp − next partner's rolling bp) / 10000)
 *  losing  = floor(max(0, Σ stake − Σ payout of the subtree) × (own losing bp − child's losing bp) / 10000), per game group
 *
 * POST /api/partner/settlements/list { page, perPage, sort, filter: SettlementFilter } -> OfficeList<SettlementRecord> (mine and my subtree's)
 * POST /api/admin/settlements/list   same -> OfficeList<SettlementRecord> (whole site)
 * POST /api/admin/settlements/run    { day } -> SettlementRunResult
 */
export const SettlementFilter = DateRangeFilter.extend({
  memId: TextFilter.optional(),
  kind: z.enum(SETTLEMENT_KINDS).optional(),
  /** Only my own rows (partner view). */
  mine: z.boolean().optional(),
});
export type SettlementFilter = z.infer<typeof SettlementFilter>;
export const SettlementList = listBody(SettlementFilter);

/** One game group's share of a settlement row. */
export interface SettlementPart {
  gameGroup: string;
  /** Stake (rolling) or net loss (losing) the commission was computed from. */
  base: number;
  amount: number;
}

export interface SettlementRecord {
  /** `<partnerId>:<day>:<kind>` */
  id: string;
  partnerId: number;
  memId: string;
  day: string;
  kind: SettlementKind;
  /** Sum of the parts' bases. */
  base: number;
  amount: number;
  parts: SettlementPart[];
  /** Ledger transaction that paid it (null when the amount was 0). */
  txnId: number | null;
  createdAt: string;
}

/** §9: the report delay — a day can be settled once it has ended in site time. */
export const SettlementRunRequest = z.object({ day: Day });

export interface SettlementRunResult {
  day: string;
  /** Rows paid by this run (already paid ones are not repeated). */
  paid: SettlementRecord[];
  /** Rows that had been paid by an earlier run. */
  alreadyPaid: number;
  total: number;
}
