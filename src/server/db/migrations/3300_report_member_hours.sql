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
-- slips until the passes catch up, 31 days a pass).
delete from report_dirty_hours;
delete from report_bet_hours;
delete from report_rollup_state;

-- Every pass counts itself as it moves the state on (passes + 1; report_rollup_pass_counted refuses
-- an update that does not, and the column an insert without it). The previous release's pass does
-- neither: during a rolling upgrade it fails and writes nothing, rather than roll hours up (or clear
-- their marks) without their member rows (docs/operations/upgrading.md).
alter table report_rollup_state add column passes bigint not null;
-- Placeholder: the function file gives the body (migrations/README.md).
create function report_rollup_pass_counted() returns trigger language plpgsql as $$ begin return new; end $$;
create trigger report_rollup_state_pass before update on report_rollup_state
  for each row execute function report_rollup_pass_counted();
