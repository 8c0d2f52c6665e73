-- The fast stakes' writers compute each ledger row's request hash in the database, as every ledger
-- writer now does (ledger/sql/ledger_request_hash.sql over ledger_ref.sql), so they no longer take
-- one; the fast batches ask the member's standing of member_stake_bars, as the full paths do, in
-- place of fast_bet_callers (docs/architecture/fast-paths.md). Their files create the new ones.
drop function minigame_fast_bets(text[], bigint[], timestamptz[], text[], text[], boolean[], boolean[], int[], text[], text[], text[], int[], bigint[], bigint[], text[], text, text, text, text);
drop function sports_fast_slips(text[], bigint[], timestamptz[], text[], bigint[], int[], bigint[], text[], text[], jsonb[], text[], int[], bigint[], text[], int[], text, text, text, text);
drop function fast_bet_place(int[], int[], text[], bigint[], bigint[], text[], text, text);
drop function fast_bet_callers(bigint[], timestamptz[]);
