-- Keeps board_counts and board_day_counts (visible posts per board, and per board and UTC day of
-- created_at, which a board page sums to find its first row without walking OFFSET rows) through a
-- post's update or delete, row by row, in the same transaction as the change. Inserts are counted
-- per statement by board_counts_insert.
create or replace function board_counts_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null and old.enabled then
    update board_counts set n = n - 1 where site_id = old.site_id and board_type = old.board_type;
    update board_day_counts set n = n - 1
      where site_id = old.site_id and board_type = old.board_type and day = (old.created_at at time zone 'UTC')::date;
  end if;
  if tg_op = 'UPDATE' and new.deleted_at is null and new.enabled then
    insert into board_counts (site_id, board_type, n) values (new.site_id, new.board_type, 1)
    on conflict (site_id, board_type) do update set n = board_counts.n + 1;
    insert into board_day_counts (site_id, board_type, day, n) values (new.site_id, new.board_type, (new.created_at at time zone 'UTC')::date, 1)
    on conflict (site_id, board_type, day) do update set n = board_day_counts.n + 1;
  end if;
  return null;
end
$$;
