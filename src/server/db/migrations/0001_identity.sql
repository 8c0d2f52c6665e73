-- Sites, members (partners are members with a tier), staff, sessions, block lists, audit log.

create table sites (
  id text primary key,
  name text not null,
  site_key text not null,
  domain text not null default '',
  options jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create table levels (
  site_id text not null references sites(id),
  level int not null,
  name text not null,
  bet_min bigint not null default 1000,
  bet_max bigint not null default 5000000,
  win_max bigint not null default 50000000,
  -- point accrual in basis points of the stake / deposit
  point_bp int not null default 0,
  point_bonus_bp int not null default 0,
  primary key (site_id, level)
);

create table members (
  id bigserial primary key,
  site_id text not null references sites(id),
  mem_id text not null,
  mem_nick text not null,
  name text not null,
  phone text not null,
  bank_name text not null default '',
  account_no text not null default '',
  account_holder text not null default '',
  password_hash text not null,
  withdraw_password_hash text,
  partner_password_hash text,
  level int not null default 1,
  status text not null default 'wait',
  tier text not null default 'NORMAL',
  parent_id bigint references members(id),
  -- materialised path of ids, '/1/5/9/': a subtree is path like '/1/5/%'
  path text not null default '/',
  recommend_yn text not null default 'N',
  can_login boolean not null default true,
  can_bet boolean not null default true,
  can_recommend boolean not null default true,
  locked boolean not null default false,
  casino_open boolean not null default true,
  slot_open boolean not null default true,
  wrong_password_count int not null default 0,
  join_ip text not null default '',
  join_domain text not null default '',
  last_login_at timestamptz,
  last_login_ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (site_id, mem_id),
  unique (site_id, mem_nick)
);
create index members_path_idx on members (site_id, path text_pattern_ops);
create index members_parent_idx on members (parent_id);
create unique index members_phone_uq on members (site_id, phone) where phone <> '';
create unique index members_account_uq on members (site_id, account_no) where account_no <> '';

create table staff (
  id bigserial primary key,
  site_id text not null references sites(id),
  staff_id text not null,
  name text not null default '',
  password_hash text not null,
  role text not null,
  totp_secret text,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  unique (site_id, staff_id)
);

-- One live session per member; a new login ends the old one with reason 'replaced' (U017).
create table sessions (
  id text primary key,
  site_id text not null references sites(id),
  member_id bigint references members(id),
  staff_id bigint references staff(id),
  -- opaque id of the member's push channel, never the token itself
  channel_id text not null unique,
  -- per-session AES key for push bodies
  push_key text not null,
  ip text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz,
  ended_reason text,
  check ((member_id is null) <> (staff_id is null))
);
create index sessions_member_live_idx on sessions (member_id) where ended_at is null;

create table blocklist (
  site_id text not null references sites(id),
  kind text not null check (kind in ('ip', 'phone', 'account', 'memid')),
  value text not null,
  memo text not null default '',
  created_at timestamptz not null default now(),
  primary key (site_id, kind, value)
);

create table site_checks (
  id bigserial primary key,
  site_id text not null references sites(id),
  -- site, signup, login, bet, deposit, withdraw, point, game
  check_type text not null,
  game_code text,
  emergency boolean not null default false,
  checking boolean not null default false,
  start_at timestamptz,
  end_at timestamptz
);

create table audit_log (
  id bigserial primary key,
  site_id text not null,
  actor_kind text not null,
  actor_id text not null,
  action text not null,
  target text not null default '',
  detail jsonb not null default '{}',
  ip text not null default '',
  created_at timestamptz not null default now()
);
create index audit_log_site_idx on audit_log (site_id, created_at desc);

create table common_codes (
  group_code text not null,
  code text not null,
  code_name text not null,
  group_name_en text not null default '',
  ord int not null default 0,
  primary key (group_code, code)
);

-- §3 reuses vendor ids across groups (e-sports 101 beside casino 101), so a vendor is (group, id).
create table products (
  proc_id int not null,
  group_code text not null,
  name text not null,
  lobby_symbol text not null default '',
  image text not null default '',
  ord int not null default 0,
  enabled boolean not null default true,
  primary key (group_code, proc_id)
);

create table games (
  group_code text not null,
  proc_id int not null,
  code text not null,
  name_kor text not null,
  name_eng text not null,
  thumbnail text not null default '',
  ord int not null default 0,
  primary key (group_code, proc_id, code),
  foreign key (group_code, proc_id) references products (group_code, proc_id)
);

create table banners (
  id bigserial primary key,
  site_id text not null references sites(id),
  -- main, popup, afterLogin
  kind text not null,
  image text not null,
  link text not null default '',
  location text not null default '',
  title text not null default '',
  start_day date,
  end_day date,
  ord int not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
