-- The month partition of a table partitioned by range on created_at (docs/adr/0016-monthly-partitions.md):
-- creates <table>_p<YYYYMM> for the UTC month holding `month` unless it exists, moving into it the
-- rows its default partition took while it was missing (a write never fails for want of a
-- partition: it lands in the default, and this call puts it where it belongs). Answers whether it
-- created the partition. Called at start-up (db/migrate.ts) and by the partitions job, for this
-- month and the next, so writes normally find their month already there. The new month takes the
-- default partition's storage parameters (a partitioned table holds none: bet_legs' fillfactor).
create or replace function month_partition_ensure(parent text, month timestamptz) returns boolean
language plpgsql as $$
declare
  lo timestamptz := date_trunc('month', month at time zone 'UTC') at time zone 'UTC';
  hi timestamptz := (date_trunc('month', month at time zone 'UTC') + interval '1 month') at time zone 'UTC';
  name text := parent || '_p' || to_char(lo at time zone 'UTC', 'YYYYMM');
  storage text;
begin
  -- two nodes starting together: the second waits, then finds the partition made
  perform pg_advisory_xact_lock(7204050, hashtext(name));
  if to_regclass(name) is not null then
    return false;
  end if;
  select coalesce(' with (' || array_to_string(c.reloptions, ', ') || ')', '') into storage
  from pg_class c where c.oid = to_regclass(parent || '_default');
  execute format('create table %I (like %I including defaults including constraints)', name, parent) || storage;
  execute format('with moved as (delete from %I where created_at >= $1 and created_at < $2 returning *) '
    'insert into %I select * from moved', parent || '_default', name) using lo, hi;
  execute format('alter table %I attach partition %I for values from (%L) to (%L)', parent, name, lo, hi);
  return true;
end $$;
