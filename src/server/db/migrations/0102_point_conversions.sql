-- §5 one row per point → cash conversion; its id names the ledger transaction (point:change:<id>).
create table point_conversions (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  amount bigint not null check (amount > 0),
  txn_id bigint not null references ledger_transactions(id),
  created_at timestamptz not null default now()
);
create index point_conversions_member_idx on point_conversions (member_id, created_at desc);
