-- Comp per product group, weekly payback and the level-up reward (docs/domains/points.md#comp,
-- docs/domains/bonuses.md#weekly-payback, docs/domains/bonuses.md#level-up-reward).
--
-- Comp (콤프): the points a settled stake earns are a rate per level and game group (casino, slot,
-- sports, minigame; the other products count under the group RATE_GROUP_OF places them in). The
-- level's single point_bp stays the deposit point percent. Each group starts at the old single
-- rate, so no member earns differently until staff change a rate.
alter table levels
  add column comp_casino_bp int not null default 0 check (comp_casino_bp between 0 and 10000),
  add column comp_slot_bp int not null default 0 check (comp_slot_bp between 0 and 10000),
  add column comp_sports_bp int not null default 0 check (comp_sports_bp between 0 and 10000),
  add column comp_minigame_bp int not null default 0 check (comp_minigame_bp between 0 and 10000);
update levels set comp_casino_bp = point_bp, comp_slot_bp = point_bp, comp_sports_bp = point_bp, comp_minigame_bp = point_bp;

-- Payback (페이백): one row per site and site week once the week's payback has been run (by the
-- weekly job or by staff): the job's next pass finds it and does nothing. Each member's payback is
-- its own grant under the key bonus:payback:<member>:<week start>, so a run that stopped midway is
-- finished by the next one without paying anyone twice.
create table payback_runs (
  site_id text not null references sites(id),
  -- the Monday (site time) the week starts on
  week date not null,
  paid int not null default 0,
  amount bigint not null default 0,
  refused int not null default 0,
  ran_at timestamptz not null,
  primary key (site_id, week)
);
-- The week's net loss reads the settled slips by bets_site_settled_idx (0400_office.sql).

