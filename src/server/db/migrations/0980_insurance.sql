-- Insured bets (docs/domains/insurance.md). A partner may take a share of its subtree's bets on
-- chosen rate groups above a standard amount at a rate; the share is decided when a slip settles
-- and booked between the product's vendor account and the partner's cash.

-- One row per partner that staff have set up. `debt` is what the partner still owes the house for
-- payout shares its balance could not cover (the house paid them); it is taken back first out of
-- the partner's later insured income, and always equals the sum of its rows' payout_share - payout_paid.
create table insurance_settings (
  partner_id bigint primary key references members (id),
  site_id text not null,
  enabled boolean not null default false,
  game_groups text[] not null default '{}',
  standard_amount bigint not null default 0 check (standard_amount >= 0),
  rate_bp int not null default 0 check (rate_bp between 0 and 10000),
  debt bigint not null default 0 check (debt >= 0),
  updated_at timestamptz not null default now()
);
create index insurance_settings_site_idx on insurance_settings (site_id, partner_id);

-- One row per insured slip, written in the slip's settlement transaction with the two ledger
-- transactions it names (insure:stake:<bet>, insure:payout:<bet>).
create table insured_bets (
  bet_id bigint primary key references bets (id),
  site_id text not null,
  partner_id bigint not null references members (id),
  member_id bigint not null references members (id),
  game_group text not null,
  stake bigint not null,
  standard_amount bigint not null,
  applied_amount bigint not null check (applied_amount > 0),
  rate_bp int not null,
  stake_share bigint not null check (stake_share > 0),
  payout bigint not null,
  payout_share bigint not null check (payout_share >= 0),
  -- What the partner paid in the payout transaction: this slip's payout share and earlier debt, as
  -- far as its balance reached.
  payout_paid bigint not null check (payout_paid >= 0),
  stake_txn_id bigint not null,
  payout_txn_id bigint,
  settled_at timestamptz not null
);
create index insured_bets_site_idx on insured_bets (site_id, settled_at desc, bet_id desc);
create index insured_bets_partner_idx on insured_bets (partner_id, settled_at desc);
