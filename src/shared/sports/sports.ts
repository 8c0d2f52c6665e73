import { z } from 'zod';

/**
 * §3 sports categories: the seven of the category list and the four more that betting offers.
 * `draw`: a regulation-time result can be a draw, so its winloose market is 1X2 (else two-way).
 * `quarterLines`: handicap and total lines may end in .25/.75 (Asian lines, soccer only), split
 * half the stake on each neighbouring line at settlement.
 * A sport's name is the locale key `front.sports.sport.<key>` in the six languages.
 */
export const SPORTS = {
  soccer: { draw: true, quarterLines: true },
  basketball: { draw: false, quarterLines: false },
  baseball: { draw: false, quarterLines: false },
  volleyball: { draw: false, quarterLines: false },
  badminton: { draw: false, quarterLines: false },
  hockey: { draw: true, quarterLines: false },
  combat: { draw: true, quarterLines: false },
  tennis: { draw: false, quarterLines: false },
  handball: { draw: true, quarterLines: false },
  football: { draw: false, quarterLines: false },
  esport: { draw: false, quarterLines: false },
} as const satisfies Record<string, { draw: boolean; quarterLines: boolean }>;

export const SPORT_KEYS = Object.keys(SPORTS) as SportKey[];
export type SportKey = keyof typeof SPORTS;
export const SportKeySchema = z.enum(SPORT_KEYS as [SportKey, ...SportKey[]]);

export const sportNameKey = (sport: SportKey): string => `front.sports.sport.${sport}`;

/**
 * Fixture states: scheduled → open ⇄ suspended → closed at kick-off → resulted →
 * settled; a fixture the feed plays in play goes from open to live at kick-off instead of closed
 * (docs/domains/sportsbook.md#in-play). Postponed and cancelled void every leg. A resulted or
 * settled fixture whose result is corrected goes back to resulted and is settled again.
 */
export const FIXTURE_STATES = [
  'scheduled',
  'open',
  'suspended',
  'live',
  'closed',
  'resulted',
  'settled',
  'postponed',
  'cancelled',
] as const;
export type FixtureState = (typeof FIXTURE_STATES)[number];
export const FixtureStateSchema = z.enum(FIXTURE_STATES);

/** A fixture whose legs are void whatever the market (the stake of such a leg counts as odds 1.00). */
export const VOID_STATES: readonly FixtureState[] = ['postponed', 'cancelled'];

const MARKET_STATES = ['open', 'suspended', 'closed', 'settled', 'void'] as const;
export type MarketState = (typeof MARKET_STATES)[number];
export const MarketStateSchema = z.enum(MARKET_STATES);

/** What a match in play records for its tracker (docs/domains/sportsbook.md#in-play; table sports_incidents). */
export const INCIDENT_KINDS = ['goal', 'point', 'yellow_card', 'red_card', 'period_start', 'period_end'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];
