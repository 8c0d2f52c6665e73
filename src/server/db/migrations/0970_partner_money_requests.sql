-- §4 partner money requests (docs/domains/partner-money.md#money-requests): a partner asks the one
-- above it for cash, or returns cash to it. approver_id is the parent partner who decides, null for
-- the head office staff. The money moves only at approval, once, under the ledger key ptnreq:<id>
-- (txn_id).
create table partner_money_requests (
  id bigserial primary key,
  site_id text not null references sites(id),
  requester_id bigint not null references members(id),
  approver_id bigint references members(id),
  kind text not null check (kind in ('request', 'return')),
  amount bigint not null check (amount > 0),
  memo text not null default '',
  reply_memo text not null default '',
  status text not null default 'request' check (status in ('request', 'wait', 'complete', 'cancel', 'refuse')),
  -- login id of whoever decided or cancelled (a partner's mem_id or a staff id)
  decided_by text,
  txn_id bigint,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index partner_money_requests_requester_idx on partner_money_requests (requester_id, id);
create index partner_money_requests_approver_idx on partner_money_requests (approver_id, id);
-- the head office's queue: requests of partners without a parent
create index partner_money_requests_head_idx on partner_money_requests (site_id, id) where approver_id is null;
