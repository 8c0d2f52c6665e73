-- Staff balance corrections (docs/domains/corrections.md): a credit or debit of a member's cash or
-- points with a reason and a memo, booked through the ledger under `correction:<id>`; above the
-- site's threshold it waits (pending) for a second staff member (four eyes).
create table balance_corrections (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  asset text not null check (asset in ('cash', 'point')),
  direction text not null check (direction in ('credit', 'debit')),
  amount bigint not null check (amount > 0),
  reason text not null,
  memo text not null,
  status text not null check (status in ('pending', 'done', 'rejected')),
  four_eyes boolean not null,
  requested_by bigint not null references staff(id),
  decided_by bigint references staff(id),
  decide_memo text not null default '',
  txn_id bigint,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index balance_corrections_site_idx on balance_corrections (site_id, status, id desc);
create index balance_corrections_member_idx on balance_corrections (member_id, id desc);
