-- Every slip's id and Idempotency name claimed in bet_keys, the unpartitioned table that keeps them
-- unique for ever and that other tables refer to (docs/adr/0016-monthly-partitions.md#slips-and-legs),
-- whichever path wrote the slips (the service, the PL/pgSQL fast paths, a seeder): one statement per
-- statement that wrote slips, set-based, so a batch of slips costs one insert. A name taken already
-- fails the statement with 23505 on bet_keys_idempotency_key_idx. Trigger bets_keys_claim.
create or replace function bet_keys_claim() returns trigger language plpgsql as $$
begin
  insert into bet_keys (id, created_at, site_id, idempotency_key)
  select s.id, s.created_at, s.site_id, s.idempotency_key from slips s;
  return null;
end $$;
