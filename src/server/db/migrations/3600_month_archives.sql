-- The retention job (docs/operations/retention.md, docs/adr/0016-monthly-partitions.md): months of
-- the monthly tables older than the site option retentionMonths leave the database for compressed
-- files. month_archives is the catalogue of the months that left (one row per table and month,
-- written in the transaction that drops the partition, so a month without its row never left);
-- ledger_archived_balances keeps each account's closing balance at the end of every archived month,
-- so that ledger:verify still proves every balance with the entries gone.
create table month_archives (
  table_name text not null,
  -- the first instant of the UTC month
  month timestamptz not null,
  -- the data file, relative to ARCHIVE_DIR
  file text not null,
  row_count bigint not null,
  -- sha256 of the uncompressed file; digest: the rows' own order-free checksum as SQL computes it
  sha256 text not null,
  digest text not null,
  archived_at timestamptz not null default now(),
  -- set while the month is read back into its table (npm run archive:read); the job leaves it alone then
  restored_at timestamptz,
  primary key (table_name, month)
);

create table ledger_archived_balances (
  account_id bigint not null,
  -- the end of the archived month (exclusive): the balance and sum hold for every entry before it
  archived_to timestamptz not null,
  -- the last entry's balance_after (member and partner accounts; null for system accounts)
  balance bigint,
  -- the sum of every entry of the account before archived_to
  entries_sum bigint not null,
  primary key (account_id, archived_to)
);
-- ledger:verify reads the latest archived month's end (the archive horizon) on every full check.
create index ledger_archived_balances_to_idx on ledger_archived_balances (archived_to);
