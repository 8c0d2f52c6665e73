-- Rolling commission is accrued per settlement and partner, not per slip and partner
-- (docs/domains/rates-and-rolling.md#rolling-accrued-at-each-settlement): per slip, a round of
-- 10,000 slips wrote 50,000 rows under three foreign keys each, half its settlement time. Each row
-- sums what one settlement — a minigame round, a vendor round's slip — owes one partner in one rate
-- group: the same floor(stake × (own − next one down's rolling bp) / 10000) per slip as before,
-- added up, with the stakes it counted (base) and how many slips. `source` names the settlement, so
-- a settlement that runs twice accrues once.

create table rolling_accrued (
  source text not null,
  partner_id bigint not null references members(id),
  site_id text not null references sites(id),
  game_group text not null,
  day date not null,
  base bigint not null check (base >= 0),
  amount bigint not null check (amount >= 0),
  slips int not null check (slips > 0),
  created_at timestamptz not null default now(),
  primary key (source, partner_id, game_group)
);
create index rolling_accrued_site_day_idx on rolling_accrued (site_id, day);

insert into rolling_accrued (source, partner_id, site_id, game_group, day, base, amount, slips, created_at)
select 'bet:' || ra.bet_id, ra.partner_id, ra.site_id, ra.game_group, ra.day, b.stake, ra.amount, 1, ra.created_at
from rolling_accruals ra join bets b on b.id = ra.bet_id;

drop table rolling_accruals;
