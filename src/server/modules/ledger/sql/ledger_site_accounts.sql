-- Every site gets its system accounts (house, hold, bonus, commission, one per vendor product) when
-- its row is created, for the same reason as ledger_member_accounts. Trigger sites_ledger_accounts.
create or replace function ledger_site_accounts() returns trigger language plpgsql as $$
begin
  insert into accounts (site_id, code, asset)
  select new.id, c.code, a.asset
  from (select unnest(array['house', 'hold', 'bonus', 'commission']) as code
        union all select 'vendor:' || group_code || ':' || proc_id from products) c,
       (values ('cash'), ('point')) a(asset)
  on conflict do nothing;
  return new;
end $$;
