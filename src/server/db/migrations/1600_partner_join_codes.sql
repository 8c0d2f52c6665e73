-- Partner sign-up codes, links and domains (docs/domains/partner-codes.md). A code belongs to a
-- partner; a member who signs up through its link (or on its domain) lands under that partner and
-- keeps the code and the link's sub-id, which the funnel report groups by.
create table partner_join_codes (
  id bigserial primary key,
  site_id text not null references sites(id),
  partner_id bigint not null references members(id),
  -- lower case, 4-20 letters and digits (src/shared/api/joinLinks.ts)
  code text not null,
  label text not null default '',
  -- a host name whose visitors count as this code; set by staff only
  domain text,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (site_id, code)
);
create unique index partner_join_codes_domain_uq on partner_join_codes (domain) where domain is not null;
create index partner_join_codes_partner_idx on partner_join_codes (partner_id);

-- One visit per code, site day and device (the device id header, else the IP): reloading a link,
-- or opening it again that day, counts nothing more. The visit call is also rate-limited per IP.
create table partner_join_visits (
  code_id bigint not null references partner_join_codes(id),
  day date not null,
  device text not null,
  sub_id text not null default '',
  created_at timestamptz not null default now(),
  primary key (code_id, day, device)
);

alter table members add column join_code_id bigint references partner_join_codes(id);
alter table members add column join_sub_id text not null default '';
-- When staff (or a partner) approved the sign-up; null for members approved before this migration.
alter table members add column approved_at timestamptz;
create index members_join_code_idx on members (join_code_id) where join_code_id is not null;
