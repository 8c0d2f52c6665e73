/**
 * Bets of every product are slips with legs (DESIGN: Games and products). A slip is what the
 * member staked once (stake, potential payout, status, product group, vendor, game, round or
 * event); a leg is one pick inside it (market, pick, odds, line, outcome). A minigame pick and a
 * casino round are one-leg slips; a sports combo is one slip of several legs.
 *
 * Settlement arithmetic, the same for every product:
 *  - each leg's outcome turns its odds into effective odds: WIN odds, LOSE 0, TIE (push), VOID
 *    and CANCEL 1.00, HALF_WIN (1 + odds) / 2, HALF_LOSE 0.5 (quarter lines: half the stake on
 *    each neighbouring line);
 *  - payout = floor(stake × product of the legs' effective odds), in whole won, computed exactly
 *    (odds are decimal × 100, so the product is a fraction of integers, floored once at the end).
 */

/** Odds and lines are decimal × 100 (1.95 -> 195, a -0.25 handicap -> -25). */
export const ODDS_SCALE = 100;

export const LEG_OUTCOMES = ['PENDING', 'WIN', 'LOSE', 'TIE', 'VOID', 'CANCEL', 'HALF_WIN', 'HALF_LOSE'] as const;
export type LegOutcome = (typeof LEG_OUTCOMES)[number];
export type SettledLegOutcome = Exclude<LegOutcome, 'PENDING'>;

/**
 * §3 slip states: BET while any leg waits, then WIN, LOSE, TIE (stake back) or CANCEL (refunded);
 * a sports slip the member ended early is CASHOUT (docs/domains/sportsbook.md#cash-out). A live
 * sports slip waits its bet delay as PENDING, then is accepted (BET) or REFUSED, its stake returned
 * (docs/domains/sportsbook.md#in-play).
 */
export const SLIP_STATUSES = ['PENDING', 'REFUSED', 'BET', 'WIN', 'LOSE', 'TIE', 'CANCEL', 'CASHOUT'] as const;
export type SlipStatus = (typeof SLIP_STATUSES)[number];

/**
 * Slips whose stake came back without being played: cancelled, or refused after a sports bet delay
 * (docs/domains/sportsbook.md#bet-delay-in-play). Turnover, rolling and the risk figures leave them
 * out (docs/domains/wagering.md; the SQL function wagering_stakes writes the same list).
 */
export const UNPLAYED_STATUSES: readonly SlipStatus[] = ['CANCEL', 'REFUSED'];

/** Effective odds of a leg as an exact fraction (numerator / denominator). */
export function effectiveOdds(outcome: SettledLegOutcome, odds: number): { num: bigint; den: bigint } {
  const scale = BigInt(ODDS_SCALE);
  switch (outcome) {
    case 'WIN':
      return { num: BigInt(odds), den: scale };
    case 'LOSE':
      return { num: 0n, den: 1n };
    case 'TIE':
    case 'VOID':
    case 'CANCEL':
      return { num: 1n, den: 1n };
    case 'HALF_WIN':
      return { num: scale + BigInt(odds), den: 2n * scale };
    case 'HALF_LOSE':
      return { num: 1n, den: 2n };
  }
}

/** floor(stake × Π effective odds) in whole won. */
function slipPayout(stake: number, legs: readonly { outcome: SettledLegOutcome; odds: number }[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const leg of legs) {
    const e = effectiveOdds(leg.outcome, leg.odds);
    num *= e.num;
    den *= e.den;
  }
  return Number(num / den);
}

/** What a slip pays at placement if every leg wins: floor(stake × Π odds). */
export const potentialPayout = (stake: number, legOdds: readonly number[]): number =>
  slipPayout(
    stake,
    legOdds.map((odds) => ({ outcome: 'WIN' as const, odds })),
  );

/** The slip's combined odds (decimal × 100, floored), shown where one figure stands for the slip. */
export const combinedOdds = (legOdds: readonly number[]): number => potentialPayout(ODDS_SCALE, legOdds);

const NEUTRAL: ReadonlySet<LegOutcome> = new Set(['TIE', 'VOID', 'CANCEL']);

/**
 * The settled slip: null while a leg is PENDING. A losing leg loses the slip; a slip whose legs
 * were all cancelled is CANCEL (refund), all pushed or voided TIE (stake back); otherwise it won
 * when the payout reaches the stake, else it lost (a half-lose still pays its half back).
 */
export function settleSlip(
  stake: number,
  legs: readonly { outcome: LegOutcome; odds: number }[],
): { status: Exclude<SlipStatus, 'BET'>; payout: number } | null {
  if (legs.length === 0 || legs.some((l) => l.outcome === 'PENDING')) return null;
  const settled = legs as readonly { outcome: SettledLegOutcome; odds: number }[];
  const payout = slipPayout(stake, settled);
  if (settled.some((l) => l.outcome === 'LOSE')) return { status: 'LOSE', payout };
  if (settled.every((l) => l.outcome === 'CANCEL')) return { status: 'CANCEL', payout };
  if (settled.every((l) => NEUTRAL.has(l.outcome))) return { status: 'TIE', payout };
  return { status: payout >= stake ? 'WIN' : 'LOSE', payout };
}
