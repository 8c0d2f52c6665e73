import type { Generated, JSONColumnType } from 'kysely';
import type { LocalizedNames } from '../../../shared/api/sports';
import type { FixtureState, IncidentKind, MarketState, SportKey } from '../../../shared/sports/sports';
import type { MarketKind, MarketType, SportsPick } from '../../../shared/sports/markets';
import type { OddsChangeCause } from '../../../shared/sports/risk';

/** Migration 0900. Odds and lines are decimal × 100. */
interface SportsMarginsTable {
  site_id: string;
  sport: SportKey;
  margin_bp: number;
  updated_at: Generated<Date>;
}

interface SportsLeaguesTable {
  id: Generated<number>;
  site_id: string;
  sport: SportKey;
  /** The feed's reference, unique per site. */
  ref: string;
  names: JSONColumnType<LocalizedNames>;
  country: Generated<string>;
  ord: Generated<number>;
  enabled: Generated<boolean>;
}

interface SportsTeamsTable {
  id: Generated<number>;
  site_id: string;
  sport: SportKey;
  ref: string;
  names: JSONColumnType<LocalizedNames>;
}

export interface SportsFixturesTable {
  id: Generated<number>;
  site_id: string;
  ref: string;
  sport: SportKey;
  league_id: number;
  home_team_id: number;
  away_team_id: number;
  starts_at: Date;
  state: Generated<FixtureState>;
  score_home: number | null;
  score_away: number | null;
  ht_home: number | null;
  ht_away: number | null;
  /** The current result's version (sports_results); 0 before the first. */
  result_version: Generated<number>;
  /** The version the slips were last settled on. */
  settled_version: Generated<number>;
  /** demo, file, http or staff. */
  source: Generated<string>;
  /** Migration 1102: staff moved its kick-off or league; the feed leaves both alone until staff lift it. */
  staff_held: Generated<boolean>;
  updated_at: Generated<Date>;
  /** Migration 2800 (docs/domains/sportsbook.md#in-play): the feed's last word on a live fixture. */
  live_period: string | null;
  live_clock_s: number | null;
  live_clock_running: Generated<boolean>;
  live_home: number | null;
  live_away: number | null;
  /** A bet stop is in force: its markets are suspended until the bet start. */
  live_stopped: Generated<boolean>;
  /** When its source last spoke of it in play. */
  live_seen_at: Date | null;
  /** Migration 2810: the feed plays it in play, so kick-off takes it live instead of closing it. */
  in_play: Generated<boolean>;
}

/** A fixture's scoreboard in play, as the feed last gave it: what its readers select. */
export const LIVE_COLUMNS = [
  'live_period',
  'live_clock_s',
  'live_clock_running',
  'live_home',
  'live_away',
  'live_stopped',
  'live_seen_at',
] as const;

/** Migration 2800: the match tracker's timeline. */
interface SportsIncidentsTable {
  id: Generated<number>;
  fixture_id: number;
  seq: number;
  kind: IncidentKind;
  side: 'home' | 'away' | null;
  period: string | null;
  clock_s: number | null;
  score_home: number | null;
  score_away: number | null;
  feed_message: string | null;
  created_at: Generated<Date>;
}

interface SportsMarketsTable {
  id: Generated<number>;
  fixture_id: number;
  type: MarketType;
  line: number | null;
  state: Generated<MarketState>;
  /** Staff set the odds by hand: the feed no longer overwrites them. */
  manual: Generated<boolean>;
  ord: Generated<number>;
  updated_at: Generated<Date>;
  /** Migration 2700: the liability cap suspended it; the feed leaves its state alone until staff reopen it. */
  cap_hold: Generated<boolean>;
}

interface SportsOddsTable {
  market_id: number;
  pick: SportsPick;
  odds: number;
}

/** rollback (migration 2810): the feed withdrew the result; the fixture is back to closed. */
type ResultState = 'resulted' | 'postponed' | 'cancelled' | 'rollback';

interface SportsResultsTable {
  id: Generated<number>;
  fixture_id: number;
  version: number;
  state: ResultState;
  score_home: number | null;
  score_away: number | null;
  ht_home: number | null;
  ht_away: number | null;
  /** feed:<source> or the staff actor. */
  entered_by: string;
  created_at: Generated<Date>;
}

interface SportsCashoutsTable {
  id: Generated<number>;
  site_id: string;
  bet_id: number;
  member_id: number;
  seq: number;
  sport: SportKey;
  share: number;
  full_out: boolean;
  fair: number;
  paid: number;
  margin_bp: number;
  txn_id: number | null;
  created_at: Generated<Date>;
}

interface SportsCashoutRulesTable {
  site_id: string;
  sport: SportKey;
  enabled: Generated<boolean>;
  margin_bp: number;
  closed_kinds: Generated<MarketKind[]>;
  updated_at: Generated<Date>;
}

/** Migration 2700 (docs/domains/sportsbook.md#risk). */
interface SportsRiskProfilesTable {
  member_id: number;
  site_id: string;
  stake_factor_pct: number;
  fixture_max: number | null;
  market_max: number | null;
  /** Migration 2800: the bet delay in play for this member (seconds), over the sport's. */
  live_delay_s: Generated<number | null>;
  updated_by: string;
  updated_at: Generated<Date>;
}

interface SportsOddsHistoryTable {
  id: Generated<number>;
  market_id: number;
  pick: SportsPick | null;
  odds: number | null;
  state: MarketState | null;
  cause: OddsChangeCause;
  staff_id: string | null;
  feed_source: string | null;
  feed_message: string | null;
  changed_at: Generated<Date>;
}

export interface SportsTables {
  sports_margins: SportsMarginsTable;
  sports_leagues: SportsLeaguesTable;
  sports_teams: SportsTeamsTable;
  sports_fixtures: SportsFixturesTable;
  sports_markets: SportsMarketsTable;
  sports_odds: SportsOddsTable;
  sports_results: SportsResultsTable;
  sports_cashouts: SportsCashoutsTable;
  sports_cashout_rules: SportsCashoutRulesTable;
  sports_risk_profiles: SportsRiskProfilesTable;
  sports_odds_history: SportsOddsHistoryTable;
  sports_incidents: SportsIncidentsTable;
}
