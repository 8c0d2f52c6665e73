-- Deposit and withdrawal requests (§3 cash request, §4 states) and partner money transfers.

create table cash_requests (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  -- in (deposit) or out (withdrawal)
  kind text not null check (kind in ('in', 'out')),
  amount bigint not null check (amount > 0),
  -- deposit: the member asked for the level's bonus point percent
  bonus_yn text not null default 'N',
  depositor text not null default '',
  -- §3: 0 apply, 1 done, 2 wait, -1 cancel
  status int not null default 0 check (status in (0, 1, 2, -1)),
  memo text not null default '',
  refund_account text not null default '',
  hold_txn_id bigint references ledger_transactions(id),
  done_txn_id bigint references ledger_transactions(id),
  staff_id bigint references staff(id),
  hidden boolean not null default false,
  created_at timestamptz not null default now(),
  processed_at timestamptz
);
create index cash_requests_member_idx on cash_requests (member_id, kind, created_at desc);
create index cash_requests_site_idx on cash_requests (site_id, kind, status, created_at desc);
-- §4: one pending deposit at a time (C007), enforced by the database against concurrent requests.
create unique index cash_requests_pending_deposit_uq on cash_requests (member_id) where kind = 'in' and status in (0, 2);

-- A partner's pay / recover to a user of its subtree, or a member's money grant (/mypage/give).
create table money_transfers (
  id bigserial primary key,
  site_id text not null references sites(id),
  -- pay, recover, give
  kind text not null check (kind in ('pay', 'recover', 'give')),
  actor_id bigint not null references members(id),
  from_member_id bigint not null references members(id),
  to_member_id bigint not null references members(id),
  amount bigint not null check (amount > 0),
  memo text not null default '',
  txn_id bigint not null references ledger_transactions(id),
  created_at timestamptz not null default now()
);
create index money_transfers_from_idx on money_transfers (from_member_id, created_at desc);
create index money_transfers_to_idx on money_transfers (to_member_id, created_at desc);
create index money_transfers_site_idx on money_transfers (site_id, created_at desc);
