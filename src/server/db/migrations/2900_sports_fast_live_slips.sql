-- The fast batch of sports slips takes live slips too (docs/architecture/fast-paths.md#sports): each
-- call carries the accept_at and accept_mode TypeScript decided (null for a pre-match slip), each leg
-- whether it was judged in play. The file sports/sql/sports_fast_slips.sql creates the new signature
-- (on a new database the old one was never created: the files come after the migrations).
drop function if exists sports_fast_slips(text[], bigint[], timestamptz[], text[], bigint[], int[], bigint[], text[], text[], jsonb[], int[], bigint[], text[], int[], text, text, text, text);
