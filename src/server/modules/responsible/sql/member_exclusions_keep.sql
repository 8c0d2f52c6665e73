-- An exclusion (cool-off or self-exclusion) is never deleted nor shortened: only lengthened.
-- Trigger member_exclusions_keep.
create or replace function member_exclusions_keep() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'an exclusion is never deleted';
  end if;
  if new.ends_at < old.ends_at or new.starts_at <> old.starts_at or new.member_id <> old.member_id or new.kind <> old.kind then
    raise exception 'an exclusion is never shortened';
  end if;
  return new;
end $$;
