-- Board search (§3 searchValue) matches inside title, content and writer (ILIKE '%word%'): a
-- trigram index answers it without reading every post of the board. The extension lives in
-- public (qualified below) so that a schema dropped with CASCADE never takes it along.
create extension if not exists pg_trgm with schema public;
create index boards_search_idx on boards
  using gin (title public.gin_trgm_ops, content public.gin_trgm_ops, writer public.gin_trgm_ops)
  where deleted_at is null and enabled;
