import type { FixtureState, MarketState, SportKey } from './sports';

/**
 * The bet delay in play (docs/domains/sportsbook.md#bet-delay-in-play): a slip with a leg on a live
 * fixture waits its delay as PENDING, then this one rule accepts it (BET) or refuses it (REFUSED,
 * its stake returned). The acceptance job (server sports/acceptance.ts) calls it under the slip's
 * locks with every leg as it stands.
 */

/** What the member agreed to when odds move during the delay: none, only higher odds, or any odds. */
export const ACCEPT_MODES = ['none', 'higher', 'any'] as const;
export type AcceptMode = (typeof ACCEPT_MODES)[number];

/**
 * Why a slip in delay was refused, kept in its detail and shown in words (front.sports.refused.<reason>):
 * `limits` when the odds it would stand at break a §8 limit (the server's slipFigures).
 */
export const REFUSAL_REASONS = ['betStop', 'oddsChanged', 'marketClosed', 'limits'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export const refusalMessageKey = (reason: RefusalReason): string => `front.sports.refused.${reason}`;

/** A leg of a slip in delay, as it stands when the delay is over. */
export interface PendingLeg {
  /** Odds × 100 the leg was placed at. */
  odds: number;
  /** The pick's odds × 100 now (null: the pick is gone). */
  currentOdds: number | null;
  marketState: MarketState;
  fixtureState: FixtureState;
  /** A bet stop is in force on the fixture now (sports_fixtures.live_stopped). */
  betStopped: boolean;
  /** A market of the fixture was suspended or closed at some moment since the slip was placed (sports_odds_history). */
  stoppedSincePlaced: boolean;
}

export type AcceptanceDecision =
  | { accepted: true; /** Each leg's odds the slip stands at, in leg order. */ odds: number[] }
  | { accepted: false; reason: RefusalReason };

/** A fixture whose markets still take slips: open before kick-off, or live. */
const FIXTURE_TAKING: readonly FixtureState[] = ['open', 'suspended', 'live'];

/**
 * Whether odds that moved from `placed` to `current` are taken under the member's mode: `none`
 * only unchanged ones, `higher` none lower, `any` whatever they are. Placement asks it of the odds
 * the member saw, acceptance of the odds the slip was placed at.
 */
export const oddsUnderMode = (mode: AcceptMode, placed: readonly number[], current: readonly number[]): boolean =>
  mode === 'any' ||
  (mode === 'higher' ? placed.every((o, i) => current[i]! >= o) : placed.every((o, i) => current[i] === o));

/**
 * The decision on a slip whose delay is over. A market no longer there to bet on (closed, settled,
 * void, its fixture ended or gone off the board, its pick without odds) refuses it as closed; a bet
 * stop in force now or at any moment of the delay (a suspension of a market of a leg's fixture, the
 * fixture's bet stop) refuses it as stopped; then the odds under the member's mode: `none` every leg at its
 * placed odds, `higher` no leg lower (a leg that rose stands at its new odds), `any` the current
 * odds whatever they are.
 */
export function decideAcceptance(mode: AcceptMode, legs: readonly PendingLeg[]): AcceptanceDecision {
  const closed = legs.some(
    (l) =>
      l.currentOdds === null ||
      !FIXTURE_TAKING.includes(l.fixtureState) ||
      (l.marketState !== 'open' && l.marketState !== 'suspended'),
  );
  if (closed) return { accepted: false, reason: 'marketClosed' };
  const stopped = legs.some(
    (l) => l.betStopped || l.stoppedSincePlaced || l.marketState !== 'open' || l.fixtureState === 'suspended',
  );
  if (stopped) return { accepted: false, reason: 'betStop' };
  const current = legs.map((l) => l.currentOdds!);
  return oddsUnderMode(
    mode,
    legs.map((l) => l.odds),
    current,
  )
    ? { accepted: true, odds: current }
    : { accepted: false, reason: 'oddsChanged' };
}

/**
 * The bet delay of a slip in play, in seconds: the member's risk profile's delay when it has one
 * (docs/domains/sportsbook.md#risk), else the longest of its live legs' sports (a sport's own delay,
 * else the site's default).
 */
export function betDelayS(
  liveSports: readonly SportKey[],
  options: { sportsLiveDelayS: number; sportsLiveDelays: readonly { sport: SportKey; seconds: number }[] },
  profileDelayS: number | null,
): number {
  if (profileDelayS !== null) return profileDelayS;
  const own = new Map(options.sportsLiveDelays.map((d) => [d.sport, d.seconds]));
  return Math.max(0, ...liveSports.map((s) => own.get(s) ?? options.sportsLiveDelayS));
}
