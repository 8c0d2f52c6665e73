-- An account as a posting's request hash names it (ledger_request_hash.sql): a member's account
-- m:<member>:<asset>, a system account s:<site>:<code>:<asset>. The one place the name is made:
-- ledger/repo.ts hashes the service's postings with it, the fast paths' SQL their own.
create or replace function ledger_ref(p_site text, p_member bigint, p_code text, p_asset text) returns text
language sql immutable as $$
  select case when p_member is not null then 'm:' || p_member || ':' || p_asset else 's:' || p_site || ':' || p_code || ':' || p_asset end
$$;
