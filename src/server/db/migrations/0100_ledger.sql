-- Double-entry ledger (DESIGN: Money). Amounts are whole won (or points) in bigint.

-- A member or partner account keeps a cached balance, changed only by a conditional update in the
-- same transaction as its entries. A system account (house bank, withdrawals on hold, bonuses,
-- commissions, one per game vendor) keeps none: its balance is the sum of its entries, so no
-- money call ever writes its row and it never becomes the hot row every bet waits on.
create table accounts (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint references members(id),
  -- system account code: house, hold, bonus, commission, vendor:<group>:<procId>
  code text,
  asset text not null check (asset in ('cash', 'point')),
  balance bigint check (balance >= 0),
  created_at timestamptz not null default now(),
  check ((member_id is null) <> (code is null)),
  check ((member_id is null) = (balance is null)),
  unique (member_id, asset),
  unique (site_id, code, asset)
);

create table ledger_transactions (
  id bigserial primary key,
  site_id text not null,
  -- derived from the business event (deposit:approve:<id>, bet:stake:<id>): one movement per event
  idempotency_key text not null,
  kind text not null,
  memo text not null default '',
  -- hash of kind and postings: the same key with other postings is refused (E004)
  request_hash text not null,
  meta jsonb not null default '{}',
  created_at timestamptz not null default now(),
  unique (site_id, idempotency_key)
);
create index ledger_transactions_kind_idx on ledger_transactions (kind, id);

-- No foreign key to accounts: its KEY SHARE lock would stamp the shared system-account row on
-- every insert (a write under load); `npm run ledger:verify` checks every entry's account instead.
create table ledger_entries (
  id bigserial primary key,
  transaction_id bigint not null references ledger_transactions(id),
  account_id bigint not null,
  amount bigint not null check (amount <> 0),
  -- the account's balance after this entry (member and partner accounts only)
  balance_after bigint,
  created_at timestamptz not null default now()
);
create index ledger_entries_account_idx on ledger_entries (account_id, id);
create index ledger_entries_transaction_idx on ledger_entries (transaction_id);

-- The first answer to a money call sent with an Idempotency-Key header, written in the same
-- transaction as its movement: a replay returns it, the same key with another body gets E004.
create table idempotency_keys (
  site_id text not null,
  -- m:<member id> or s:<staff id>
  actor text not null,
  key text not null,
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (site_id, actor, key)
);

-- Every member and partner gets its cash and point accounts, and every site its system accounts,
-- when the row is created: no money call ever has to create an account (and wait on another
-- transaction's uncommitted insert) while it holds balance locks.
create function ledger_member_accounts() returns trigger language plpgsql as $$
begin
  insert into accounts (site_id, member_id, asset, balance)
  values (new.site_id, new.id, 'cash', 0), (new.site_id, new.id, 'point', 0)
  on conflict do nothing;
  return new;
end $$;
create trigger members_ledger_accounts after insert on members
  for each row execute function ledger_member_accounts();

create function ledger_site_accounts() returns trigger language plpgsql as $$
begin
  insert into accounts (site_id, code, asset)
  select new.id, c.code, a.asset
  from (select unnest(array['house', 'hold', 'bonus', 'commission']) as code
        union all select 'vendor:' || group_code || ':' || proc_id from products) c,
       (values ('cash'), ('point')) a(asset)
  on conflict do nothing;
  return new;
end $$;
create trigger sites_ledger_accounts after insert on sites
  for each row execute function ledger_site_accounts();

create function ledger_vendor_accounts() returns trigger language plpgsql as $$
begin
  insert into accounts (site_id, code, asset)
  select s.id, 'vendor:' || new.group_code || ':' || new.proc_id, 'cash' from sites s
  on conflict do nothing;
  return new;
end $$;
create trigger products_ledger_accounts after insert on products
  for each row execute function ledger_vendor_accounts();

insert into accounts (site_id, member_id, asset, balance)
select m.site_id, m.id, a.asset, 0 from members m, (values ('cash'), ('point')) a(asset)
on conflict do nothing;
insert into accounts (site_id, code, asset)
select s.id, c.code, a.asset
from sites s,
     (select unnest(array['house', 'hold', 'bonus', 'commission']) as code
      union all select 'vendor:' || group_code || ':' || proc_id from products) c,
     (values ('cash'), ('point')) a(asset)
on conflict do nothing;
