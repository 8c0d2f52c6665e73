-- Promotions (docs/domains/promotions.md): coupons, attendance check-ins and the provably fair
-- roulette. Every payout is a ledger transaction from the site's `promotion` account whose key
-- names the event (coupon:<id>, attendance:<member>:<day>, roulette:<spinId>); the rows here say
-- why it was paid.

-- A coupon kind staff define: what one use pays and for how long an issued coupon stays valid.
create table coupon_kinds (
  id bigserial primary key,
  site_id text not null references sites(id),
  name text not null,
  -- cash (won), point, or spin (roulette spins)
  reward text not null check (reward in ('cash', 'point', 'spin')),
  amount bigint not null check (amount > 0),
  valid_days int not null check (valid_days between 1 and 3650),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index coupon_kinds_site_idx on coupon_kinds (site_id, id desc);

-- One issuing by staff: to one member, a level, everyone, or a partner's subtree.
create table coupon_issues (
  id bigserial primary key,
  site_id text not null references sites(id),
  kind_id bigint not null references coupon_kinds(id),
  target text not null check (target in ('member', 'level', 'all', 'subtree')),
  target_member_id bigint references members(id),
  target_level int,
  issued int not null,
  -- the audit actor (kind:login), never a row id
  actor text not null,
  created_at timestamptz not null default now()
);

-- An issued coupon. member_id is its holder now (a gift moves it); issued_member_id who got it first.
create table coupons (
  id bigserial primary key,
  site_id text not null references sites(id),
  kind_id bigint not null references coupon_kinds(id),
  issue_id bigint not null references coupon_issues(id),
  member_id bigint not null references members(id),
  issued_member_id bigint not null references members(id),
  status text not null default 'unused' check (status in ('unused', 'used')),
  expires_at timestamptz not null,
  gifted_from bigint references members(id),
  gifted_at timestamptz,
  used_at timestamptz,
  txn_id bigint references ledger_transactions(id),
  created_at timestamptz not null default now()
);
create index coupons_member_idx on coupons (member_id, id desc);
create index coupons_site_idx on coupons (site_id, id desc);

-- One check-in per member and site day (the unique key refuses a second, even a concurrent one).
create table attendance_checks (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  day date not null,
  -- consecutive days ending with this one
  streak int not null check (streak >= 1),
  point bigint not null default 0,
  bonus bigint not null default 0,
  spins int not null default 0,
  txn_id bigint references ledger_transactions(id),
  created_at timestamptz not null default now(),
  unique (member_id, day)
);
create index attendance_checks_site_idx on attendance_checks (site_id, created_at desc);

-- The roulette's prizes per site with their weights (chance = weight / sum of enabled weights).
create table roulette_prizes (
  id bigserial primary key,
  site_id text not null references sites(id),
  label text not null default '',
  -- cash, point, or none (a losing slot)
  reward text not null check (reward in ('cash', 'point', 'none')),
  amount bigint not null default 0 check (amount >= 0),
  weight int not null check (weight between 1 and 1000000),
  ord int not null default 0,
  enabled boolean not null default true,
  updated_at timestamptz not null default now(),
  check ((reward = 'none') = (amount = 0))
);
create index roulette_prizes_site_idx on roulette_prizes (site_id, ord, id);

-- The committed seed of each member's next spin: its hash is shown before the spin, the seed after.
-- The row is also the lock that puts one member's spins in a line.
create table roulette_seeds (
  member_id bigint primary key references members(id),
  site_id text not null references sites(id),
  nonce int not null default 1,
  seed text not null,
  seed_hash text not null
);

-- One spin a member may take, and where it came from; spin_id is set when it is spent.
create table roulette_tickets (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  -- attendance (a streak), deposit (an approved deposit over the site's amount), staff, coupon
  source text not null check (source in ('attendance', 'deposit', 'staff', 'coupon')),
  -- the event that earned it (attendance:<member>:<day>, deposit:<id>, coupon:<id>:<n>); staff: the actor
  source_ref text not null,
  spin_id bigint,
  created_at timestamptz not null default now()
);
create unique index roulette_tickets_source_uq on roulette_tickets (site_id, source_ref) where source <> 'staff';
create index roulette_tickets_unspent_idx on roulette_tickets (member_id, id) where spin_id is null;

-- A spin: the seed (revealed), its hash (committed before), the HMAC message and the prize table
-- it was drawn from, so anyone can recompute the prize (src/shared/promotions/rouletteDraw.ts).
create table roulette_spins (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  ticket_id bigint not null unique references roulette_tickets(id),
  spin_key text not null unique,
  seed text not null,
  seed_hash text not null,
  prizes jsonb not null,
  prize_index int not null,
  reward text not null,
  amount bigint not null,
  txn_id bigint references ledger_transactions(id),
  created_at timestamptz not null default now()
);
create index roulette_spins_member_idx on roulette_spins (member_id, id desc);
create index roulette_spins_site_idx on roulette_spins (site_id, created_at desc);
