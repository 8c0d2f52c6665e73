import { z } from 'zod';
import { LANGUAGES, type Language } from '../locales';
import { FixtureStateSchema, INCIDENT_KINDS, MarketStateSchema, SportKeySchema } from '../sports/sports';
import { LEG_OUTCOMES } from '../bets/slip';
import { ACCEPT_MODES } from '../sports/acceptance';
import { MarketKindSchema, MarketTypeSchema, PickSchema } from '../sports/markets';
import { pagedList } from './common';

/**
 * The sportsbook's calls: the board's fixtures with open markets and odds, the results
 * pages, a sports slip through /api/bet/betProc, its cancel, and the public push of odds changes.
 * Odds and lines are decimal × 100 (1.95 → 195; a −1.5 handicap → −150; total 2.25 → 225).
 */

/** A name in the six languages (leagues, teams). */
export const LocalizedNames = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1).max(120)])) as Record<Language, z.ZodString>,
);
export type LocalizedNames = z.infer<typeof LocalizedNames>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Iso = z.string();

const SportsOdds = z.object({ pick: PickSchema, odds: z.number().int() });
type SportsOdds = z.infer<typeof SportsOdds>;

export const SportsMarket = z.object({
  marketId: z.number().int(),
  type: MarketTypeSchema,
  /** The results tab it belongs to: winloose, handy, underover, special. */
  kind: MarketKindSchema,
  /** Home handicap or total × 100; null for markets without a line. */
  line: z.number().int().nullable(),
  state: MarketStateSchema,
  odds: z.array(SportsOdds),
});
export type SportsMarket = z.infer<typeof SportsMarket>;

const SportsTeam = z.object({ teamId: z.number().int(), names: LocalizedNames });

export const SportsLeague = z.object({
  leagueId: z.number().int(),
  sport: SportKeySchema,
  country: z.string(),
  names: LocalizedNames,
});
export type SportsLeague = z.infer<typeof SportsLeague>;

export const SportsScore = z.object({
  home: z.number().int().min(0),
  away: z.number().int().min(0),
  htHome: z.number().int().min(0).nullable(),
  htAway: z.number().int().min(0).nullable(),
});
export type SportsScore = z.infer<typeof SportsScore>;

/** The scoreboard of a fixture in play (docs/domains/sportsbook.md#in-play): the feed's last word. */
export const SportsLiveState = z.object({
  /** The feed's name of the period (1H, HT, 2H, Q1, S2, …). */
  period: z.string().nullable(),
  clockS: z.number().int().nullable(),
  clockRunning: z.boolean(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** A bet stop is in force: its markets are suspended until the bet start. */
  betStop: z.boolean(),
  /** When the feed last spoke of it. */
  seenAt: Iso.nullable(),
});
export type SportsLiveState = z.infer<typeof SportsLiveState>;

/** One incident of a match in play (the match tracker), in the feed's order. */
export const SportsIncident = z.object({
  seq: z.number().int(),
  kind: z.enum(INCIDENT_KINDS),
  side: z.enum(['home', 'away']).nullable(),
  period: z.string().nullable(),
  clockS: z.number().int().nullable(),
  /** The score after it. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});
export type SportsIncident = z.infer<typeof SportsIncident>;

export const SportsFixture = z.object({
  fixtureId: z.number().int(),
  sport: SportKeySchema,
  leagueId: z.number().int(),
  home: SportsTeam,
  away: SportsTeam,
  startsAt: Iso,
  state: FixtureStateSchema,
  markets: z.array(SportsMarket),
  /** Present on a fixture in play (state live). */
  live: SportsLiveState.optional(),
});
export type SportsFixture = z.infer<typeof SportsFixture>;

/**
 * /api/sports/fixtures: the board. `day` is a site day; without it, every fixture not yet started.
 * `live: "Y"` lists the fixtures in play instead (state live, with their scoreboard), soonest
 * kick-off first; `day` does not apply to it.
 */
export const SportsFixturesRequest = z.object({
  sport: SportKeySchema.optional(),
  leagueId: z.coerce.number().int().positive().optional(),
  day: Day.optional(),
  live: z.enum(['Y', 'N']).default('N'),
});
export const SportsFixturesResponse = z.object({
  /** Fixtures on the board per sport (the sport tabs' counts; with live Y, those in play), whatever the other filters. */
  sports: z.array(z.object({ sport: SportKeySchema, count: z.number().int() })),
  /** The leagues of the listed fixtures (the league filter). */
  leagues: z.array(SportsLeague),
  fixtures: z.array(SportsFixture),
});
export type SportsFixturesResponse = z.infer<typeof SportsFixturesResponse>;

/** /api/sports/results (§2 /result/sport, /sports/history): finished fixtures, newest first. */
export const SportsResultsRequest = z.object({
  sport: SportKeySchema.optional(),
  leagueId: z.coerce.number().int().positive().optional(),
  /** The results tab: only markets of this kind are listed. */
  kind: MarketKindSchema.optional(),
  day: Day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count_per_list: z.coerce.number().int().min(1).max(100).default(20),
});
const SportsResultMarket = SportsMarket.extend({
  /** The picks that won (or half-won) on the final result; empty when the market was void. */
  winners: z.array(PickSchema),
});
export const SportsResultRow = SportsFixture.omit({ markets: true }).extend({
  league: SportsLeague,
  /** Null for a postponed or cancelled fixture. */
  score: SportsScore.nullable(),
  /** The result's version: 1 first, then one more per correction. */
  resultVersion: z.number().int(),
  markets: z.array(SportsResultMarket),
});
export type SportsResultRow = z.infer<typeof SportsResultRow>;
export const SportsResults = pagedList(SportsResultRow);
export type SportsResults = z.infer<typeof SportsResults>;

/** /api/sports/fixture: one fixture with its markets, its scoreboard in play and its incidents (the match tracker). */
export const SportsFixtureRequest = z.object({
  fixtureId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const SportsFixtureDetail = z.object({
  fixture: SportsFixture,
  league: SportsLeague,
  incidents: z.array(SportsIncident),
});
export type SportsFixtureDetail = z.infer<typeof SportsFixtureDetail>;

/** One pick of a sports slip: the market, the pick and the odds the member saw. */
const SportsLegRequest = z.object({
  marketId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  pick: PickSchema,
  odds: z.number().int().min(100).max(1_000_000),
});

/**
 * /api/bet/betProc with gameType "sports": one slip, a single or a combo (folder). Changed odds,
 * a suspended market or a started fixture refuse it (B7002–B7004) with the current odds in
 * `data.legs`, unless the accept mode takes the current odds of open markets. A live fixture's
 * open market takes it: the slip answers PENDING with its `acceptAt`.
 */
export const SportsBetProcRequest = z.object({
  gameType: z.literal('sports'),
  legs: z.array(SportsLegRequest).min(1).max(20),
  amount: z.number().int().positive().max(1_000_000_000_000),
  acceptOddsChange: z.boolean().default(false),
  /**
   * What the member takes if odds move: at placement (against the odds it saw) and, for a slip with
   * a leg in play, during its bet delay (docs/domains/sportsbook.md#bet-delay-in-play).
   * `acceptOddsChange: true` is `any`.
   */
  acceptMode: z.enum(ACCEPT_MODES).default('none'),
});
export type SportsBetProcRequest = z.infer<typeof SportsBetProcRequest>;

/** `data` of a B7002/B7003/B7004 refusal: each leg as it stands now. */
export const SportsLegNow = z.object({
  marketId: z.number().int(),
  pick: PickSchema,
  odds: z.number().int().nullable(),
  marketState: MarketStateSchema.nullable(),
  fixtureState: FixtureStateSchema.nullable(),
});
export type SportsLegNow = z.infer<typeof SportsLegNow>;

/** /api/bet/sports/cancel (§4, §8): without confirm Y it only checks and answers the confirm step. */
export const SportsCancelRequest = z.object({
  betIdx: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  confirm: z.enum(['Y', 'N']).default('N'),
});
export const SportsCancelResponse = z.object({
  betIdx: z.number().int(),
  /** confirm: the slip may be cancelled, ask the member (message front.sports.cancel.confirm); cancelled: refunded (front.sports.cancel.success). */
  step: z.enum(['confirm', 'cancelled']),
  refund: z.number().int(),
  /** The last moment the slip may still be cancelled. */
  cancelUntil: Iso,
  cashAmt: z.number().int().nullable(),
});
export type SportsCancelResponse = z.infer<typeof SportsCancelResponse>;

/** Cash-out (docs/domains/sportsbook.md#cash-out): the value now of a full cash-out of the member's slip. */
export const SportsCashOutQuoteRequest = z.object({
  betIdx: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const SportsCashOutQuote = z.object({
  betIdx: z.number().int(),
  /** The slip's stake now (less earlier partial cash-outs). */
  stake: z.number().int(),
  /** What a full cash-out pays now. */
  value: z.number().int(),
  /** The margin the value is taken less, so the page can value a part of the stake by the shared rule. */
  marginBp: z.number().int(),
  /** The least stake a partial cash-out must leave on the slip. */
  minStake: z.number().int(),
  /** Each leg as valued: its market and pick (an odds push names them), placed odds, outcome so far, the pick's odds now. */
  legs: z.array(
    z.object({
      marketId: z.number().int(),
      pick: PickSchema,
      outcome: z.enum(LEG_OUTCOMES),
      odds: z.number().int(),
      currentOdds: z.number().int().nullable(),
    }),
  ),
});
export type SportsCashOutQuote = z.infer<typeof SportsCashOutQuote>;

/**
 * Cash-out accepted: `value` is the amount the member was shown for this share; `amount` the part
 * of the stake to cash out (absent: all of it).
 */
export const SportsCashOutRequest = z.object({
  betIdx: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type SportsCashOutRequest = z.infer<typeof SportsCashOutRequest>;
export const SportsCashOutResponse = z.object({
  betIdx: z.number().int(),
  /** What was paid (at least the value shown). */
  paid: z.number().int(),
  /** CASHOUT when the whole stake was cashed out, BET when a part stays on the slip. */
  status: z.enum(['CASHOUT', 'BET']),
  /** The stake and potential payout left on the slip (a full cash-out: as they were). */
  stake: z.number().int(),
  potentialPayout: z.number().int(),
  cashAmt: z.number().int().nullable(),
});
export type SportsCashOutResponse = z.infer<typeof SportsCashOutResponse>;

/**
 * A sports leg in the bet list and detail (§3 sports bet: league, home, draw, away, score, result,
 * event date, odds): the fixture the leg was placed on, as it stands.
 */
export const SportsLegFixture = z.object({
  fixtureId: z.number().int(),
  sport: SportKeySchema,
  league: LocalizedNames,
  home: LocalizedNames,
  away: LocalizedNames,
  startsAt: Iso,
  state: FixtureStateSchema,
  marketType: MarketTypeSchema,
  score: SportsScore.nullable(),
});
export type SportsLegFixture = z.infer<typeof SportsLegFixture>;

/**
 * The public push topic `/topic/sports/<siteId>` (plain JSON): odds and states that changed,
 * fixtures resulted, and (event `live`) a feed pass's changes: the markets it moved and the
 * scoreboard of fixtures in play with their new incidents, in one message. A page merges each
 * fixture's markets into what it shows.
 */
export const sportsTopic = (siteId: string): string => `/topic/sports/${siteId}`;
export const SportsPush = z.object({
  event: z.enum(['odds', 'result', 'live']),
  fixtures: z.array(
    z.object({
      fixtureId: z.number().int(),
      state: FixtureStateSchema,
      score: SportsScore.nullable(),
      markets: z.array(SportsMarket.pick({ marketId: true, state: true, odds: true })),
      live: SportsLiveState.optional(),
      /** New incidents since the last push (event live). */
      incidents: z.array(SportsIncident).optional(),
    }),
  ),
});
export type SportsPush = z.infer<typeof SportsPush>;
