import { ResultCode } from '../resultCodes';
import type { LevelLimits, LimitRefusal, SportsLimits } from './limits';

/**
 * Sports risk (docs/domains/sportsbook.md#risk): a member's risk profile and what it refuses. The
 * full path of slip placement judges it under the member's lock (sports/slips.ts); the fast path
 * hands every member with a profile over to it (docs/architecture/fast-paths.md#sports).
 */

/** A member's profile; a member without one stakes at 100% with no maximum per fixture or market. */
export interface RiskProfile {
  /** A percent of every maximum stake (the level's and the site's); 0 closes the sportsbook to the member. */
  stakeFactorPct: number;
  /** The most the member may stake in all, over every slip not cancelled, on one fixture and on one market. */
  fixtureMax: number | null;
  marketMax: number | null;
}

export const NO_RISK_PROFILE: RiskProfile = { stakeFactorPct: 100, fixtureMax: null, marketMax: null };

/** The maximum stakes scaled by the stake factor (floored: the member never gets more than the percent). */
export function withStakeFactor(
  site: SportsLimits,
  level: LevelLimits | undefined,
  pct: number,
): { site: SportsLimits; level: LevelLimits | undefined } {
  if (pct === 100) return { site, level };
  const scale = (max: number) => Math.floor((max * pct) / 100);
  return {
    site: { ...site, betMax: scale(site.betMax) },
    level: level && { ...level, bet_max: scale(level.bet_max) },
  };
}

/** What the member has staked so far on each fixture and market of the new slip. */
export interface StakedSoFar {
  fixtures: ReadonlyMap<number, number>;
  markets: ReadonlyMap<number, number>;
}

/**
 * The first maximum the slip's stake breaks, counted on each fixture and market it holds (a combo's
 * stake counts in full on each), or null: B7015 per fixture, B7016 per market, with the maximum and
 * what remains of it.
 */
export function riskMaxRefusal(
  profile: RiskProfile,
  stake: number,
  legs: readonly { fixtureId: number; marketId: number }[],
  staked: StakedSoFar,
): LimitRefusal | null {
  const over = (max: number | null, so: number) => max !== null && so + stake > max;
  if (profile.fixtureMax !== null)
    for (const fixtureId of new Set(legs.map((l) => l.fixtureId))) {
      const so = staked.fixtures.get(fixtureId) ?? 0;
      if (over(profile.fixtureMax, so))
        return {
          code: ResultCode.SportsFixtureMaxStake,
          params: { max: profile.fixtureMax, left: Math.max(0, profile.fixtureMax - so), fixtureId },
        };
    }
  if (profile.marketMax !== null)
    for (const { marketId } of legs) {
      const so = staked.markets.get(marketId) ?? 0;
      if (over(profile.marketMax, so))
        return {
          code: ResultCode.SportsMarketMaxStake,
          params: { max: profile.marketMax, left: Math.max(0, profile.marketMax - so), marketId },
        };
    }
  return null;
}

/** Who or what changed a market's odds or state (the odds history). */
/** feed_silence: a live source fell silent past sportsLiveSilenceS (docs/domains/sportsbook.md#in-play). */
export const OddsChangeCause = {
  Staff: 'staff',
  Feed: 'feed',
  FeedSilence: 'feed_silence',
  Cap: 'cap',
  System: 'system',
} as const;
export type OddsChangeCause = (typeof OddsChangeCause)[keyof typeof OddsChangeCause];
export const ODDS_CHANGE_CAUSES = Object.values(OddsChangeCause);
