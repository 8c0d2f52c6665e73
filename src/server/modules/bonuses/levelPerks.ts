import { bonusAmount } from '../../../shared/bonuses/amount';
import type { BonusKind } from '../../../shared/bonuses/terms';
import type { AppDeps } from '../../deps';
import { enabledProgramsOfKinds, levelsOf } from './repo';

/** What the level-paying programs give one level; null where no enabled program pays it. */
interface LevelBonusPerks {
  /** The weekly payback's rate of the week's loss, basis points (docs/domains/bonuses.md#weekly-payback). */
  paybackBp: number | null;
  /** The level-up reward reaching the level pays (docs/domains/bonuses.md#level-up-reward). */
  levelUpReward: number | null;
}

const KINDS: readonly BonusKind[] = ['payback', 'level_up'];

/**
 * The payback rate and the level-up reward of each of `levels`, as the grants would pay them: the
 * programs are the site's enabled ones of each kind that the grants use (the oldest:
 * `enabledProgramOfKind`, the first of its kind in id order here), the reward is the one amount
 * rule (`bonusAmount`, no base, the program's cap). A level without a row, or whose row pays
 * nothing, gets null.
 */
export async function levelBonusPerks(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  levels: readonly number[],
): Promise<Map<number, LevelBonusPerks>> {
  const programs = await enabledProgramsOfKinds(deps.db, siteId, KINDS);
  const payback = programs.find((p) => p.kind === 'payback');
  const levelUp = programs.find((p) => p.kind === 'level_up');
  const rows = await levelsOf(
    deps.db,
    [payback, levelUp].flatMap((p) => (p ? [p.id] : [])),
  );
  const row = (programId: number | undefined, level: number) =>
    rows.find((r) => r.program_id === programId && r.level === level);
  return new Map(
    levels.map((level) => {
      const paybackRate = row(payback?.id, level)?.rate_bp ?? 0;
      const reward = row(levelUp?.id, level);
      const amount = reward
        ? bonusAmount({ rateBp: reward.rate_bp, fixedAmount: reward.fixed_amount, cap: levelUp!.cap }, null)
        : 0;
      return [level, { paybackBp: paybackRate > 0 ? paybackRate : null, levelUpReward: amount > 0 ? amount : null }];
    }),
  );
}
