-- Board search (docs/domains/content.md#boards-comments-qa-and-messages) read every post of the
-- board (over 200 ms at 100,000 posts on PostgreSQL, seconds on PGlite) although 0203's trigram
-- index was there:
-- - Posts written since the last VACUUM wait in the index's pending list (fastupdate), which every
--   search reads whole and the planner prices as such: it chose a sequential scan. PGlite never runs
--   autovacuum, so the list would only grow there. Posts are written rarely and read often: each
--   write now goes straight into the index, and the list already waiting is moved in now.
-- - A post also matches by its translations (0810); they get a trigram index of their own.
alter index boards_search_idx set (fastupdate = off);
select gin_clean_pending_list('boards_search_idx'::regclass);
create index board_texts_search_idx on board_texts
  using gin (title public.gin_trgm_ops, content public.gin_trgm_ops) with (fastupdate = off);
