import type { LocalizedNames, SportsLegNow } from '../../../shared/api/sports';
import type { PublicSiteOptions } from '../../../shared/api/site';
import { combinedOdds, ODDS_SCALE } from '../../../shared/bets/slip';
import { findConflict, type Conflict } from '../../../shared/sports/conflicts';
import { limitRefusal, sportsLimitsOf, type LimitRefusal } from '../../../shared/sports/limits';
import type { MarketType, SportsPick as Pick } from '../../../shared/sports/markets';
import {
  countingLegs,
  FOLDER_TIERS,
  placedBonusOdds,
  sportsPotentialPayout,
  type FolderBonusRules,
} from '../../../shared/sports/payout';
import type { SportKey } from '../../../shared/sports/sports';
import { takesBets } from './sportsPush';

/**
 * The sports slip as the board keeps it: pure rules over the legs the member
 * picked, with the shared arithmetic the server settles by (total odds, §9 folder bonus, potential
 * win) and its conflict and limit rules for instant feedback. The server judges again on placing.
 */
export interface SlipLeg {
  fixtureId: number;
  marketId: number;
  type: MarketType;
  line: number | null;
  pick: Pick;
  /** The odds the slip will send (decimal × 100). */
  odds: number;
  /** The odds the member first picked at, when they have moved since (shown as a change). */
  pickedOdds: number;
  /** The market or fixture no longer takes bets (suspended, closed, kicked off). */
  locked: boolean;
  sport: SportKey;
  league: LocalizedNames;
  home: LocalizedNames;
  away: LocalizedNames;
  startsAt: string;
}

/** A pick on the board: a new leg, the same pick again (removed), or another pick of a market already in the slip (replaces it). */
export function toggleLeg(legs: readonly SlipLeg[], leg: SlipLeg): SlipLeg[] {
  const same = legs.find((l) => l.marketId === leg.marketId);
  if (same && same.pick === leg.pick) return legs.filter((l) => l !== same);
  if (same) return legs.map((l) => (l === same ? leg : l));
  return [...legs, leg];
}

export const removeLeg = (legs: readonly SlipLeg[], marketId: number): SlipLeg[] =>
  legs.filter((l) => l.marketId !== marketId);

/** A market as it stands now (a push, or the current odds a refusal answered with): its legs follow it. */
export interface MarketNow {
  marketId: number;
  /** Null when the pick is no longer offered. */
  odds: (pick: Pick) => number | null;
  open: boolean;
}

export function applyMarkets(legs: readonly SlipLeg[], markets: ReadonlyMap<number, MarketNow>): SlipLeg[] {
  let changed = false;
  const next = legs.map((leg) => {
    const now = markets.get(leg.marketId);
    if (!now) return leg;
    const odds = now.odds(leg.pick);
    const locked = !now.open || odds === null;
    const updated = { ...leg, odds: odds ?? leg.odds, locked };
    if (updated.odds === leg.odds && updated.locked === leg.locked) return leg;
    changed = true;
    return updated;
  });
  return changed ? next : (legs as SlipLeg[]);
}

/** The legs of a B7002/B7003/B7004 refusal (`data.legs`): each as it stands on the server. */
export function applyRefusal(legs: readonly SlipLeg[], now: readonly SportsLegNow[]): SlipLeg[] {
  const markets = new Map<number, MarketNow>();
  for (const leg of now) {
    const open = leg.marketState === 'open' && (leg.fixtureState === null || takesBets(leg.fixtureState));
    markets.set(leg.marketId, { marketId: leg.marketId, odds: (pick) => (pick === leg.pick ? leg.odds : null), open });
  }
  return applyMarkets(legs, markets);
}

/** After the member saw the new odds, they become the ones picked. */
export const acknowledgeChanges = (legs: readonly SlipLeg[]): SlipLeg[] =>
  legs.map((l) => (l.odds === l.pickedOdds ? l : { ...l, pickedOdds: l.odds }));

export const hasChangedOdds = (legs: readonly SlipLeg[]): boolean => legs.some((l) => l.odds !== l.pickedOdds);

const bonusRules = (o: PublicSiteOptions): FolderBonusRules => ({
  odds3: o.sportsBonusOdds3,
  odds6: o.sportsBonusOdds6,
  odds9: o.sportsBonusOdds9,
  minLegOdds: o.sportsBonusMinLegOdds,
});

export interface SlipFigures {
  /** Π leg odds × 100, without the bonus. */
  totalOdds: number;
  /** Π leg odds × bonus × 100: what one won pays back, as the slip shows its total odds. */
  totalWithBonus: number;
  /** Legs that count towards the folder bonus, and the bonus odds × 100 they reach (100: none). */
  counting: number;
  bonusOdds: number;
  /** The next tier and how many more counting legs it needs (null past the last tier). */
  nextTier: { legs: number; more: number; odds: number } | null;
  potentialWin: number;
  conflict: Conflict | null;
  /** The first §8 limit the slip breaks (the site's; the level's are the server's to judge). */
  limit: LimitRefusal | null;
  tooMany: boolean;
}

export function slipFigures(legs: readonly SlipLeg[], stake: number, options: PublicSiteOptions): SlipFigures {
  const rules = bonusRules(options);
  const legOdds = legs.map((l) => l.odds);
  const totalOdds = legs.length ? combinedOdds(legOdds) : 0;
  const counting = countingLegs(
    legOdds.map((odds) => ({ outcome: 'PENDING' as const, odds })),
    rules.minLegOdds,
  );
  const bonusOdds = placedBonusOdds(legOdds, rules);
  const tier = FOLDER_TIERS.find((t) => t > counting);
  const tierOdds = { 3: rules.odds3, 6: rules.odds6, 9: rules.odds9 } as const;
  const potentialWin = stake > 0 && legs.length ? sportsPotentialPayout(stake, legOdds, rules) : 0;
  const conflict = findConflict(
    legs.map((l) => ({ fixtureId: l.fixtureId, marketId: l.marketId, type: l.type, pick: l.pick })),
    new Set(options.sportsConflictRules),
  );
  const limits = sportsLimitsOf(options);
  const limit =
    stake > 0 && legs.length ? limitRefusal({ stake, legOdds, totalOdds, potentialWin }, limits, undefined) : null;
  return {
    totalOdds,
    totalWithBonus: legs.length ? sportsPotentialPayout(ODDS_SCALE, legOdds, rules) : 0,
    counting,
    bonusOdds,
    nextTier: tier ? { legs: tier, more: tier - counting, odds: tierOdds[tier] } : null,
    potentialWin,
    conflict,
    limit,
    tooMany: legs.length > options.sportsMaxLegs,
  };
}
