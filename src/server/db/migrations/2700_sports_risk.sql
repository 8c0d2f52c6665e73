-- Sports risk (docs/domains/sportsbook.md#risk): a member's risk profile, a market held suspended by
-- the liability cap, and every change of a market's odds or state with who or what made it.

-- A member's profile: the stake factor (a percent of every maximum stake; 0 closes the sportsbook
-- to the member) and the most the member may stake in all on one fixture and on one market.
create table sports_risk_profiles (
  member_id bigint primary key references members(id),
  site_id text not null,
  stake_factor_pct int not null default 100 check (stake_factor_pct between 0 and 100),
  fixture_max bigint check (fixture_max > 0),
  market_max bigint check (market_max > 0),
  updated_by text not null,
  updated_at timestamptz not null default now()
);
create index sports_risk_profiles_site_idx on sports_risk_profiles (site_id);

-- The liability cap suspended the market: the feed leaves its state alone until staff reopen it.
alter table sports_markets add column cap_hold boolean not null default false;

-- One row per change: a pick's odds (pick and odds) or the market's state (state). Who made it is
-- the transaction's sports.changed_by setting (oddsHistoryRepo.ts): staff by login id, a feed
-- message by source and id, the liability cap, or the system (a result settling the markets).
create table sports_odds_history (
  id bigserial primary key,
  market_id bigint not null,
  pick text,
  odds int,
  state text,
  cause text not null check (cause in ('staff', 'feed', 'cap', 'system')),
  staff_id text,
  feed_source text,
  feed_message text,
  changed_at timestamptz not null default now()
);
create index sports_odds_history_market_idx on sports_odds_history (market_id, id);

create function sports_odds_history_record() returns trigger language plpgsql as $$ begin return null; end $$;
create trigger sports_odds_history_odds after insert or update of odds on sports_odds
  for each row execute function sports_odds_history_record();
create trigger sports_odds_history_state after insert or update of state on sports_markets
  for each row execute function sports_odds_history_record();
