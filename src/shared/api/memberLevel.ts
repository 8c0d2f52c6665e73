import { z } from 'zod';
import { CompRates } from './office/levels';

/**
 * The member's progress in the site's level program (docs/domains/member-levels.md#the-members-progress).
 * POST /api/member/level -> LevelProgress
 * `enabled: false`: the site moves no one by rules, and the page shows nothing of them.
 */
const Figures = z.object({ turnover: z.number().int(), deposits: z.number().int(), activeDays: z.number().int() });

const Rung = z.object({
  level: z.number().int(),
  name: z.string(),
  turnoverMin: z.number().int(),
  depositsMin: z.number().int(),
  activeDaysMin: z.number().int(),
});
export type LevelRung = z.infer<typeof Rung>;

/**
 * What a level gives (docs/domains/member-levels.md#the-members-progress): comp per game group in
 * basis points of a settled stake, and the weekly payback rate in basis points of the week's loss
 * (null: no enabled payback program pays the level).
 */
const Perks = z.object({ compBp: CompRates, paybackBp: z.number().int().nullable() });
export type LevelPerks = z.infer<typeof Perks>;
/** The next level's perks, and the level-up reward reaching it pays (null: no enabled level_up program pays one). */
const NextPerks = Perks.extend({ levelUpReward: z.number().int().nullable() });
export type NextLevelPerks = z.infer<typeof NextPerks>;

export const LevelProgress = z.object({
  enabled: z.boolean(),
  level: z.number().int(),
  levelName: z.string(),
  /** The figures cover the `windowDays` site days before today. */
  windowDays: z.number().int(),
  figures: Figures,
  /** What holding the current level takes (null: a level the rules do not move, or a staff hold). */
  keep: Rung.nullable(),
  /** The next level and what it takes (null at the top, or when the rules do not move the member). */
  next: Rung.nullable(),
  /** The site day a downgrade falls due unless the member reaches `keep` by then. */
  downgradeDue: z.string().nullable(),
  /** The member's level's perks. */
  perks: Perks,
  /** The perks of `next` (null when `next` is). */
  nextPerks: NextPerks.nullable(),
});
export type LevelProgress = z.infer<typeof LevelProgress>;
