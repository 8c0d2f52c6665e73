-- Every member and partner gets its cash and point accounts when its row is created: no money call
-- ever has to create an account (and wait on another transaction's uncommitted insert) while it
-- holds balance locks. Trigger members_ledger_accounts.
create or replace function ledger_member_accounts() returns trigger language plpgsql as $$
begin
  insert into accounts (site_id, member_id, asset, balance)
  values (new.site_id, new.id, 'cash', 0), (new.site_id, new.id, 'point', 0)
  on conflict do nothing;
  return new;
end $$;
