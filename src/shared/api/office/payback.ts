import { z } from 'zod';
import { Day } from './common';

/**
 * The weekly payback run by hand (docs/domains/bonuses.md#weekly-payback).
 * POST /api/admin/bonusPayback/run { week } -> PaybackRunResult (area points)
 * `week`: any day of an ended site week (Monday to Sunday); a week not yet ended is E003 on `week`.
 */
export const PaybackRunRequest = z.object({ week: Day });

export const PaybackRunResult = z.object({
  /** The Monday the week starts on. */
  week: Day,
  /** Members with a net loss that week. */
  members: z.number().int(),
  /** Paid by this run, and how much in all. */
  paid: z.number().int(),
  amount: z.number().int(),
  /** Paid by an earlier run of the week. */
  alreadyPaid: z.number().int(),
  /** Refused by the grant's rules (exclusive bonus active, level without a rate). */
  refused: z.number().int(),
});
export type PaybackRunResult = z.infer<typeof PaybackRunResult>;
