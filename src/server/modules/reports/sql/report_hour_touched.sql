-- Whatever writes a settled slip (a payout after settlement, a re-opened or cancelled slip, a
-- correction, any path, the PL/pgSQL fast paths included), the database marks the rolled-up hours
-- it touched, old and new, so no writer has to remember to (docs/domains/reports.md#roll-ups). It
-- decides nothing: only which hours the report roll-up job rolls up again. Hours not yet rolled up
-- are read raw anyway. Triggers bets_report_hour_insert, _update, _delete.
create or replace function report_hour_touched() returns trigger language plpgsql as $$
declare
  state report_rollup_state;
  touched timestamptz[] := '{}';
begin
  if tg_op <> 'INSERT' then
    touched := touched || old.settled_at;
  end if;
  if tg_op <> 'DELETE' then
    touched := touched || new.settled_at;
  end if;
  select * into state from report_rollup_state
  where site_id = case when tg_op = 'DELETE' then old.site_id else new.site_id end;
  if found then
    insert into report_dirty_hours (site_id, hour)
    select distinct state.site_id, report_site_hour(t.at, state.tz_minutes)
    from unnest(touched) as t(at)
    where t.at < state.rolled_to
    on conflict do nothing;
  end if;
  return null;
end $$;
