import { z } from 'zod';

/**
 * Staff balance corrections (docs/domains/corrections.md): staff credit or debit a member's cash or
 * points with a reason from this catalogue and a memo; above the site's `correctionApprovalOver` a
 * second staff member approves (four eyes).
 */
export const CORRECTION_REASONS = ['error', 'compensation', 'eventPrize', 'chargeback', 'other'] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];
export const CORRECTION_STATUSES = ['pending', 'done', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export const CORRECTION_ASSETS = ['cash', 'point'] as const;
export const CORRECTION_DIRECTIONS = ['credit', 'debit'] as const;

export const CorrectionInput = z.object({
  memId: z.string().trim().min(1).max(40),
  asset: z.enum(CORRECTION_ASSETS),
  direction: z.enum(CORRECTION_DIRECTIONS),
  amount: z.number().int().min(1).max(1_000_000_000_000),
  reason: z.enum(CORRECTION_REASONS),
  memo: z.string().trim().min(1).max(500),
});
export type CorrectionInput = z.infer<typeof CorrectionInput>;
export const CorrectionCreate = z.object({ data: CorrectionInput });

export const CorrectionRecord = z.object({
  id: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  asset: z.enum(CORRECTION_ASSETS),
  direction: z.enum(CORRECTION_DIRECTIONS),
  amount: z.number().int(),
  reason: z.enum(CORRECTION_REASONS),
  memo: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  /** Above the site's threshold when asked: a second staff member decides it. */
  fourEyes: z.boolean(),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decideMemo: z.string(),
  transactionId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CorrectionRecord = z.infer<typeof CorrectionRecord>;

export const CorrectionFilter = z.object({
  status: z.enum(CORRECTION_STATUSES).optional().catch(undefined),
  memId: z.string().max(40).optional().catch(undefined),
});

export const CorrectionDecision = z.object({
  id: z.union([z.number().int(), z.string().max(20)]),
  memo: z.string().max(500).default(''),
});

/** The memo the ledger keeps for a correction: its reason's code, then the staff member's memo (read back as words by shared/labels/ledger.ts). */
export const correctionMemo = (reason: CorrectionReason, memo: string): string => `correction ${reason}: ${memo}`;
