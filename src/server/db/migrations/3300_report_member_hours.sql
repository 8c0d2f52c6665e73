-- The daily settlement's losing commission floors each member's net per day and branch
-- (docs/domains/settlements.md), which the owner rows of report_bet_hours do not keep: settled
-- slips' stakes and payouts per site hour, member and game group, rolled up by the same pass from the
-- same spans (docs/domains/reports.md#roll-ups). The owner rows are summed from these.
-- No foreign keys: a derived table the pass rewrites from bets, whose rows hold the keys; one check
-- per row would cost a first pass over a long history more than its insert (docs/adr/0005-ledger-without-foreign-keys-on-hot-tables.md).
create table report_member_hours (
  site_id text not null,
  hour timestamptz not null,
  member_id bigint not null,
  game_group text not null,
  slips bigint not null,
  bets bigint not null,
  wins bigint not null,
  primary key (site_id, hour, member_id, game_group)
);

-- The hours already rolled up have no member rows: the roll-ups start over (the reports read the raw
-- slips until the passes catch up, 31 days a pass). A node of the previous release must not run the
-- report roll-up job after this (it would roll up hours without their member rows): restart the old
-- nodes with SCHEDULER=false before the upgrade (docs/operations/upgrading.md).
delete from report_dirty_hours;
delete from report_bet_hours;
delete from report_rollup_state;
