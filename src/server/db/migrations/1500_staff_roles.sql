-- Staff accounts and roles, the office IP allowlist and partner sub-users (docs/domains/staff.md,
-- docs/domains/partners.md#sub-users).

-- A role of a site over (area, action) pairs (`deposits.approve`). The four default roles every site
-- starts with keep their pairs in code (null here: src/shared/api/office/areas.ts), so the master
-- holds areas added later; a site's own roles list theirs.
create table staff_roles (
  site_id text not null references sites(id),
  key text not null,
  name text not null,
  pairs text[],
  created_at timestamptz not null default now(),
  primary key (site_id, key)
);
insert into staff_roles (site_id, key, name)
  select s.id, r.key, r.key from sites s cross join (values ('master'), ('deposit'), ('withdrawal'), ('point')) as r(key);
alter table staff add constraint staff_role_fk foreign key (site_id, role) references staff_roles (site_id, key);
-- Told to use TOTP: until it is on, the account reaches nothing but its setup.
alter table staff add column totp_required boolean not null default false;
alter table staff add column last_sign_in_at timestamptz;

-- Addresses (or CIDR networks) the office accepts staff from; none listed accepts any.
create table office_ip_allow (
  site_id text not null references sites(id),
  ip text not null,
  memo text not null default '',
  created_at timestamptz not null default now(),
  primary key (site_id, ip)
);

-- A partner's sub-user: signs in to the partner's office with its own id (`<partner id>.<name>`,
-- never a member id) and password, read-only or with the partner's rights over its subtree.
create table partner_sub_users (
  id bigserial primary key,
  site_id text not null references sites(id),
  partner_id bigint not null references members(id),
  login_id text not null,
  name text not null default '',
  password_hash text not null,
  read_only boolean not null default true,
  enabled boolean not null default true,
  wrong_password_count integer not null default 0,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  unique (site_id, login_id)
);
create index partner_sub_users_partner_idx on partner_sub_users (partner_id);

-- An office session of a sub-user acts for the partner (member_id) under the sub-user's identity.
alter table sessions add column sub_user_id bigint references partner_sub_users(id);
alter table sessions add column sub_user_login text;
alter table sessions add column read_only boolean not null default false;
create index sessions_sub_user_live_idx on sessions (sub_user_id) where ended_at is null and sub_user_id is not null;
