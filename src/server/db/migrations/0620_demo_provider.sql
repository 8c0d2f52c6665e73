-- The built-in demo provider (docs/domains/vendors.md#the-built-in-demo-provider): an RGS inside
-- the server. It keeps what a real provider keeps on its side: its rounds (to retry and to recover
-- them), each player's table (the baccarat shoe, the next e-sports fixture) and, for the
-- transfer-wallet variant, its own balances, transfers and launch sessions. None of it is the
-- operator's money: that moves through /pam and the ledger.

create table demo_rounds (
  round_id text primary key,
  -- 'seamless' (PAM wallet) or 'transfer' (the provider's own balance)
  wallet text not null check (wallet in ('seamless', 'transfer')),
  player_id text not null,
  game_id text not null,
  -- the player session token the PAM calls carry (seamless); null for transfer rounds
  token text,
  -- [{ code, stake, payout }] in bet order; payout is null until the outcome is known
  legs jsonb not null,
  stake bigint not null check (stake > 0),
  payout bigint check (payout >= 0),
  outcome jsonb,
  -- OPEN: withdrawals under way; SETTLING: outcome known, deposits under way; SETTLED; CANCELLED
  status text not null default 'OPEN' check (status in ('OPEN', 'SETTLING', 'SETTLED', 'CANCELLED')),
  -- why a round was cancelled (a PAM error code, or LOST for an answer that never came)
  reason text,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index demo_rounds_pending_idx on demo_rounds (status, created_at) where status in ('OPEN', 'SETTLING');
create index demo_rounds_transfer_idx on demo_rounds (settled_at) where wallet = 'transfer' and status = 'SETTLED';

-- One table per player, game and wallet: the baccarat shoe in play, the e-sports fixture on offer.
create table demo_tables (
  table_key text primary key,
  state jsonb not null,
  updated_at timestamptz not null default now()
);

create table demo_transfer_wallets (
  player_id text primary key,
  balance bigint not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now()
);

-- Transfers in and out, once per operator transaction id (a repeat answers the same balance).
create table demo_transfer_txns (
  transaction_id text primary key,
  kind text not null check (kind in ('DEPOSIT', 'WITHDRAW')),
  player_id text not null,
  amount bigint not null check (amount > 0),
  balance_after bigint not null,
  created_at timestamptz not null default now()
);

-- Launch sessions of the transfer variant (the seamless one's tokens are the operator's).
create table demo_transfer_sessions (
  token text primary key,
  player_id text not null,
  game_id text not null,
  created_at timestamptz not null default now()
);
