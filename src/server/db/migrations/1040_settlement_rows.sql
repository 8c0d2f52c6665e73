-- A round's settlement (`npm run bench minigame`, settle_round_ms; docs/benchmarks/2026-11-26.md):
-- what every settled slip costs the database.
--
-- 1. Ledger entries keep no foreign key to their transaction. The check ran once per entry, in the
--    statement that wrote the transaction a moment before (22,000 entries of a paid round: 158 ms
--    with it, 68 ms without), and key-share-locked each transaction row it found. Entries are
--    written only by the ledger, beside the transaction row it has just inserted, and nothing
--    deletes a transaction; `ledger:verify` reports an entry without its transaction
--    (entryWithoutTransaction), as it does one without its account (no foreign key since 0100).
-- 2. Legs leave room on their page for their settled version. A leg is written once and updated
--    once, at settlement, in columns no index holds (outcome, settled_at): with half of each page
--    free the update stays on its page (a HOT update, no index entry written); on a full page every
--    one moved to a new page and wrote its three index entries again (10,000 legs: 89 ms, 32–42 ms
--    with the room). New pages only: rows already written keep their pages.
alter table ledger_entries drop constraint ledger_entries_transaction_id_fkey;
alter table bet_legs set (fillfactor = 50);
