-- Deposit matching (docs/domains/cash.md#deposit-matching): notices of money the site's bank
-- received, from the signed webhook or an uploaded statement. One notice per bank reference and
-- per webhook signature, so a replayed notice is refused by the database even when two arrive at
-- once. A notice the matcher could not place waits (reason ambiguous or unmatched) for staff.
create table bank_notices (
  id bigserial primary key,
  site_id text not null references sites(id),
  source text not null check (source in ('webhook', 'statement')),
  bank_ref text not null,
  depositor text not null,
  amount bigint not null check (amount > 0),
  paid_at timestamptz not null,
  signature text,
  status text not null check (status in ('matched', 'waiting', 'dismissed')),
  reason text check (reason in ('ambiguous', 'unmatched')),
  cash_request_id bigint references cash_requests(id),
  decided_by bigint references staff(id),
  memo text not null default '',
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (site_id, bank_ref)
);
create unique index bank_notices_signature_uq on bank_notices (site_id, signature) where signature is not null;
create index bank_notices_site_idx on bank_notices (site_id, status, id desc);
-- The matcher's look-up: waiting deposits of a site by amount.
create index cash_requests_open_deposit_amount_idx on cash_requests (site_id, amount) where kind = 'in' and status in (0, 2);

-- The bank webhook's signing secret per site, made by staff in the office (shown once).
create table bank_hook_secrets (
  site_id text primary key references sites(id),
  secret text not null,
  created_at timestamptz not null default now()
);
