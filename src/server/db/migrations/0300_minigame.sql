-- House-run minigames (DESIGN: Games): the games and their timing, provably fair rounds, the odds
-- per site and market, and the rolling commission each settled bet accrues to the bettor's partners.

create table minigame_games (
  key text primary key,
  -- powerball, ladder, keno
  kind text not null,
  interval_s int not null check (interval_s between 5 and 86400),
  -- betting closes this many seconds before the draw
  close_s int not null check (close_s >= 0),
  enabled boolean not null default true,
  -- house rules (§3): one bet per market per round; never both sides of one market
  one_bet_per_market boolean not null default true,
  no_hedge boolean not null default true,
  ord int not null default 0,
  check (close_s < interval_s)
);

-- One row per round. The seed stays secret until the draw; its hash is public from the start.
create table minigame_rounds (
  id bigserial primary key,
  game_key text not null references minigame_games(key),
  -- round of the site day (회차), 1-based
  round_no int not null,
  -- HMAC message of the draw, e.g. 'pwball-20261121-0123'
  round_key text not null unique,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draws_at timestamptz not null,
  seed text not null,
  seed_hash text not null,
  -- OPEN, DRAWN, SETTLED, VOID
  status text not null default 'OPEN',
  result jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  unique (game_key, draws_at)
);
create index minigame_rounds_pending_idx on minigame_rounds (draws_at) where status in ('OPEN', 'DRAWN');
create index minigame_rounds_game_idx on minigame_rounds (game_key, draws_at desc);

-- Decimal odds x 100 per site, game, market and pick; staff edit them (/api/admin/minigameOdds).
create table minigame_odds (
  id bigserial primary key,
  site_id text not null references sites(id),
  game_key text not null references minigame_games(key),
  market text not null,
  pick text not null,
  odds int not null check (odds between 100 and 100000),
  enabled boolean not null default true,
  updated_at timestamptz not null default now(),
  unique (site_id, game_key, market, pick)
);

-- Rolling commission owed to each ancestor partner of a bettor; accrued at settlement, paid by the
-- daily partner settlement (no money moves here). One row per bet and partner: a re-run adds nothing.
create table rolling_accruals (
  id bigserial primary key,
  bet_id bigint not null references bets(id),
  partner_id bigint not null references members(id),
  site_id text not null references sites(id),
  game_group text not null,
  day date not null,
  amount bigint not null check (amount >= 0),
  created_at timestamptz not null default now(),
  unique (bet_id, partner_id)
);
create index rolling_accruals_partner_day_idx on rolling_accruals (partner_id, day);

-- A member's bets in one round (house rules, B9999) and a round's settlement read by these.
create index bets_round_member_idx on bets (round_id, member_id) where game_group = 'minigame';
