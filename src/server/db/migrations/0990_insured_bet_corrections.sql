-- Insured bets on a corrected sports result (README: Insured bets): each correction that changes an
-- insured slip's payout re-books the partner's payout share through the ledger
-- (insure:payout:<bet>:v<version>) and is kept here, one row per slip and result version.
-- insured_bets keeps the slip's current totals; its first settlement's payment is payout_paid less
-- the sum of its corrections' `paid`.
create table insured_bet_corrections (
  bet_id bigint not null references insured_bets (bet_id),
  version int not null,
  payout bigint not null,
  payout_share bigint not null check (payout_share >= 0),
  -- What the partner paid in this correction (negative: what it got back); 0 with no transaction.
  paid bigint not null,
  txn_id bigint,
  created_at timestamptz not null,
  primary key (bet_id, version)
);

-- A win corrected to a loss gives the partner back what it paid for the share, which it may have
-- paid through a later slip (as debt): the row's own payout_paid may then go below zero.
alter table insured_bets drop constraint insured_bets_payout_paid_check;
