import {
  effectiveOdds,
  ODDS_SCALE,
  settleSlip,
  type LegOutcome,
  type SettledLegOutcome,
  type SlipStatus,
} from '../bets/slip';

/**
 * §9 folder bonus: a combo of 3, 6 or 9 legs or more that count gets the tier's bonus odds
 * (× 100, site options). A leg counts when its odds reach the site's minimum (a 1.01 leg should not
 * buy a bonus) and, once settled, it was not pushed, voided or cancelled.
 */
export interface FolderBonusRules {
  /** Bonus odds × 100 at 3, 6 and 9 counting legs (100 = no bonus). */
  odds3: number;
  odds6: number;
  odds9: number;
  /** The odds × 100 a leg needs to count towards a tier. */
  minLegOdds: number;
}

export const FOLDER_TIERS = [3, 6, 9] as const;

const NOT_COUNTING: ReadonlySet<LegOutcome> = new Set(['TIE', 'VOID', 'CANCEL']);

/** The legs that count towards the folder bonus. */
export const countingLegs = (legs: readonly { outcome: LegOutcome; odds: number }[], minLegOdds: number): number =>
  legs.filter((l) => l.odds >= minLegOdds && !NOT_COUNTING.has(l.outcome)).length;

/** The bonus odds × 100 for this many counting legs (100 below three). */
function folderBonusOdds(counting: number, rules: FolderBonusRules): number {
  if (counting >= 9) return rules.odds9;
  if (counting >= 6) return rules.odds6;
  if (counting >= 3) return rules.odds3;
  return ODDS_SCALE;
}

/** The bonus a slip of these legs gets as placed (every leg still counts). */
export const placedBonusOdds = (legOdds: readonly number[], rules: FolderBonusRules): number =>
  folderBonusOdds(
    countingLegs(
      legOdds.map((odds) => ({ outcome: 'PENDING' as const, odds })),
      rules.minLegOdds,
    ),
    rules,
  );

/** floor(stake × Π odds × bonus): what the slip pays if every leg wins. */
export const sportsPotentialPayout = (stake: number, legOdds: readonly number[], rules: FolderBonusRules): number =>
  withBonus(
    slipPayoutExact(
      stake,
      legOdds.map((odds) => ({ outcome: 'WIN', odds })),
    ),
    placedBonusOdds(legOdds, rules),
  );

export interface SportsSlipResult {
  status: Exclude<SlipStatus, 'BET'>;
  payout: number;
  /** The bonus odds × 100 applied (100: none). */
  bonusOdds: number;
}

/**
 * A sports slip once every leg is decided (null while one is pending): stake × Π effective odds
 * × the folder bonus of the legs that still count, floored once. The status follows the shared
 * slip rules (shared/bets/slip.ts): a losing leg loses the slip, all voided TIE, all cancelled
 * CANCEL, otherwise WIN when the payout reaches the stake. A losing slip gets no bonus.
 */
export function settleSportsSlip(
  stake: number,
  legs: readonly { outcome: LegOutcome; odds: number }[],
  rules: FolderBonusRules,
): SportsSlipResult | null {
  const base = settleSlip(stake, legs);
  if (!base) return null;
  const bonusOdds = base.payout > 0 ? folderBonusOdds(countingLegs(legs, rules.minLegOdds), rules) : ODDS_SCALE;
  const payout = withBonus(
    slipPayoutExact(stake, legs as readonly { outcome: SettledLegOutcome; odds: number }[]),
    bonusOdds,
  );
  const status =
    base.status === 'WIN' || base.status === 'LOSE'
      ? payout >= stake && !legs.some((l) => l.outcome === 'LOSE')
        ? 'WIN'
        : 'LOSE'
      : base.status;
  return { status, payout, bonusOdds };
}

/** stake × Π effective odds as an exact fraction, so the bonus is applied before the one floor. */
function slipPayoutExact(
  stake: number,
  legs: readonly { outcome: SettledLegOutcome; odds: number }[],
): { num: bigint; den: bigint } {
  let num = BigInt(stake);
  let den = 1n;
  for (const leg of legs) {
    const e = effectiveOdds(leg.outcome, leg.odds);
    num *= e.num;
    den *= e.den;
  }
  return { num, den };
}

const withBonus = (exact: { num: bigint; den: bigint }, bonusOdds: number): number =>
  Number((exact.num * BigInt(bonusOdds)) / (exact.den * BigInt(ODDS_SCALE)));
