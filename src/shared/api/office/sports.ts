import { z } from 'zod';
import { SLIP_STATUSES, LEG_OUTCOMES } from '../../bets/slip';
import { FixtureStateSchema, MarketStateSchema, SportKeySchema } from '../../sports/sports';
import { MarketKindSchema, MarketTypeSchema, PickSchema } from '../../sports/markets';
import { LocalizedNames, SportsScore } from '../sports';
import { Day, listBody, TextFilter } from './common';

/**
 * The sportsbook's office, staff of the games area: leagues and teams with names
 * in the six languages, fixtures, their markets and odds (manual override, suspend, reopen), the
 * odds margin per sport, result entry and correction with a settlement preview, and the liability
 * of open slips. Odds and lines are decimal × 100 as everywhere; amounts whole won.
 *
 *   /api/admin/sportsLeagues/{list,get,getMany,create,update}
 *   /api/admin/sportsTeams/{list,get,getMany,create,update}
 *   /api/admin/sportsFixtures/{list,get,create,update,preview,result}
 *   /api/admin/sportsMarkets/{list,update,suspend,open}
 *   /api/admin/sportsLiability/list
 *   /api/admin/sportsMargins/{list,update}
 * Sports slips themselves are in the office bet lists (admin/bets, partner/bets), legs in words.
 */

const Iso = z.string();
const Count = z.number().int();

export const SportsLeagueRecord = z.object({
  id: z.number().int(),
  sport: SportKeySchema,
  /** The feed's reference, or `staff:<id>` for a league staff made. */
  ref: z.string(),
  names: LocalizedNames,
  country: z.string(),
  ord: z.number().int(),
  enabled: z.boolean(),
  /** Fixtures of the league, any state. */
  fixtures: Count,
});
export type SportsLeagueRecord = z.infer<typeof SportsLeagueRecord>;

/** `q` matches a name in any language (contains). */
export const SportsLeagueList = listBody(z.object({ sport: SportKeySchema.optional(), q: TextFilter.optional() }));
export const SportsLeagueInput = z.object({
  sport: SportKeySchema,
  names: LocalizedNames,
  country: z.string().trim().max(40).default(''),
  ord: z.number().int().min(0).max(100_000).default(0),
  enabled: z.boolean().default(true),
});
/** The sport stays: its fixtures and markets were made for it. */
export const SportsLeagueUpdate = SportsLeagueInput.omit({ sport: true }).partial();

export const SportsTeamRecord = z.object({
  id: z.number().int(),
  sport: SportKeySchema,
  ref: z.string(),
  names: LocalizedNames,
  fixtures: Count,
});
export type SportsTeamRecord = z.infer<typeof SportsTeamRecord>;

export const SportsTeamList = listBody(z.object({ sport: SportKeySchema.optional(), q: TextFilter.optional() }));
export const SportsTeamInput = z.object({ sport: SportKeySchema, names: LocalizedNames });
export const SportsTeamUpdate = z.object({ names: LocalizedNames });

/**
 * A fixture as staff run it. `liability` is what the open slips would pay on the worst pick of the
 * fixture (the largest sum of potential payouts over its picks); `openStake` what they staked.
 */
export const SportsFixtureRecord = z.object({
  id: z.number().int(),
  ref: z.string(),
  sport: SportKeySchema,
  leagueId: z.number().int(),
  league: LocalizedNames,
  homeTeamId: z.number().int(),
  home: LocalizedNames,
  awayTeamId: z.number().int(),
  away: LocalizedNames,
  startsAt: Iso,
  state: FixtureStateSchema,
  score: SportsScore.nullable(),
  /** The current result's version: 0 before the first, one more per correction. */
  resultVersion: Count,
  /** demo, file, http or staff. */
  source: z.string(),
  /** Staff moved its kick-off or league: the feed leaves both alone until staff lift the hold. */
  staffHeld: z.boolean(),
  markets: Count,
  openSlips: Count,
  openStake: Count,
  liability: Count,
  updatedAt: Iso,
});
export type SportsFixtureRecord = z.infer<typeof SportsFixtureRecord>;

/** `day` is a site day of the kick-off. */
export const SportsFixtureList = listBody(
  z.object({
    sport: SportKeySchema.optional(),
    leagueId: z.coerce.number().int().positive().optional(),
    day: Day.optional(),
    state: FixtureStateSchema.optional(),
  }),
);

const Odds = z.number().int().min(101).max(100_000);
const Line = z.number().int().min(-10_000).max(100_000);

/**
 * A fixture staff add by hand: its winner market (a draw price where the sport has draws) and, if
 * given, a handicap and an under/over line with their prices. It opens for betting at once.
 */
export const SportsFixtureCreate = z.object({
  sport: SportKeySchema,
  leagueId: z.number().int().positive(),
  homeTeamId: z.number().int().positive(),
  awayTeamId: z.number().int().positive(),
  startsAt: z.iso.datetime({ offset: true }),
  winner: z.object({ home: Odds, draw: Odds.optional(), away: Odds }),
  handicap: z.object({ line: Line, home: Odds, away: Odds }).optional(),
  total: z.object({ line: Line, over: Odds, under: Odds }).optional(),
});
export type SportsFixtureCreate = z.infer<typeof SportsFixtureCreate>;
/** A new kick-off (before it) or league. */
/**
 * A new kick-off or league, held against the feed's passes; or `followFeed` to lift that hold
 * (the feed's next pass brings its own kick-off and league), not both at once.
 */
export const SportsFixtureUpdate = z
  .object({
    startsAt: z.iso.datetime({ offset: true }).optional(),
    leagueId: z.number().int().positive().optional(),
    followFeed: z.literal(true).optional(),
  })
  .refine((d) => !d.followFeed || (d.startsAt === undefined && d.leagueId === undefined), {
    path: ['followFeed'],
    message: 'followFeed alone',
  });

/** A result staff give: the final score (and the half-time score for first-half markets), or a postponement or cancellation (every leg void). */
export const SportsResultEntry = z.discriminatedUnion('state', [
  z.object({ state: z.literal('resulted'), score: SportsScore }),
  z.object({ state: z.literal('postponed') }),
  z.object({ state: z.literal('cancelled') }),
  /** The result in force withdrawn: its legs wait again, its settled slips reopen and their payouts come back. */
  z.object({ state: z.literal('rollback') }),
]);
export type SportsResultEntry = z.infer<typeof SportsResultEntry>;
export const SportsResultBody = z.object({ id: z.number().int().positive(), result: SportsResultEntry });

/** How a pick of the fixture settles on the result. */
const PreviewPick = z.object({ pick: PickSchema, outcome: z.enum(LEG_OUTCOMES) });
const PreviewMarket = z.object({
  marketId: z.number().int(),
  type: MarketTypeSchema,
  line: z.number().int().nullable(),
  picks: z.array(PreviewPick),
});

/** One slip with a leg on the fixture, as the result would leave it. */
export const PreviewSlip = z.object({
  betId: z.number().int(),
  memId: z.string(),
  stake: Count,
  legCount: Count,
  /** Its legs on this fixture with their new outcome. */
  legs: z.array(
    z.object({
      type: MarketTypeSchema,
      line: z.number().int().nullable(),
      pick: PickSchema,
      odds: z.number().int(),
      outcome: z.enum(LEG_OUTCOMES),
    }),
  ),
  /** The slip's state after the result; BET while another fixture of the combo is still open. */
  status: z.enum(SLIP_STATUSES),
  /** What the slip would pay in total, folder bonus included (0 while it waits). */
  payout: Count,
  /** What it was paid already (a correction reverses it first). */
  paid: Count,
  /** payout - paid: what the ledger moves to (+) or from (−) the member. */
  delta: z.number().int(),
});
export type PreviewSlip = z.infer<typeof PreviewSlip>;

export const SportsSettlementPreview = z.object({
  fixtureId: z.number().int(),
  /** The version this result would be: 1 for the first, more for a correction. */
  version: Count,
  correction: z.boolean(),
  markets: z.array(PreviewMarket),
  /** The affected slips, largest payout first (at most PREVIEW_SLIPS; the totals count them all). */
  slips: z.array(PreviewSlip),
  totals: z.object({
    slips: Count,
    stake: Count,
    /** Slips the result settles now (every other leg already decided). */
    settled: Count,
    /** Combos that still wait for another fixture. */
    waiting: Count,
    payout: Count,
    paid: Count,
    delta: z.number().int(),
  }),
});
export type SportsSettlementPreview = z.infer<typeof SportsSettlementPreview>;
export const PREVIEW_SLIPS = 200;

/** A market of a fixture with its picks; each pick's open slips, their stake and what they would pay (liability). */
export const SportsMarketRecord = z.object({
  id: z.number().int(),
  fixtureId: z.number().int(),
  type: MarketTypeSchema,
  kind: MarketKindSchema,
  line: z.number().int().nullable(),
  state: MarketStateSchema,
  /** Staff set its odds: the feed no longer overwrites them. */
  manual: z.boolean(),
  odds: z.array(z.object({ pick: PickSchema, odds: z.number().int(), slips: Count, stake: Count, liability: Count })),
  /** The largest pick liability of the market. */
  liability: Count,
  updatedAt: Iso,
});
export type SportsMarketRecord = z.infer<typeof SportsMarketRecord>;

export const SportsMarketList = listBody(z.object({ fixtureId: z.coerce.number().int().positive().optional() }));
/** Manual odds of some picks of a market (the others keep theirs). */
export const SportsMarketOddsUpdate = z.object({
  odds: z
    .array(z.object({ pick: PickSchema, odds: Odds }))
    .min(1)
    .max(3),
});

/** Fixtures not yet kicked off (or running) that carry open slips, riskiest first. */
export const SportsLiabilityList = listBody(z.object({ sport: SportKeySchema.optional(), day: Day.optional() }));

/** The odds margin of a sport: its own, or the site option sportsMarginBp where it has none. */
export const SportsMarginRecord = z.object({
  id: SportKeySchema,
  sport: SportKeySchema,
  marginBp: z.number().int(),
  custom: z.boolean(),
  siteDefaultBp: z.number().int(),
});
export type SportsMarginRecord = z.infer<typeof SportsMarginRecord>;
/** null: the sport follows the site's margin again. */
export const SportsMarginUpdate = z.object({ marginBp: z.number().int().min(0).max(3_000).nullable() });
