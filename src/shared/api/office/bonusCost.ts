import { z } from 'zod';
import { BonusKind } from '../../bonuses/terms';
import { BonusAsset } from '../bonuses';
import { DateRangeFilter } from './common';

/**
 * The bonus cost report (docs/domains/bonuses.md#the-cost-report), a report grid:
 * POST /api/{partner|admin}/reports/bonusCost/list|export
 * One row per site day, program, partner branch and asset, each figure counted on the day its
 * event happened.
 */
export const BonusCostFilter = DateRangeFilter.extend({
  /**
   * The partner whose branches the rows are: each row one partner directly below it (its whole
   * subtree), or its own direct members. Default: the caller; staff: the top partners.
   */
  parentId: z.number().int().positive().optional(),
  programId: z.number().int().positive().optional(),
  kind: BonusKind.optional(),
});
export type BonusCostFilter = z.infer<typeof BonusCostFilter>;

export const BonusCostRecord = z.object({
  /** `<day>:<program>:<partner>:<asset>`. */
  id: z.string(),
  day: z.string(),
  programId: z.number().int(),
  program: z.string(),
  kind: BonusKind,
  /**
   * The branch: a partner directly below the report's parent (its id, to open the partners below
   * it), or the parent itself for its direct members (null: nothing further to open).
   */
  partnerId: z.number().int().nullable(),
  partnerMemId: z.string(),
  asset: BonusAsset,
  /** Requirements written that day, and what they granted. */
  grants: z.number().int(),
  granted: z.number().int(),
  /** What stakes placed that day added to the requirements (wagering progress). */
  wagered: z.number().int(),
  /** Requirements given up that day, and the unplayed part taken back from them. */
  forfeits: z.number().int(),
  forfeited: z.number().int(),
  /** Requirements that ran out of time that day, and what their expiry took back. */
  expiries: z.number().int(),
  expired: z.number().int(),
  /** Requirements that lapsed that day (the member's money ran low), and what they had granted. */
  lapses: z.number().int(),
  lapsed: z.number().int(),
  /** Requirements wagered through that day: their grant became the member's to withdraw. */
  completions: z.number().int(),
  converted: z.number().int(),
});
export type BonusCostRecord = z.infer<typeof BonusCostRecord>;
