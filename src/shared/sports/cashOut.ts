import { effectiveOdds, type LegOutcome } from '../bets/slip';
import { ResultCode, type ResultCodeValue } from '../resultCodes';
import { marketKind, type MarketKind, type MarketType } from './markets';
import type { FixtureState, MarketState, SportKey } from './sports';

/**
 * Sports cash-out value (docs/domains/sportsbook.md#cash-out): what the house pays now to end a
 * slip, or part of its stake, before its legs settle. One function, run by the server's quote and
 * accept and by the member's bet list for its live figure and the partial amounts.
 *
 *   fair  = stake × Π legs: a settled leg at its outcome's effective odds (WIN odds, LOSE 0, a push
 *           or void 1, HALF_WIN (1 + odds) / 2, HALF_LOSE 0.5), an open leg at placed ÷ current odds
 *   value = fair × (10,000 − margin bp) / 10,000
 *
 * Both exact (integer fractions) and floored once each, in the house's favour. The folder bonus is
 * not in the value: only a slip whose every leg settles and wins earns it, and a cash-out ends the
 * slip before that.
 */

/** Basis points are of 10,000. */
const BP = 10_000n;

export interface CashOutLeg {
  outcome: LegOutcome;
  /** Odds × 100 the leg was placed at. */
  odds: number;
  /** The pick's odds × 100 now (an open leg needs them; a settled leg ignores them). */
  currentOdds: number | null;
}

export interface CashOutValue {
  /** The slip's fair value now, before the margin. */
  fair: number;
  /** What the member is paid: the fair value less the margin. */
  value: number;
}

/** Null when there is nothing to value: a lost leg, or an open leg without current odds. */
export function cashOutValue(stake: number, legs: readonly CashOutLeg[], marginBp: number): CashOutValue | null {
  let num = BigInt(stake);
  let den = 1n;
  for (const leg of legs) {
    if (leg.outcome === 'PENDING') {
      if (!leg.currentOdds || leg.currentOdds <= 0) return null;
      num *= BigInt(leg.odds);
      den *= BigInt(leg.currentOdds);
    } else {
      const e = effectiveOdds(leg.outcome, leg.odds);
      num *= e.num;
      den *= e.den;
    }
  }
  if (num === 0n) return null;
  return { fair: Number(num / den), value: Number((num * (BP - BigInt(marginBp))) / (den * BP)) };
}

/** A site's cash-out terms for one sport (table sports_cashout_rules, else the site's defaults). */
export interface CashOutRule {
  enabled: boolean;
  marginBp: number;
  /** Market kinds (winloose, handy, underover, special) of the sport that offer no cash-out. */
  closedKinds: readonly MarketKind[];
}

/** A leg as it stands now, for the availability rule. */
export interface CashOutLegState extends CashOutLeg {
  sport: SportKey;
  marketType: MarketType;
  marketState: MarketState;
  fixtureState: FixtureState;
  /** A bet stop is in force on the fixture in play. */
  betStopped: boolean;
  startsAt: Date;
}

/**
 * Whether the slip's open legs may be cashed out now, and at what margin: each open leg's fixture
 * open before kick-off or in play (off the board otherwise; B7004), not under a bet stop and its
 * market open (B7003), cash-out on for its sport and market kind (B7011). A combo over several
 * sports takes the highest of their margins. Settled legs are valued at their outcome and ask nothing.
 */
export function cashOutTerms(
  legs: readonly CashOutLegState[],
  ruleOf: (sport: SportKey) => CashOutRule,
  now: Date,
): { code: ResultCodeValue } | { marginBp: number } {
  let marginBp = 0;
  for (const leg of legs) {
    const rule = ruleOf(leg.sport);
    marginBp = Math.max(marginBp, rule.marginBp);
    if (leg.outcome !== 'PENDING') continue;
    const live = leg.fixtureState === 'live';
    if (!live && leg.fixtureState !== 'open' && leg.fixtureState !== 'suspended')
      return { code: ResultCode.SportsFixtureStarted };
    if (!live && leg.startsAt.getTime() <= now.getTime()) return { code: ResultCode.SportsFixtureStarted };
    if (leg.marketState !== 'open' || leg.fixtureState === 'suspended' || leg.betStopped)
      return { code: ResultCode.SportsMarketSuspended };
    if (!rule.enabled || rule.closedKinds.includes(marketKind(leg.marketType)))
      return { code: ResultCode.CashOutDisabled };
  }
  return { marginBp };
}
