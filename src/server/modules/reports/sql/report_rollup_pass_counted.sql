-- Every report roll-up pass counts itself (report_rollup_state.passes + 1) as it moves the site's
-- state on (src/server/modules/rollups/rollUp.ts). One that does not is a node of the release before
-- the member roll-ups (migration 3300), which would roll hours up, or clear their marks, without
-- their member rows: it fails here and its pass writes nothing (docs/operations/upgrading.md).
-- Trigger report_rollup_state_pass.
create or replace function report_rollup_pass_counted() returns trigger language plpgsql as $$
begin
  if new.passes is not distinct from old.passes then
    raise exception 'report roll-up pass that does not count itself (a node of an older release)';
  end if;
  return new;
end $$;
