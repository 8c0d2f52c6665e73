-- Every site gets a cash account for a vendor product when the product's row is created, for the
-- same reason as ledger_member_accounts. Trigger products_ledger_accounts.
create or replace function ledger_vendor_accounts() returns trigger language plpgsql as $$
begin
  insert into accounts (site_id, code, asset)
  select s.id, 'vendor:' || new.group_code || ':' || new.proc_id, 'cash' from sites s
  on conflict do nothing;
  return new;
end $$;
