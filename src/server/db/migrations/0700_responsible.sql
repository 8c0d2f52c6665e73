-- Responsible play (docs/domains/responsible-play.md; after UKGC RTS 12): member limits, cool-off
-- and self-exclusion, the reality-check interval, and the devices a member signs in from (read by
-- the integrity job).

-- One limit per member, kind, period and source. A member's own limit and one staff imposed are
-- kept apart: the stricter applies, and a member never changes what staff imposed.
create table member_limits (
  member_id bigint not null references members(id),
  kind text not null check (kind in ('deposit', 'loss', 'stake', 'session')),
  period text not null check (period in ('day', 'week', 'month')),
  source text not null check (source in ('member', 'staff')),
  -- whole won, or minutes for 'session'; null: no limit in force (a removal waiting its 24 h)
  amount bigint check (amount > 0),
  -- RTS 12: a raise or a removal takes effect only at pending_from (24 h after it was asked);
  -- pending_from set with pending_amount null is a pending removal
  pending_amount bigint check (pending_amount > 0),
  pending_from timestamptz,
  updated_at timestamptz not null default now(),
  primary key (member_id, kind, period, source),
  check (pending_amount is null or pending_from is not null)
);

-- Cool-off (1, 7 or 30 days) and self-exclusion (180 days to 5 years). Rows are never deleted and
-- an end is never brought forward, by anyone: the trigger below refuses it even to a direct write.
create table member_exclusions (
  id bigserial primary key,
  member_id bigint not null references members(id),
  kind text not null check (kind in ('cooloff', 'self')),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  created_at timestamptz not null default now()
);
create index member_exclusions_member_idx on member_exclusions (member_id, ends_at desc);

create function member_exclusions_keep() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'an exclusion is never deleted';
  end if;
  if new.ends_at < old.ends_at or new.starts_at <> old.starts_at or new.member_id <> old.member_id or new.kind <> old.kind then
    raise exception 'an exclusion is never shortened';
  end if;
  return new;
end $$;
create trigger member_exclusions_keep before update or delete on member_exclusions
  for each row execute function member_exclusions_keep();

-- The member's reality-check interval in minutes (null: off).
create table member_rg_settings (
  member_id bigint primary key references members(id),
  reality_check_minutes int check (reality_check_minutes between 5 and 240),
  updated_at timestamptz not null default now()
);

-- Where a member signed in from: IP and the device id the fronts keep in the browser.
create table member_sightings (
  member_id bigint not null references members(id),
  kind text not null check (kind in ('ip', 'device')),
  value text not null,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  primary key (member_id, kind, value)
);
create index member_sightings_value_idx on member_sightings (kind, value);
