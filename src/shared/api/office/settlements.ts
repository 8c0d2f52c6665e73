import { z } from 'zod';
import { DateRangeFilter, Day, listBody, TextFilter } from './common';

export const SETTLEMENT_KINDS = ['rolling', 'losing'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

/**
 * Partner commission per partner per site day (§2 settlement), paid into the partner's cash by the
 * ledger with key `settle:<partnerId>:<day>:<kind>`: a re-run pays nothing twice.
 *  rolling = Σ over settled bets of the subtree: floor(stake × (own rolling bp − next partner's rolling bp) / 10000)
 *  losing  = floor(max(0, Σ stake − Σ payout of the subtree) × (own losing bp − child's losing bp) / 10000), per game group

 */
export const SettlementFilter = DateRangeFilter.extend({
  memId: TextFilter.optional(),
  kind: z.enum(SETTLEMENT_KINDS).optional(),
  /** Only my own rows (partner view). */
  mine: z.boolean().optional(),
});
export type SettlementFilter = z.infer<typeof SettlementFilter>;

/** One game group's share of a settlement row. */
export const SettlementPart = z.object({
  gameGroup: z.string(),
  /** Stake (rolling) or net loss (losing) the commission was computed from. */
  base: z.number().int(),
  amount: z.number().int(),
});
export type SettlementPart = z.infer<typeof SettlementPart>;

export const SettlementRecord = z.object({
  /** `<partnerId>:<day>:<kind>` */
  id: z.string(),
  partnerId: z.number().int(),
  memId: z.string(),
  day: Day,
  kind: z.enum(SETTLEMENT_KINDS),
  /** Sum of the parts' bases. */
  base: z.number().int(),
  amount: z.number().int(),
  parts: z.array(SettlementPart),
  /** Ledger transaction that paid it (null when the amount was 0). */
  txnId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SettlementRecord = z.infer<typeof SettlementRecord>;

/** §9: the report delay — a day can be settled once it has ended in site time. */
export const SettlementRunRequest = z.object({ day: Day });

export const SettlementRunResult = z.object({
  day: Day,
  /** Rows paid by this run (already paid ones are not repeated). */
  paid: z.array(SettlementRecord),
  /** Rows that had been paid by an earlier run. */
  alreadyPaid: z.number().int(),
  total: z.number().int(),
});
export type SettlementRunResult = z.infer<typeof SettlementRunResult>;

/**
 * §2 "settlement payment": what the daily settlement paid each partner, one row per partner and
 * site day (rolling and losing together), with the ledger transactions that paid it.
 */
const SettlementPaymentFilter = DateRangeFilter.extend({
  memId: TextFilter.optional(),
  /** Only my own payments (partner view). */
  mine: z.boolean().optional(),
});
export const SettlementPaymentList = listBody(SettlementPaymentFilter);

export const SettlementPaymentRecord = z.object({
  /** `<partnerId>:<day>` */
  id: z.string(),
  partnerId: z.number().int(),
  memId: z.string(),
  tier: z.string(),
  day: Day,
  rolling: z.number().int(),
  losing: z.number().int(),
  total: z.number().int(),
  /** Ledger transactions that paid it into the partner's cash. */
  transactionIds: z.array(z.number().int()),
  paidAt: z.string(),
});
export type SettlementPaymentRecord = z.infer<typeof SettlementPaymentRecord>;
