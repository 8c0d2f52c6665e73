-- The sportsbook (docs/domains/sportsbook.md). Leagues, teams and fixtures come from a feed (demo,
-- JSON file or HTTP, all one format) or from staff; each is known by the feed's reference.
-- A fixture's markets carry the odds of each pick; results are versioned so a correction re-settles.
-- Slips and legs stay in bets / bet_legs: a sports leg names its fixture and market.

-- Odds margin per sport (basis points of overround); a sport without a row takes site option sportsMarginBp.
create table sports_margins (
  site_id text not null references sites(id),
  sport text not null,
  margin_bp int not null check (margin_bp between 0 and 3000),
  updated_at timestamptz not null default now(),
  primary key (site_id, sport)
);

create table sports_leagues (
  id bigserial primary key,
  site_id text not null references sites(id),
  sport text not null,
  -- the feed's reference (unique per site), or one staff chose
  ref text not null,
  -- { ko, en, th, cn, jp, vn }
  names jsonb not null,
  country text not null default '',
  ord int not null default 0,
  enabled boolean not null default true,
  unique (site_id, ref)
);

create table sports_teams (
  id bigserial primary key,
  site_id text not null references sites(id),
  sport text not null,
  ref text not null,
  names jsonb not null,
  unique (site_id, ref)
);

create table sports_fixtures (
  id bigserial primary key,
  site_id text not null references sites(id),
  ref text not null,
  sport text not null,
  league_id bigint not null references sports_leagues(id),
  home_team_id bigint not null references sports_teams(id),
  away_team_id bigint not null references sports_teams(id),
  starts_at timestamptz not null,
  -- scheduled, open, suspended, closed (kicked off), resulted, settled, postponed, cancelled
  state text not null default 'scheduled' check (state in ('scheduled', 'open', 'suspended', 'closed', 'resulted', 'settled', 'postponed', 'cancelled')),
  -- the current result (its version in sports_results); null until resulted
  score_home int check (score_home >= 0),
  score_away int check (score_away >= 0),
  ht_home int check (ht_home >= 0),
  ht_away int check (ht_away >= 0),
  result_version int not null default 0,
  -- the version the slips were last settled on (result_version > settled_version: to settle)
  settled_version int not null default 0,
  -- where the fixture came from: demo, file, http, staff
  source text not null default 'staff',
  updated_at timestamptz not null default now(),
  unique (site_id, ref),
  check (home_team_id <> away_team_id)
);
create index sports_fixtures_board_idx on sports_fixtures (site_id, starts_at) where state in ('scheduled', 'open', 'suspended');
create index sports_fixtures_results_idx on sports_fixtures (site_id, starts_at desc) where state in ('resulted', 'settled', 'postponed', 'cancelled');
create index sports_fixtures_pending_idx on sports_fixtures (site_id) where result_version > settled_version;

create table sports_markets (
  id bigserial primary key,
  fixture_id bigint not null references sports_fixtures(id),
  -- 1x2, 12, handicap, total, ht1x2, oddeven, btts
  type text not null,
  -- home handicap or total x 100; null for markets without a line
  line int,
  -- open, suspended, closed (kick-off), settled, void
  state text not null default 'open' check (state in ('open', 'suspended', 'closed', 'settled', 'void')),
  -- staff set the odds by hand: the feed's odds no longer overwrite them
  manual boolean not null default false,
  ord int not null default 0,
  updated_at timestamptz not null default now()
);
create unique index sports_markets_key_idx on sports_markets (fixture_id, type, coalesce(line, -2147483648));

-- One row per pick of a market: its odds (decimal x 100).
create table sports_odds (
  market_id bigint not null references sports_markets(id),
  pick text not null,
  odds int not null check (odds >= 100),
  primary key (market_id, pick)
);

-- Every result a fixture was given, kept: version 1 first, one more per correction. A postponed
-- or cancelled fixture's row has no score (its legs are void).
create table sports_results (
  id bigserial primary key,
  fixture_id bigint not null references sports_fixtures(id),
  version int not null check (version >= 1),
  state text not null check (state in ('resulted', 'postponed', 'cancelled')),
  score_home int,
  score_away int,
  ht_home int,
  ht_away int,
  -- who gave it: feed:<source> or the staff actor
  entered_by text not null,
  created_at timestamptz not null default now(),
  unique (fixture_id, version)
);

-- A sports leg names its fixture and market, so resulting a fixture decides its legs set-based.
alter table bet_legs add column fixture_id bigint, add column market_id bigint;
create index bet_legs_fixture_idx on bet_legs (fixture_id) where fixture_id is not null;
-- Open slips of a market (liability) and of a fixture (settlement) are found through the legs.
create index bet_legs_market_idx on bet_legs (market_id) where market_id is not null;
