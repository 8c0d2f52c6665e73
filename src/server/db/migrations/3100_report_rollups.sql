-- §9 report data collected hourly, one hour late (docs/domains/reports.md#roll-ups): settled slips'
-- stakes and payouts per site hour, owner (a partner or top member: see report_owner) and game
-- group, rolled up by the report roll-up job; the reports read them for closed hours and the raw
-- slips for the rest.
create table report_bet_hours (
  site_id text not null references sites(id),
  hour timestamptz not null,
  owner_id bigint not null references members(id),
  game_group text not null,
  slips bigint not null,
  bets bigint not null,
  wins bigint not null,
  primary key (site_id, hour, owner_id, game_group)
);

-- Per site: hours before rolled_to are rolled up; those before confirmed_to were rolled up again by
-- a later pass than the one that first rolled them (so a writer that read the older rolled_to has
-- committed, see report_hour_touched), and the reports read their rows. tz_minutes is the site
-- time offset the hours were cut in.
create table report_rollup_state (
  site_id text primary key references sites(id),
  tz_minutes int not null,
  rolled_to timestamptz not null,
  confirmed_to timestamptz not null
);

-- Rolled-up hours whose slips changed since (a late payout, a re-opened or cancelled slip, a
-- correction): the reports read them raw until the job rolls them up again.
create table report_dirty_hours (
  site_id text not null references sites(id),
  hour timestamptz not null,
  primary key (site_id, hour)
);

-- Placeholders: the function files give the bodies (migrations/README.md).
create function report_hour_touched() returns trigger language plpgsql as $$ begin return null; end $$;

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
