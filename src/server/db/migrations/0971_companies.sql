-- Companies (docs/domains/companies.md): a company is a site run for an operator site, whose master
-- manages it. Name and domain stay on the company's sites row; these are the fields §3 adds. Its
-- game PT is the operator's ledger system account 'company:<site_id>' (no cached balance: the sum
-- of its entries, read under this row's lock, which every PT movement takes first).
create table companies (
  site_id text primary key references sites(id),
  operator_site_id text not null references sites(id),
  company_class text not null default '',
  contact text not null default '',
  code text not null unique,
  -- game PT fee in basis points of the month's GGR
  pt_fee_bp int not null default 0 check (pt_fee_bp between 0 and 10000),
  -- credit: how far below zero the PT balance may go
  pt_limit bigint not null default 0 check (pt_limit >= 0),
  created_at timestamptz not null default now(),
  check (site_id <> operator_site_id)
);
create index companies_operator_idx on companies (operator_site_id, created_at);

-- One row per company and month, claimed by its key before the fee is posted (ledger key
-- company:fee:<site_id>:<month>): the job on any node and the staff action charge it once.
create table company_fees (
  site_id text not null references companies(site_id),
  month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  ggr bigint not null,
  fee bigint not null check (fee >= 0),
  fee_bp int not null,
  txn_id bigint,
  charged_by text not null,
  charged_at timestamptz not null default now(),
  primary key (site_id, month)
);

-- Each PT top-up or usage a master enters: its id names the ledger movement (company:pt:<id>).
create table company_pt_moves (
  id bigserial primary key,
  site_id text not null references companies(site_id),
  kind text not null check (kind in ('topUp', 'use')),
  amount bigint not null check (amount > 0),
  memo text not null default '',
  txn_id bigint not null,
  created_by text not null,
  created_at timestamptz not null default now()
);
create index company_pt_moves_site_idx on company_pt_moves (site_id, id);
