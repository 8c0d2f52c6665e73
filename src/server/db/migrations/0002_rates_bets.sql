-- Partner rates per game group (§3, §5: not above the parent's, G010) and the bets every game writes.

create table member_rates (
  member_id bigint not null references members(id),
  -- casino, slot, minigame, sports
  game_group text not null,
  rolling_bp int not null default 0 check (rolling_bp between 0 and 10000),
  losing_bp int not null default 0 check (losing_bp between 0 and 10000),
  updated_at timestamptz not null default now(),
  primary key (member_id, game_group)
);

-- One row per bet of any game; money moves only through the ledger, which the row references.
create table bets (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  game_group text not null,
  vendor_code text not null,
  game_code text not null,
  game_name text not null default '',
  round_id text,
  market text not null default '',
  pick text not null default '',
  -- decimal odds x 100 (1.95 -> 195)
  odds int not null default 0,
  stake bigint not null check (stake > 0),
  payout bigint not null default 0 check (payout >= 0),
  -- BET (waiting), WIN, LOSE, TIE, CANCEL
  status text not null default 'BET',
  stake_txn_id bigint,
  payout_txn_id bigint,
  balance_before bigint,
  balance_after bigint,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index bets_member_idx on bets (member_id, created_at desc);
create index bets_round_idx on bets (game_code, round_id) where round_id is not null;
create index bets_site_created_idx on bets (site_id, created_at desc);
create index bets_open_idx on bets (status) where status = 'BET';
