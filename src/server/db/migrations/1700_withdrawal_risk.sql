-- Withdrawal risk rules (docs/domains/cash.md#withdrawal-risk-rules).

-- The largest withdrawal the rules may approve by themselves, per level (0: none at that level).
alter table levels add column auto_withdraw_max bigint not null default 0 check (auto_withdraw_max >= 0);

-- When the member's payout account (bank, number or holder) last changed; null: as signed up.
alter table members add column account_changed_at timestamptz;

-- What the rules decided last on a withdrawal request: each check's result with its figures, and
-- whether they approved it (through the approval a cashier uses, so at most one of them pays).
create table withdrawal_judgements (
  cash_request_id bigint primary key references cash_requests(id),
  site_id text not null references sites(id),
  checks jsonb not null,
  passed boolean not null,
  approved boolean not null,
  judged_at timestamptz not null
);

