import { siteDay } from '../../../shared/dates';
import { nextRule, type LevelRule } from '../../../shared/levels/ladder';
import type { LevelProgress, LevelRung } from '../../../shared/api/memberLevel';
import type { AppDeps } from '../../deps';
import { windowFigures } from './figuresRepo';
import { readProgram, readRules, siteLevels } from './programRepo';
import { levelWindow } from './window';

const NO_FIGURES = { turnover: 0, deposits: 0, activeDays: 0 };

/**
 * The member's own progress (docs/domains/member-levels.md#the-members-progress): its figures over
 * the window that ends today, the same the next review reads, what keeping its level and reaching
 * the next take, and a downgrade falling due. A member the rules do not move (a staff hold, a level
 * off the ladder) is shown its level only; so is every member while the program is off.
 */
export async function levelProgress(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  siteId: string,
  memberId: number,
): Promise<LevelProgress> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const day = siteDay(deps.clock.now(), tz);
  const [program, rules, levels] = await Promise.all([
    readProgram(deps.db, siteId),
    readRules(deps.db, siteId),
    siteLevels(deps.db, siteId),
  ]);
  const [member] = await windowFigures(deps.db, siteId, levelWindow(day, program.windowDays, tz), { memberId });
  const level = member!.level;
  const names = new Map(levels.map((l) => [l.level, l.name]));
  const rung = (r: LevelRule | null | undefined): LevelRung | null =>
    r ? { ...r, name: names.get(r.level) ?? '' } : null;
  const moved = program.enabled && !member!.locked && rules.some((r) => r.level === level);
  return {
    enabled: program.enabled,
    level,
    levelName: names.get(level) ?? '',
    windowDays: program.windowDays,
    figures: program.enabled ? member!.figures : NO_FIGURES,
    keep: moved ? rung(rules.find((r) => r.level === level)) : null,
    next: moved ? rung(nextRule(level, rules)) : null,
    downgradeDue: moved ? member!.downgradeDue : null,
  };
}
