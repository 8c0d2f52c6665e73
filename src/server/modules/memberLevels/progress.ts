import { siteDay } from '../../../shared/dates';
import { nextRule, type LevelRule } from '../../../shared/levels/ladder';
import type { LevelPerks, LevelProgress, LevelRung } from '../../../shared/api/memberLevel';
import type { AppDeps } from '../../deps';
import { levelBonusPerks } from '../bonuses/levelPerks';
import { levelsByNumber } from '../site/levels/service';
import { windowFigures } from './figuresRepo';
import { readProgram, readRules } from './programRepo';
import { levelWindow } from './window';

const NO_FIGURES = { turnover: 0, deposits: 0, activeDays: 0 };
/** A level without its row earns no comp (comp_points reads the rate from the row). */
const NO_COMP: LevelPerks['compBp'] = { casino: 0, slot: 0, sports: 0, minigame: 0 };

/**
 * The member's own progress (docs/domains/member-levels.md#the-members-progress): its figures over
 * the window that ends today, the same the next review reads, what keeping its level and reaching
 * the next take, and a downgrade falling due. A member the rules do not move (a staff hold, a level
 * off the ladder) is shown its level only; so is every member while the program is off. With them,
 * the perks of its level and of the next: comp per game group from the level, the payback rate and
 * the level-up reward from the programs that pay them.
 */
export async function levelProgress(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  siteId: string,
  memberId: number,
): Promise<LevelProgress> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const day = siteDay(deps.clock.now(), tz);
  const [program, rules] = await Promise.all([readProgram(deps.db, siteId), readRules(deps.db, siteId)]);
  const [member] = await windowFigures(deps.db, siteId, levelWindow(day, program.windowDays, tz), { memberId });
  const level = member!.level;
  const moved = program.enabled && !member!.locked && rules.some((r) => r.level === level);
  const nextLevel = moved ? nextRule(level, rules) : null;
  const shown = nextLevel ? [level, nextLevel.level] : [level];
  const [records, bonus] = await Promise.all([
    levelsByNumber(deps, siteId, shown),
    levelBonusPerks(deps, siteId, shown),
  ]);
  const record = (l: number) => records.find((r) => r.level === l);
  const rung = (r: LevelRule | null | undefined): LevelRung | null =>
    r ? { ...r, name: record(r.level)?.name ?? '' } : null;
  const perks = (l: number) => ({ compBp: record(l)?.compBp ?? NO_COMP, paybackBp: bonus.get(l)!.paybackBp });
  return {
    enabled: program.enabled,
    level,
    levelName: record(level)?.name ?? '',
    windowDays: program.windowDays,
    figures: program.enabled ? member!.figures : NO_FIGURES,
    keep: moved ? rung(rules.find((r) => r.level === level)) : null,
    next: rung(nextLevel),
    downgradeDue: moved ? member!.downgradeDue : null,
    perks: perks(level),
    nextPerks: nextLevel
      ? { ...perks(nextLevel.level), levelUpReward: bonus.get(nextLevel.level)!.levelUpReward }
      : null,
  };
}
