import { z } from 'zod';
import { BonusKind, WagerState, WagerWeights } from '../../bonuses/terms';
import { BonusAsset } from '../bonuses';
import { DateRangeFilter, TextFilter } from './common';

/**
 * Bonus programs, grants and requirements in the office (docs/domains/bonuses.md).
 * POST /api/admin/bonusPrograms/list|get|create|update   programs (area points); `enabled` turns one on or off
 * POST /api/admin/bonusGrants/create { data }            a staff grant under a staff program (area points)
 * POST /api/{admin|partner}/bonusRequirements/list        grants and their wagering, by member (the member detail)
 */

const Money = z.number().int().min(0).max(1_000_000_000_000);

/** What the program grants a member of one level: a rate of the deposit, or a fixed amount. */
const BonusProgramLevel = z.object({
  level: z.number().int().min(1).max(100),
  rateBp: z.number().int().min(0).max(100_000),
  fixedAmount: Money,
});

/** Minutes of the site day, 0–1440. */
const DayMinute = z.number().int().min(0).max(1440);

export const BonusProgramData = z
  .object({
    kind: BonusKind,
    name: z.string().trim().min(1).max(60),
    enabled: z.boolean().default(true),
    pays: BonusAsset.default('cash'),
    cap: Money.default(0),
    minDeposit: Money.default(0),
    weights: WagerWeights.default({}),
    /** 30000 = 3× the grant; 0: nothing to wager. */
    rolloverBp: z.number().int().min(0).max(1_000_000).default(0),
    expiryHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 366)
      .default(0),
    exclusive: z.boolean().default(false),
    /** Time windows: site-time days of the week (0 = Sunday; none: every day) and minutes [from, to). */
    windowDays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    windowFromMin: DayMinute.nullable().default(null),
    windowToMin: DayMinute.nullable().default(null),
    levels: z.array(BonusProgramLevel).max(100).default([]),
  })
  .refine((d) => new Set(d.levels.map((l) => l.level)).size === d.levels.length, {
    path: ['levels'],
    message: 'one row per level',
  })
  .refine(
    (d) =>
      d.kind !== 'time_window' ||
      (d.windowFromMin !== null && d.windowToMin !== null && d.windowFromMin !== d.windowToMin),
    { path: ['windowFromMin'], message: 'a time window needs its hours' },
  );
export type BonusProgramData = z.infer<typeof BonusProgramData>;

export const BonusProgramRecord = z.object({
  id: z.number().int(),
  kind: BonusKind,
  name: z.string(),
  enabled: z.boolean(),
  pays: BonusAsset,
  cap: z.number().int(),
  minDeposit: z.number().int(),
  weights: WagerWeights,
  rolloverBp: z.number().int(),
  expiryHours: z.number().int(),
  exclusive: z.boolean(),
  windowDays: z.array(z.number().int()),
  windowFromMin: z.number().int().nullable(),
  windowToMin: z.number().int().nullable(),
  levels: z.array(BonusProgramLevel),
  /** Grants made under it, and how many are still being wagered. */
  granted: z.number().int(),
  active: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BonusProgramRecord = z.infer<typeof BonusProgramRecord>;
export const BonusProgramFilter = z.object({
  q: TextFilter.optional(),
  kind: BonusKind.optional(),
  enabled: z.boolean().optional(),
});

/** A staff grant: the member, a program of kind staff, and the amount (else the level's fixed amount). */
export const BonusGrantData = z.object({
  memId: z.string().trim().min(1).max(40),
  programId: z.number().int().positive(),
  amount: z.number().int().min(1).max(1_000_000_000_000).optional(),
  memo: z.string().trim().max(200).default(''),
});

/** A grant and its wagering, as the office reads it. */
export const BonusRequirementRecord = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  programId: z.number().int().nullable(),
  programName: z.string(),
  kind: BonusKind.nullable(),
  source: z.string(),
  asset: BonusAsset,
  granted: z.number().int(),
  toWager: z.number().int(),
  wagered: z.number().int(),
  left: z.number().int(),
  state: WagerState,
  takenBack: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type BonusRequirementRecord = z.infer<typeof BonusRequirementRecord>;
export const BonusRequirementFilter = DateRangeFilter.extend({
  memberId: z.coerce.number().int().optional(),
  memId: TextFilter.optional(),
  programId: z.coerce.number().int().optional(),
  state: WagerState.optional(),
});
