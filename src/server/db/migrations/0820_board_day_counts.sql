-- Page 5,000 of a board of 100,000 posts walked 50,000 index entries (and their rows) to skip them
-- with OFFSET. The visible posts of each board are also counted per UTC day of created_at: a page
-- sums the days newest first to find the day holding its first row, and walks only inside it. The
-- same trigger as board_counts keeps them, in the same transaction as the post's change
-- (docs/domains/content.md#boards-comments-qa-and-messages).
create table board_day_counts (
  site_id text not null,
  board_type text not null,
  day date not null,
  n int not null default 0,
  primary key (site_id, board_type, day)
);

-- Row by row: updates and deletes (inserts are counted per statement, below).
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

-- A post whose date changes moves to another day's count. Inserts are counted once per statement:
-- row by row, a bulk insert (an import, the bench's 100,000 posts) updated each count row once per
-- post, and the dead versions left behind were read by every page view until a VACUUM (PGlite
-- never runs one).
drop trigger boards_count_trg on boards;
create trigger boards_count_trg after delete or update of site_id, board_type, enabled, deleted_at, created_at on boards
  for each row execute function board_counts_apply();

create function board_counts_insert() returns trigger language plpgsql as $$
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
create trigger boards_count_insert_trg after insert on boards referencing new table as added
  for each statement execute function board_counts_insert();

insert into board_day_counts (site_id, board_type, day, n)
  select site_id, board_type, (created_at at time zone 'UTC')::date, count(*)
  from boards where deleted_at is null and enabled group by 1, 2, 3;
