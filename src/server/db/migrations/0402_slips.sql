-- Bets of every product become slips with legs (DESIGN: Games and products). The `bets` table is
-- the slip (its id stays the bet id that ledger keys bet:stake:<id>, bet:payout:<id> and
-- rolling_accruals already name); each pick moves into bet_legs. `round_id` is the slip's round
-- or event reference; a sports combo's legs each name their own event in bet_legs.event_ref.

alter table bets
  -- floor(stake × product of the legs' odds) when every leg wins
  add column potential_payout bigint not null default 0 check (potential_payout >= 0),
  -- the business event that placed the slip (a vendor's transaction id, a betProc call's key)
  add column idempotency_key text,
  add constraint bets_status_check check (status in ('BET', 'WIN', 'LOSE', 'TIE', 'CANCEL'));
create unique index bets_idempotency_key_idx on bets (site_id, idempotency_key) where idempotency_key is not null;

create table bet_legs (
  id bigserial primary key,
  bet_id bigint not null references bets(id),
  -- 1, 2 … within the slip
  leg_no smallint not null check (leg_no >= 1),
  -- the leg's own fixture (sports); null when the slip's round_id names it
  event_ref text,
  market text not null,
  pick text not null,
  -- decimal odds x 100 (1.95 -> 195)
  odds int not null check (odds >= 0),
  -- handicap or total x 100 (-0.25 -> -25; 2.5 -> 250); null for markets without a line
  line int,
  outcome text not null default 'PENDING' check (outcome in ('PENDING', 'WIN', 'LOSE', 'TIE', 'VOID', 'CANCEL', 'HALF_WIN', 'HALF_LOSE')),
  settled_at timestamptz,
  unique (bet_id, leg_no)
);
create index bet_legs_event_idx on bet_legs (event_ref) where event_ref is not null;

-- Every bet so far had one pick: it becomes the slip's only leg.
insert into bet_legs (bet_id, leg_no, market, pick, odds, outcome, settled_at)
select id, 1, market, pick, odds, case when status = 'BET' then 'PENDING' else status end, settled_at from bets;
update bets set potential_payout = (stake * odds) / 100;

-- The slip keeps its combined odds; the pick lives on the leg.
alter table bets drop column market, drop column pick;
