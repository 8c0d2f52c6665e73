-- Counts inserted posts once per statement (trigger with a transition table): row by row, a bulk
-- insert (an import, the bench's 100,000 posts) updated each count row once per post, and the dead
-- versions left behind were read by every page view until a VACUUM (PGlite never runs one).
create or replace function board_counts_insert() returns trigger language plpgsql as $$
begin
  insert into board_counts (site_id, board_type, n)
    select site_id, board_type, count(*) from added where deleted_at is null and enabled group by 1, 2
    on conflict (site_id, board_type) do update set n = board_counts.n + excluded.n;
  insert into board_day_counts (site_id, board_type, day, n)
    select site_id, board_type, (created_at at time zone 'UTC')::date, count(*) from added where deleted_at is null and enabled group by 1, 2, 3
    on conflict (site_id, board_type, day) do update set n = board_day_counts.n + excluded.n;
  return null;
end
$$;
