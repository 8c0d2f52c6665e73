import { z } from 'zod';
import { LocalizedNames } from '../../../../shared/api/sports';
import { MarketTypeSchema, PickSchema } from '../../../../shared/sports/markets';
import { SportKeySchema } from '../../../../shared/sports/sports';

/**
 * The one feed format every source speaks (docs/domains/sportsbook.md). A document is the feed's view of
 * the schedule; applying it again changes nothing. Everything is known by the feed's references.
 *
 * {
 *   "leagues":  [{ "ref": "kr-soccer", "sport": "soccer", "country": "KR", "names": { "ko": …, "en": …, "th": …, "cn": …, "jp": …, "vn": … } }],
 *   "teams":    [{ "ref": "soccer-seoul", "sport": "soccer", "names": { … } }],
 *   "fixtures": [{
 *     "ref": "f-1001", "sport": "soccer", "league": "kr-soccer", "home": "soccer-seoul", "away": "soccer-busan",
 *     "startsAt": "2026-11-27T10:00:00Z", "state": "open",                    // open | suspended | postponed | cancelled
 *     "markets": [{ "type": "1x2", "state": "open", "odds": { "home": 195, "draw": 320, "away": 380 } },
 *                 { "type": "handicap", "line": -25, "odds": { "home": 190, "away": 190 } }],
 *     "result": { "state": "resulted", "score": { "home": 2, "away": 1, "htHome": 1, "htAway": 0 } }
 *   }]
 * }
 *
 * Odds and lines are decimal × 100. A result that differs from the one in force is a correction
 * (the fixture is re-settled); a fixture state postponed or cancelled voids its legs; a result
 * state `rollback` withdraws the result in force (its slips back to open, payouts taken back).
 *
 * In play (docs/domains/sportsbook.md#in-play): `inPlay: true` says the feed will play the fixture
 * live (kick-off takes it to state live, not closed); a `live` object is the match as it stands,
 * and the same fixture's markets carry the live odds:
 *   "live": { "period": "2H", "clockS": 3125, "clockRunning": true, "score": { "home": 1, "away": 0 },
 *             "betStop": false,
 *             "incidents": [{ "seq": 3, "kind": "goal", "side": "home", "period": "2H", "clockS": 3050,
 *                             "score": { "home": 1, "away": 0 } }] }
 */
const FeedLeague = z.object({
  ref: z.string().min(1).max(80),
  sport: SportKeySchema,
  country: z.string().max(40).default(''),
  names: LocalizedNames,
});
const FeedTeam = z.object({ ref: z.string().min(1).max(80), sport: SportKeySchema, names: LocalizedNames });
const FeedMarket = z.object({
  type: MarketTypeSchema,
  line: z.number().int().nullable().default(null),
  state: z.enum(['open', 'suspended']).default('open'),
  odds: z.partialRecord(PickSchema, z.number().int().min(100).max(1_000_000)),
});
const FeedResult = z.object({
  state: z.enum(['resulted', 'postponed', 'cancelled', 'rollback']),
  score: z
    .object({
      home: z.number().int().min(0),
      away: z.number().int().min(0),
      htHome: z.number().int().min(0).nullable().default(null),
      htAway: z.number().int().min(0).nullable().default(null),
    })
    .nullable()
    .default(null),
});
const LiveScore = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
const INCIDENT_KINDS = ['goal', 'point', 'yellow_card', 'red_card', 'period_start', 'period_end'] as const;
const FeedIncident = z.object({
  /** The fixture's own order of incidents: an incident sent again is written once. */
  seq: z.number().int().min(1),
  kind: z.enum(INCIDENT_KINDS),
  side: z.enum(['home', 'away']).nullable().default(null),
  period: z.string().max(20).nullable().default(null),
  clockS: z.number().int().min(0).nullable().default(null),
  /** The score after it. */
  score: LiveScore.nullable().default(null),
});
const FeedLive = z.object({
  /** The sport's period as the feed names it (1H, HT, 2H, Q1, S2, …). */
  period: z.string().min(1).max(20),
  clockS: z.number().int().min(0),
  clockRunning: z.boolean().default(true),
  score: LiveScore,
  /** true: a bet stop is in force (every market suspended); false: bet start. */
  betStop: z.boolean().default(false),
  /** Some or all of the match's incidents so far (each written once, by seq). */
  incidents: z.array(FeedIncident).max(500).default([]),
});
export const FeedFixture = z.object({
  ref: z.string().min(1).max(80),
  sport: SportKeySchema,
  league: z.string().min(1).max(80),
  home: z.string().min(1).max(80),
  away: z.string().min(1).max(80),
  startsAt: z.iso.datetime({ offset: true }),
  state: z.enum(['open', 'suspended', 'postponed', 'cancelled']).default('open'),
  markets: z.array(FeedMarket).max(100).default([]),
  result: FeedResult.nullable().default(null),
  inPlay: z.boolean().default(false),
  live: FeedLive.nullable().default(null),
});
export const FeedDocument = z.object({
  /** The message's own id, which the odds history names (without one: a digest of the document). */
  messageId: z.string().min(1).max(200).optional(),
  leagues: z.array(FeedLeague).max(5_000).default([]),
  teams: z.array(FeedTeam).max(50_000).default([]),
  fixtures: z.array(FeedFixture).max(20_000).default([]),
});
export type FeedDocument = z.infer<typeof FeedDocument>;
export type FeedFixture = z.infer<typeof FeedFixture>;
export type FeedDocumentInput = z.input<typeof FeedDocument>;
export type FeedFixtureInput = z.input<typeof FeedFixture>;

/** A source hands out the current document, or null when nothing changed since its last one (ETag). */
export interface FeedSource {
  name: 'demo' | 'file' | 'http';
  next(now: Date): Promise<FeedDocument | null>;
}

/** The part of a document the live pass applies: the fixtures in play, nothing of the schedule. */
export const livePart = (doc: FeedDocument): FeedDocument => ({
  ...doc,
  leagues: [],
  teams: [],
  fixtures: doc.fixtures.filter((f) => f.live !== null),
});
