-- Sports cash-out (docs/domains/sportsbook.md#cash-out): a slip ended early is in state CASHOUT with
-- what it was paid; each cash-out, full or partial, is one row of sports_cashouts (the partial's
-- share of the stake, the value before the margin and what was paid, its ledger transaction).
alter table bets drop constraint bets_status_check;
alter table bets add constraint bets_status_check check (status in ('BET', 'WIN', 'LOSE', 'TIE', 'CANCEL', 'CASHOUT'));

create table sports_cashouts (
  id bigserial primary key,
  site_id text not null,
  bet_id bigint not null,
  member_id bigint not null,
  -- 1, 2 … within the slip: the ledger key sports:cashout:<bet>:<seq>
  seq smallint not null check (seq >= 1),
  -- the sport of the slip's first leg (the report's sport)
  sport text not null,
  -- the part of the stake cashed out (the whole remaining stake for a full cash-out)
  share bigint not null check (share > 0),
  full_out boolean not null,
  -- the share's value before the margin, and what was paid (fair - paid is the margin kept)
  fair bigint not null check (fair >= 0),
  paid bigint not null check (paid >= 0 and paid <= fair),
  margin_bp int not null,
  txn_id bigint,
  created_at timestamptz not null default now(),
  unique (bet_id, seq)
);
create index sports_cashouts_site_day_idx on sports_cashouts (site_id, created_at);

-- Cash-out per sport: on or off, the margin, and the market kinds closed to it. A sport without a
-- row is open on every market kind at the site option sportsCashOutMarginBp.
create table sports_cashout_rules (
  site_id text not null,
  sport text not null,
  enabled boolean not null default true,
  margin_bp int not null check (margin_bp between 0 and 5000),
  closed_kinds text[] not null default '{}',
  updated_at timestamptz not null default now(),
  primary key (site_id, sport)
);
