-- Wagering progress found by its slip (docs/domains/wagering.md): a cancelled or voided stake takes
-- back exactly the progress rows of its slip (bonuses/sql/wagering_takeback.sql), and every refund
-- and settlement that could void a slip asks for them. Most slips have none: one probe each.
create index wagering_progress_bet_idx on wagering_progress (bet_id);
