-- Slips and their legs partitioned by month (docs/adr/0016-monthly-partitions.md): range on
-- created_at, one partition per UTC month (bets_p<YYYYMM>, bet_legs_p<YYYYMM>) and a default
-- partition each that takes a write whose month has none yet (month_partition_ensure moves it out).
-- A leg's created_at is its slip's, so a month's legs are its slips' legs.
--
-- A partitioned table's unique keys must hold created_at, while a slip's id and its Idempotency name
-- (site_id, idempotency_key) must stay unique for ever and other tables refer to the id: both live
-- in bet_keys, one unpartitioned row per slip (id, the slip's created_at, its name), written by a
-- statement trigger on bets (modules/bets/sql/bet_keys_claim.sql), so every writer of slips, the
-- PL/pgSQL fast paths included, claims them without knowing it. A name taken already fails the
-- statement with 23505 as bets' own unique index did. Foreign keys to a slip point at bet_keys(id)
-- and are checked at commit: the trigger writes the key at the end of the statement that wrote the
-- slip, which can come after that statement's own legs or rounds were checked.
create table bet_keys (
  id bigint primary key,
  created_at timestamptz not null,
  site_id text not null,
  idempotency_key text
);
create unique index bet_keys_idempotency_key_idx on bet_keys (site_id, idempotency_key) where idempotency_key is not null;
insert into bet_keys (id, created_at, site_id, idempotency_key) select id, created_at, site_id, idempotency_key from bets;

alter table bet_legs drop constraint bet_legs_bet_id_fkey;
alter table insured_bets drop constraint insured_bets_bet_id_fkey;
alter table pam_rounds drop constraint pam_rounds_bet_id_fkey;

-- The old tables step aside with their constraints' and indexes' names.
alter table bets rename to bets_unpartitioned;
alter table bets_unpartitioned drop constraint bets_pkey;
alter table bets_unpartitioned drop constraint bets_member_id_fkey;
alter table bets_unpartitioned drop constraint bets_accept_mode_check;
alter table bets_unpartitioned drop constraint bets_payout_check;
alter table bets_unpartitioned drop constraint bets_potential_payout_check;
alter table bets_unpartitioned drop constraint bets_stake_check;
alter table bets_unpartitioned drop constraint bets_status_check;
drop index bets_idempotency_key_idx, bets_member_idx, bets_member_open_idx, bets_open_idx, bets_pending_accept,
  bets_round_idx, bets_round_member_idx, bets_site_created_id_idx, bets_site_group_created_cover_idx, bets_site_group_stake_idx,
  bets_site_settled_idx;
alter table bet_legs rename to bet_legs_unpartitioned;
alter table bet_legs_unpartitioned drop constraint bet_legs_pkey;
alter table bet_legs_unpartitioned drop constraint bet_legs_bet_id_leg_no_key;
alter table bet_legs_unpartitioned drop constraint bet_legs_leg_no_check;
alter table bet_legs_unpartitioned drop constraint bet_legs_odds_check;
alter table bet_legs_unpartitioned drop constraint bet_legs_outcome_check;
drop index bet_legs_event_idx, bet_legs_fixture_idx, bet_legs_market_idx;

-- The columns in their old order; the primary keys hold the partition key, ids stay unique through
-- their sequences and bet_keys.
create table bets (
  id bigint not null default nextval('bets_id_seq'),
  site_id text not null,
  member_id bigint not null constraint bets_member_id_fkey references members (id),
  game_group text not null,
  vendor_code text not null,
  game_code text not null,
  game_name text not null default '',
  round_id text,
  odds integer not null default 0,
  stake bigint not null constraint bets_stake_check check (stake > 0),
  payout bigint not null default 0 constraint bets_payout_check check (payout >= 0),
  status text not null default 'BET' constraint bets_status_check
    check (status in ('PENDING', 'REFUSED', 'BET', 'WIN', 'LOSE', 'TIE', 'CANCEL', 'CASHOUT')),
  stake_txn_id bigint,
  payout_txn_id bigint,
  balance_before bigint,
  balance_after bigint,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  potential_payout bigint not null default 0 constraint bets_potential_payout_check check (potential_payout >= 0),
  idempotency_key text,
  accept_at timestamptz,
  accept_mode text constraint bets_accept_mode_check check (accept_mode in ('none', 'higher', 'any')),
  reopened_at timestamptz,
  constraint bets_pkey primary key (id, created_at)
) partition by range (created_at);
alter sequence bets_id_seq owned by bets.id;
create table bets_default partition of bets default;

create table bet_legs (
  id bigint not null default nextval('bet_legs_id_seq'),
  bet_id bigint not null,
  leg_no smallint not null constraint bet_legs_leg_no_check check (leg_no >= 1),
  event_ref text,
  market text not null,
  pick text not null,
  odds integer not null constraint bet_legs_odds_check check (odds >= 0),
  line integer,
  outcome text not null default 'PENDING' constraint bet_legs_outcome_check
    check (outcome in ('PENDING', 'WIN', 'LOSE', 'TIE', 'VOID', 'CANCEL', 'HALF_WIN', 'HALF_LOSE')),
  settled_at timestamptz,
  fixture_id bigint,
  market_id bigint,
  -- the slip's created_at (no default: every writer of legs names it)
  created_at timestamptz not null,
  constraint bet_legs_pkey primary key (id, created_at),
  constraint bet_legs_bet_id_leg_no_key unique (bet_id, leg_no, created_at)
) partition by range (created_at);
alter sequence bet_legs_id_seq owned by bet_legs.id;
-- Settlement rewrites legs in place (migration 1040): room on each page for the new version. A
-- partitioned table holds no storage of its own, so each partition carries it; month_partition_ensure
-- gives a new month the default partition's.
create table bet_legs_default partition of bet_legs default with (fillfactor = 50);

-- A partition for every month that holds slips, and for this month and the next.
do $$
declare
  m timestamptz;
  lo timestamptz;
  hi timestamptz;
  suffix text;
begin
  for m in
    select generate_series(
      date_trunc('month', least(coalesce((select min(created_at) from bets_unpartitioned), now()), now()) at time zone 'UTC'),
      date_trunc('month', greatest(coalesce((select max(created_at) from bets_unpartitioned), now()), now()) at time zone 'UTC') + interval '1 month',
      interval '1 month') at time zone 'UTC'
  loop
    lo := date_trunc('month', m at time zone 'UTC') at time zone 'UTC';
    hi := (lo at time zone 'UTC' + interval '1 month') at time zone 'UTC';
    suffix := '_p' || to_char(lo at time zone 'UTC', 'YYYYMM');
    execute format('create table %I partition of bets for values from (%L) to (%L)', 'bets' || suffix, lo, hi);
    execute format('create table %I partition of bet_legs for values from (%L) to (%L) with (fillfactor = 50)',
      'bet_legs' || suffix, lo, hi);
  end loop;
end $$;

insert into bets select * from bets_unpartitioned;
insert into bet_legs (id, bet_id, leg_no, event_ref, market, pick, odds, line, outcome, settled_at, fixture_id, market_id, created_at)
select l.id, l.bet_id, l.leg_no, l.event_ref, l.market, l.pick, l.odds, l.line, l.outcome, l.settled_at, l.fixture_id, l.market_id, b.created_at
from bet_legs_unpartitioned l join bets_unpartitioned b on b.id = l.bet_id;
drop table bet_legs_unpartitioned;
drop table bets_unpartitioned;

-- The indexes of before, declared on the parents so every partition has them, less bets' unique
-- name (now bet_keys'). A lookup by id alone reads each partition's primary key, led by id.
create index bets_member_idx on bets (member_id, created_at desc);
create index bets_member_open_idx on bets (member_id) include (stake) where status = 'BET';
create index bets_open_idx on bets (status) where status = 'BET';
create index bets_pending_accept on bets (accept_at) where status = 'PENDING';
create index bets_round_idx on bets (game_code, round_id) where round_id is not null;
create index bets_round_member_idx on bets (round_id, member_id) where game_group = 'minigame';
create index bets_site_created_id_idx on bets (site_id, created_at desc, id desc);
-- the bet grid's (migration 3301, docs/domains/reports.md#large-grids)
create index bets_site_group_created_cover_idx on bets (site_id, game_group, created_at desc, id desc)
  include (member_id, stake, payout, status);
create index bets_site_group_stake_idx on bets (site_id, game_group, stake desc, id desc) include (created_at, member_id);
create index bets_site_settled_idx on bets (site_id, settled_at) where status in ('WIN', 'LOSE', 'TIE');
create index bet_legs_event_idx on bet_legs (event_ref) where event_ref is not null;
create index bet_legs_fixture_idx on bet_legs (fixture_id) where fixture_id is not null;
create index bet_legs_market_idx on bet_legs (market_id) where market_id is not null;

alter table bet_legs add constraint bet_legs_bet_id_fkey foreign key (bet_id) references bet_keys (id)
  deferrable initially deferred;
alter table insured_bets add constraint insured_bets_bet_id_fkey foreign key (bet_id) references bet_keys (id)
  deferrable initially deferred;
alter table pam_rounds add constraint pam_rounds_bet_id_fkey foreign key (bet_id) references bet_keys (id)
  deferrable initially deferred;

-- Placeholder: the function file gives the body (migrations/README.md).
create function bet_keys_claim() returns trigger language plpgsql as $$ begin return null; end $$;
create trigger bets_keys_claim after insert on bets referencing new table as slips
  for each statement execute function bet_keys_claim();

-- The report roll-ups' triggers of migration 3100, on the partitioned table (each partition gets them).
create trigger bets_report_hour_insert after insert on bets
  for each row when (new.settled_at is not null) execute function report_hour_touched();
create trigger bets_report_hour_update after update on bets
  for each row when (
    (old.settled_at is not null or new.settled_at is not null)
    and (old.status, old.stake, old.payout, old.settled_at, old.member_id, old.game_group)
      is distinct from (new.status, new.stake, new.payout, new.settled_at, new.member_id, new.game_group)
  ) execute function report_hour_touched();
create trigger bets_report_hour_delete after delete on bets
  for each row when (old.settled_at is not null) execute function report_hour_touched();
