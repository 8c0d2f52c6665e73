-- A withdrawal pays into the account the member named when asking (docs/domains/cash.md#staff-queues):
-- the bank and account number are kept on the request beside the holder (`depositor`), so the
-- queue shows what to pay into even after the member's details change. Requests made before this
-- take the member's account as it is now.
alter table cash_requests add column bank_name text not null default '';
alter table cash_requests add column account_no text not null default '';
update cash_requests c set bank_name = m.bank_name, account_no = m.account_no
  from members m where m.id = c.member_id and c.kind = 'out';
