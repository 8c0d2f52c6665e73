-- §3 pageInfo.tatal_list_count of an unfiltered board is read on every page view: counting 100,000
-- posts each time costs tens of milliseconds, so the visible posts of each board are counted here,
-- kept by a trigger in the same transaction as every insert, delete, hide or move of a post.
create table board_counts (
  site_id text not null,
  board_type text not null,
  n bigint not null default 0,
  primary key (site_id, board_type)
);

create function board_counts_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null and old.enabled then
    update board_counts set n = n - 1 where site_id = old.site_id and board_type = old.board_type;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null and new.enabled then
    insert into board_counts (site_id, board_type, n) values (new.site_id, new.board_type, 1)
    on conflict (site_id, board_type) do update set n = board_counts.n + 1;
  end if;
  return null;
end
$$;

-- Views and comment counts change often and never the visible count: only these columns fire it.
create trigger boards_count_trg after insert or delete or update of site_id, board_type, enabled, deleted_at on boards
  for each row execute function board_counts_apply();

insert into board_counts (site_id, board_type, n)
  select site_id, board_type, count(*) from boards where deleted_at is null and enabled group by site_id, board_type;
