import { z } from 'zod';
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
 *
 * These are a slip's payout terms beside its legs' odds: stored with the slip when it is placed and
 * the only terms its settlement reads, so a change of the site's options never changes what a placed
 * slip pays (docs/domains/sportsbook.md#payout-terms).
 */
export const FolderBonusRules = z.object({
  /** Bonus odds × 100 at 3, 6 and 9 counting legs (100 = no bonus). */
  odds3: z.number().int().min(100),
  odds6: z.number().int().min(100),
  odds9: z.number().int().min(100),
  /** The odds × 100 a leg needs to count towards a tier. */
  minLegOdds: z.number().int().min(100),
});
export type FolderBonusRules = z.infer<typeof FolderBonusRules>;

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
 * A sports slip once every leg is decided (null while one is pending), under the terms it was
 * placed with. Its status is the shared slip rule's (shared/bets/slip.ts) on the legs alone: a
 * losing leg loses the slip, all voided TIE, all cancelled CANCEL, otherwise WIN when stake × Π
 * effective odds reaches the stake, else LOSE. Only a WIN gets the folder bonus of the legs that
 * still count: a slip whose payout falls under its stake (a half-lost leg) is a losing slip, and a
 * losing slip gets no bonus, so the bonus never lifts a losing slip to a win. Floored once.
 */
export function settleSportsSlip(
  stake: number,
  legs: readonly { outcome: LegOutcome; odds: number }[],
  terms: FolderBonusRules,
): SportsSlipResult | null {
  const base = settleSlip(stake, legs);
  if (!base) return null;
  const bonusOdds = base.status === 'WIN' ? folderBonusOdds(countingLegs(legs, terms.minLegOdds), terms) : ODDS_SCALE;
  const payout = withBonus(
    slipPayoutExact(stake, legs as readonly { outcome: SettledLegOutcome; odds: number }[]),
    bonusOdds,
  );
  return { status: base.status, payout, bonusOdds };
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
