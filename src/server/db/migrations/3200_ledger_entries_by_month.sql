-- Ledger entries partitioned by month (docs/adr/0016-monthly-partitions.md): range on created_at,
-- one partition per UTC month named ledger_entries_p<YYYYMM>, and a default partition that takes a
-- write whose month has none yet (month_partition_ensure, db/functions/, moves such rows out).
-- ledger_transactions stays one table: its unique (site_id, idempotency_key) refuses a key again
-- whatever month the retry comes in. An entry's created_at is its transaction's (both now() of the
-- one SQL transaction that writes them), so a month's entries are its transactions' entries.
alter table ledger_entries rename to ledger_entries_unpartitioned;
alter index ledger_entries_pkey rename to ledger_entries_unpartitioned_pkey;
alter index ledger_entries_account_idx rename to ledger_entries_unpartitioned_account_idx;
alter index ledger_entries_transaction_idx rename to ledger_entries_unpartitioned_transaction_idx;

-- The primary key must hold the partition key; id alone stays unique through its sequence.
create table ledger_entries (
  id bigint not null default nextval('ledger_entries_id_seq'),
  transaction_id bigint not null,
  account_id bigint not null,
  amount bigint not null check (amount <> 0),
  -- the account's balance after this entry (member and partner accounts only)
  balance_after bigint,
  created_at timestamptz not null default now(),
  primary key (id, created_at)
) partition by range (created_at);
alter sequence ledger_entries_id_seq owned by ledger_entries.id;
create table ledger_entries_default partition of ledger_entries default;

-- A partition for every month that holds entries, and for this month and the next.
do $$
declare
  m timestamptz;
  lo timestamptz;
begin
  for m in
    select generate_series(
      date_trunc('month', least(coalesce((select min(created_at) from ledger_entries_unpartitioned), now()), now()) at time zone 'UTC'),
      date_trunc('month', greatest(coalesce((select max(created_at) from ledger_entries_unpartitioned), now()), now()) at time zone 'UTC') + interval '1 month',
      interval '1 month') at time zone 'UTC'
  loop
    lo := date_trunc('month', m at time zone 'UTC') at time zone 'UTC';
    execute format('create table %I partition of ledger_entries for values from (%L) to (%L)',
      'ledger_entries_p' || to_char(lo at time zone 'UTC', 'YYYYMM'), lo, (lo at time zone 'UTC' + interval '1 month') at time zone 'UTC');
  end loop;
end $$;

insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
select id, transaction_id, account_id, amount, balance_after, created_at from ledger_entries_unpartitioned;
drop table ledger_entries_unpartitioned;

create index ledger_entries_account_idx on ledger_entries (account_id, id);
create index ledger_entries_transaction_idx on ledger_entries (transaction_id);

-- ledger:verify of one month finds that month's transactions (docs/operations/ledger-verify.md):
-- a BRIN index, a few pages for the whole table, since rows arrive in created_at order.
create index ledger_transactions_created_brin on ledger_transactions using brin (created_at);
