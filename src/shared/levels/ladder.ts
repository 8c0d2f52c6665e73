import { addDays } from '../dates';

/**
 * Automatic member levels (docs/domains/member-levels.md): the one rule that says where a member's
 * level goes, run by the daily review, the office's preview of a rule change and the member's
 * progress alike.
 *
 * A site's ladder is the levels that carry a rule: the minimum turnover (stakes), deposits and
 * active days (site days with a stake) a member must reach over the window to hold the level. A
 * member earns the highest rung whose minimums it all meets, else the lowest rung. Upgrades happen at
 * the first review that finds them; a member falling short is moved down only by a monthly review,
 * after a grace period, and only if it still falls short when the grace ends. A member locked by
 * staff, or on a level off the ladder, is left alone.
 */

/** A member's activity over the window, in won and days. */
export interface LevelFigures {
  turnover: number;
  deposits: number;
  activeDays: number;
}

/** A rung of the ladder. */
export interface LevelRule {
  level: number;
  turnoverMin: number;
  depositsMin: number;
  activeDaysMin: number;
}

const meetsRule = (f: LevelFigures, r: LevelRule): boolean =>
  f.turnover >= r.turnoverMin && f.deposits >= r.depositsMin && f.activeDays >= r.activeDaysMin;

const byLevel = (rules: readonly LevelRule[]) => [...rules].sort((a, b) => a.level - b.level);

/** The level the figures earn on the ladder (null: no ladder). */
export function earnedLevel(figures: LevelFigures, rules: readonly LevelRule[]): number | null {
  const ladder = byLevel(rules);
  if (ladder.length === 0) return null;
  return [...ladder].reverse().find((r) => meetsRule(figures, r))?.level ?? ladder[0]!.level;
}

/** The rung above a level: the next one to reach (null at the top, or off the ladder). */
export function nextRule(level: number, rules: readonly LevelRule[]): LevelRule | null {
  if (!rules.some((r) => r.level === level)) return null;
  return byLevel(rules).find((r) => r.level > level) ?? null;
}

/** Where a member stands in the program as the review finds it. */
export interface MemberLevelState {
  level: number;
  locked: boolean;
  /** The site day a downgrade falls due (its grace ends), null when none is pending. */
  downgradeDue: string | null;
}

/** The review: its site day, whether it is the month's (the one that starts downgrades), the grace. */
export interface LevelReview {
  day: string;
  monthly: boolean;
  graceDays: number;
}

export type LevelVerdict =
  | { kind: 'none' }
  /** Moved up to the level earned. */
  | { kind: 'upgrade'; to: number }
  /** Falls short at the monthly review: moved down on `until` unless it qualifies again by then. */
  | { kind: 'grace'; until: string; to: number }
  /** Its grace over (or none given), still short: moved down to the level earned. */
  | { kind: 'downgrade'; to: number }
  /** Qualifies again during its grace: the downgrade is called off. */
  | { kind: 'kept' };

const NONE: LevelVerdict = { kind: 'none' };

export function judgeLevel(
  state: MemberLevelState,
  figures: LevelFigures,
  rules: readonly LevelRule[],
  review: LevelReview,
): LevelVerdict {
  if (state.locked || !rules.some((r) => r.level === state.level)) return NONE;
  const earned = earnedLevel(figures, rules)!;
  if (earned > state.level) return { kind: 'upgrade', to: earned };
  if (earned === state.level) return state.downgradeDue ? { kind: 'kept' } : NONE;
  if (state.downgradeDue) return state.downgradeDue <= review.day ? { kind: 'downgrade', to: earned } : NONE;
  if (!review.monthly) return NONE;
  return review.graceDays === 0
    ? { kind: 'downgrade', to: earned }
    : { kind: 'grace', until: addDays(review.day, review.graceDays), to: earned };
}
