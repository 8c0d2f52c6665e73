import { z } from 'zod';
import { MarketKindSchema } from '../../sports/markets';
import { SportKeySchema } from '../../sports/sports';
import { DateRangeFilter } from './common';

/**
 * Cash-out in the office (docs/domains/sportsbook.md#cash-out): each sport's terms (on or off, the
 * margin, the market kinds closed to it), and the cash-out report grid
 * POST /api/admin/reports/sportsCashOut/list|export.
 */
export const SportsCashOutRuleRecord = z.object({
  id: SportKeySchema,
  sport: SportKeySchema,
  enabled: z.boolean(),
  marginBp: z.number().int(),
  closedKinds: z.array(MarketKindSchema),
  /** The sport has terms of its own (else: on for every market kind at the site's margin). */
  custom: z.boolean(),
  siteMarginBp: z.number().int(),
});
export type SportsCashOutRuleRecord = z.infer<typeof SportsCashOutRuleRecord>;

/** null: the sport follows the site's terms again. */
export const SportsCashOutRuleUpdate = z.object({
  rule: z
    .object({
      enabled: z.boolean(),
      marginBp: z.number().int().min(0).max(5_000),
      closedKinds: z.array(MarketKindSchema).max(4),
    })
    .nullable(),
});
export type SportsCashOutRuleUpdate = z.infer<typeof SportsCashOutRuleUpdate>;

export const SportsCashOutReportFilter = DateRangeFilter;
export type SportsCashOutReportFilter = z.infer<typeof SportsCashOutReportFilter>;

/** One site day and sport (the slip's first leg's): the cash-outs made, full and partial. */
export const SportsCashOutReportRecord = z.object({
  /** `<day>:<sport>`. */
  id: z.string(),
  day: z.string(),
  sport: SportKeySchema,
  cashOuts: z.number().int(),
  /** The stake cashed out. */
  stake: z.number().int(),
  /** Its value before the margin, what was paid, and the difference the house kept. */
  value: z.number().int(),
  paid: z.number().int(),
  marginKept: z.number().int(),
});
export type SportsCashOutReportRecord = z.infer<typeof SportsCashOutReportRecord>;
