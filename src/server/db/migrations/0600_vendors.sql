-- Vendor games (docs/domains/vendors.md): each site's settings of a catalogue vendor, game types
-- and the stated return, player game sessions, the Valkyrie PAM wallet's transactions and rounds,
-- and the transfer-wallet vendors' reconciliation.

-- A vendor as this site sells it: how it is reached (none = "in preparation", valkyrie, transfer)
-- and with what settings. Without a row the catalogue's own enabled/ord hold and no adapter is set.
create table site_vendors (
  site_id text not null references sites(id),
  group_code text not null,
  proc_id int not null,
  adapter_kind text not null default 'none' check (adapter_kind in ('none', 'valkyrie', 'transfer')),
  settings jsonb not null default '{}',
  enabled boolean not null default true,
  ord int not null default 0,
  image text not null default '',
  name text,
  updated_at timestamptz not null default now(),
  primary key (site_id, group_code, proc_id),
  foreign key (group_code, proc_id) references products (group_code, proc_id)
);

alter table games
  add column game_type text not null default '',
  add column enabled boolean not null default true,
  -- stated return in basis points (9612 = 96.12%), when the vendor says it
  add column rtp_bp int,
  add column synced_at timestamptz;

-- A member's game session with one vendor's provider: the opaque player token handed to the
-- provider (only its sha256 is kept), bound to member, provider and game; a refresh replaces it.
-- `ended_at` set by staff (flag off), vendor maintenance or a failed launch; the member's login
-- session is marked (sessions.game_closed_at) so the balance poll answers TK999 once.
create table game_sessions (
  id bigserial primary key,
  site_id text not null,
  member_id bigint not null references members(id),
  group_code text not null,
  proc_id int not null,
  provider text not null,
  game_id text not null,
  language text not null default 'ko',
  token_hash text not null unique,
  adapter_kind text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz,
  end_reason text
);
create index game_sessions_member_idx on game_sessions (member_id, id desc);
create index game_sessions_open_idx on game_sessions (group_code, proc_id) where ended_at is null;

-- A provider's game round as the PAM sees it: the slip it writes (one per round) and whether a
-- DEPOSIT with isGameOver (or a CANCEL of its every stake) closed it.
create table pam_rounds (
  id bigserial primary key,
  site_id text not null,
  provider text not null,
  round_id text not null,
  member_id bigint not null,
  game_id text not null,
  group_code text not null,
  proc_id int not null,
  bet_id bigint references bets(id),
  stake bigint not null default 0,
  payout bigint not null default 0,
  status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED')),
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  unique (site_id, provider, round_id)
);

-- Every addTransaction the PAM accepted, by the provider's own id (unique per provider and type:
-- Red Tiger refunds a stake with the stake's own transaction id). `ledger_txn_id` names the
-- movement (key vendor:<provider>:<transactionId>); a CANCEL that arrived before its WITHDRAW is
-- kept with `kind` CANCEL and `early` so the late WITHDRAW is refused and takes nothing.
create table pam_transactions (
  id bigserial primary key,
  site_id text not null,
  provider text not null,
  provider_tx_id text not null,
  kind text not null check (kind in ('WITHDRAW', 'DEPOSIT', 'CANCEL', 'PROMOWITHDRAW', 'PROMODEPOSIT', 'PROMOCANCEL')),
  member_id bigint not null,
  amount bigint not null check (amount >= 0),
  currency text not null,
  bet_ref text,
  round_id text,
  game_id text,
  -- the WITHDRAW a CANCEL reverses (null for an early cancel until its WITHDRAW is known)
  cancels_id bigint references pam_transactions(id),
  -- WITHDRAW: cancelled by a CANCEL (or an early cancel) / settled by a DEPOSIT of its round
  cancelled boolean not null default false,
  early boolean not null default false,
  ledger_txn_id bigint,
  body jsonb not null,
  created_at timestamptz not null default now(),
  unique (site_id, provider, provider_tx_id, kind)
);
create index pam_transactions_bet_ref_idx on pam_transactions (site_id, provider, bet_ref) where bet_ref is not null;
create index pam_transactions_round_idx on pam_transactions (site_id, provider, round_id) where round_id is not null;

-- Transfer wallets: what the reconciliation job found for each member with money at a vendor.
create table vendor_reconciliations (
  id bigserial primary key,
  site_id text not null,
  group_code text not null,
  proc_id int not null,
  member_id bigint not null,
  ledger_balance bigint not null,
  vendor_balance bigint,
  checked_at timestamptz not null default now()
);
create index vendor_reconciliations_site_idx on vendor_reconciliations (site_id, id desc);

-- The member's login session learns that one of its game sessions was ended (staff switched a flag
-- off, vendor maintenance): the balance poll, which reads this row anyway, answers TK999 once.
alter table sessions add column game_closed_at timestamptz;
