-- Integrity flags (docs/domains/integrity.md): accounts linked by a shared device, IP, payout
-- account or phone, and what they did together (chip dumping, promotion farming). Staff review each
-- flag once.
create table integrity_flags (
  id bigserial primary key,
  site_id text not null references sites(id),
  kind text not null check (kind in ('multi_account', 'chip_dumping', 'promo_farming')),
  -- the linked accounts, ascending
  member_ids bigint[] not null check (cardinality(member_ids) >= 2),
  -- kind and the sorted ids: one flag per finding, its evidence refreshed while it is open
  finding_key text not null,
  evidence jsonb not null,
  status text not null default 'open' check (status in ('open', 'accepted', 'dismissed')),
  action text check (action in ('lock_bet', 'black')),
  memo text not null default '',
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (site_id, finding_key),
  check ((status = 'open') = (reviewed_at is null)),
  check ((status = 'accepted') = (action is not null))
);
create index integrity_flags_site_idx on integrity_flags (site_id, status, id desc);
create index integrity_flags_members_idx on integrity_flags using gin (member_ids);
