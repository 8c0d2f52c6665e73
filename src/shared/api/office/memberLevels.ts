import { z } from 'zod';
import { DateRangeFilter, Day, TextFilter, listBody } from './common';
import { OfficeId } from '../office';

/**
 * Automatic member levels in the office (docs/domains/member-levels.md).
 * POST /api/admin/levelRules/get     {} -> LevelRulesRecord
 * POST /api/admin/levelRules/preview { data: LevelRulesInput } -> LevelRulesPreview (nothing saved)
 * POST /api/admin/levelRules/update  { data: LevelRulesInput } -> LevelRulesRecord
 * POST /api/admin/levelMoves/list    { page, perPage, sort, filter } -> OfficeList<LevelMoveRecord>
 * POST /api/admin/memberLevels/get   { id: memberId } -> MemberLevelRecord
 * POST /api/admin/memberLevels/lock  { id: memberId, locked } -> MemberLevelRecord
 */

/** The site's program: on or off, the window the figures cover, the grace before a downgrade. */
export const LevelProgramInput = z.object({
  enabled: z.boolean(),
  windowDays: z.number().int().min(1).max(365),
  graceDays: z.number().int().min(0).max(90),
});
export type LevelProgramInput = z.infer<typeof LevelProgramInput>;

/** One level's rule; `ruled: false` takes the level off the ladder (staff alone set it). */
export const LevelRuleInput = z.object({
  level: z.number().int().min(1).max(100),
  ruled: z.boolean(),
  turnoverMin: z.number().int().min(0).max(1e15),
  depositsMin: z.number().int().min(0).max(1e15),
  activeDaysMin: z.number().int().min(0).max(365),
});
export type LevelRuleInput = z.infer<typeof LevelRuleInput>;

export const LevelRulesInput = z.object({
  program: LevelProgramInput,
  /** Every level of the site, once each (a level missing or unknown: E003). */
  rules: z.array(LevelRuleInput).max(100),
});
export type LevelRulesInput = z.infer<typeof LevelRulesInput>;
export const LevelRulesRequest = z.object({ data: LevelRulesInput });

export const LevelRulesRecord = LevelRulesInput.extend({
  rules: z.array(LevelRuleInput.extend({ name: z.string(), members: z.number().int() })),
  /** The site day of the last review, null before the first. */
  lastReview: Day.nullable(),
});
export type LevelRulesRecord = z.infer<typeof LevelRulesRecord>;

const LevelFiguresSchema = z.object({
  turnover: z.number().int(),
  deposits: z.number().int(),
  activeDays: z.number().int(),
});

export const LevelMoveKind = z.enum(['upgrade', 'downgrade', 'manual']);
export type LevelMoveKind = z.infer<typeof LevelMoveKind>;

/** What the rules would do to a member today, as the review judges it. */
const PreviewVerdict = z.enum(['upgrade', 'grace', 'downgrade', 'kept']);
const LevelPreviewRow = z.object({
  memberId: z.number().int(),
  memId: z.string(),
  level: z.number().int(),
  to: z.number().int(),
  verdict: PreviewVerdict,
  /** A downgrade's day: when its grace would end (grace) or today (downgrade). */
  due: Day.nullable(),
  figures: LevelFiguresSchema,
});

export const LevelRulesPreview = z.object({
  /** The site day the figures run up to (the window ends where it starts). */
  day: Day,
  counts: z.object({
    upgrade: z.number().int(),
    grace: z.number().int(),
    downgrade: z.number().int(),
    kept: z.number().int(),
  }),
  /** The first members who would move, upgrades first (at most PREVIEW_ROWS). */
  rows: z.array(LevelPreviewRow),
});
export type LevelRulesPreview = z.infer<typeof LevelRulesPreview>;
export const PREVIEW_ROWS = 200;

const LevelMoveFilter = DateRangeFilter.extend({
  memberId: z.coerce.number().int().positive().optional(),
  memId: TextFilter.optional(),
  kind: LevelMoveKind.optional(),
});
export const LevelMoveList = listBody(LevelMoveFilter);

export const LevelMoveRecord = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memId: z.string(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  kind: LevelMoveKind,
  /** `rules` for the daily review, else the login id of who set it by hand (staff or partner). */
  actor: z.string(),
  figures: LevelFiguresSchema.nullable(),
  createdAt: z.string(),
});
export type LevelMoveRecord = z.infer<typeof LevelMoveRecord>;

/** A member's place in the program, for the member detail. */
export const MemberLevelRecord = z.object({
  id: z.number().int(),
  level: z.number().int(),
  locked: z.boolean(),
  downgradeDue: Day.nullable(),
});
export type MemberLevelRecord = z.infer<typeof MemberLevelRecord>;
export const MemberLevelLockRequest = OfficeId.extend({ locked: z.boolean() });
