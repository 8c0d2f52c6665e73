-- Automatic member levels (docs/domains/member-levels.md): the rules that move members between
-- levels, the site's program around them, each member's standing in it, every move, and the daily
-- reviews that made them. A level's perks (bet limits, point rates, the automatic withdrawal limit)
-- stay on `levels`.

-- The site's program: off until staff turn it on; the window the figures are read over, and the
-- grace a member falling short gets before a monthly review moves it down.
create table level_programs (
  site_id text primary key references sites(id),
  enabled boolean not null default false,
  window_days int not null default 30 check (window_days between 1 and 365),
  grace_days int not null default 14 check (grace_days between 0 and 90),
  updated_at timestamptz not null default now()
);
-- Every site has its program, off (a new site gets its row with its levels: site/newSite.ts).
insert into level_programs (site_id) select id from sites;

-- A rung of the ladder: what a member must reach over the window to hold the level. A level without
-- a row is off the ladder (set by staff alone); a member on it is never moved by the rules.
create table level_rules (
  site_id text not null,
  level int not null,
  turnover_min bigint not null default 0 check (turnover_min >= 0),
  deposits_min bigint not null default 0 check (deposits_min >= 0),
  active_days_min int not null default 0 check (active_days_min >= 0),
  primary key (site_id, level),
  foreign key (site_id, level) references levels (site_id, level)
);

-- A member's standing in the program: a staff lock (the rules leave the member's level alone) and
-- a downgrade falling due at the end of its grace (a site day), cleared when the member qualifies again.
create table member_level_status (
  member_id bigint primary key references members(id),
  site_id text not null references sites(id),
  locked boolean not null default false,
  downgrade_due date,
  updated_at timestamptz not null default now()
);
create index member_level_status_due_idx on member_level_status (site_id, downgrade_due) where downgrade_due is not null;

-- Every move of a member's level: by the rules (upgrade, downgrade) with the figures that made it,
-- or by hand in the office (manual) with who made it.
create table member_level_moves (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  from_level int not null,
  to_level int not null,
  kind text not null check (kind in ('upgrade', 'downgrade', 'manual')),
  actor text not null,
  figures jsonb,
  created_at timestamptz not null default now()
);
create index member_level_moves_member_idx on member_level_moves (member_id, created_at desc);
create index member_level_moves_site_idx on member_level_moves (site_id, created_at desc);

-- One review a site day (the first of a month also the monthly one), written by the pass that made it.
create table level_reviews (
  site_id text not null references sites(id),
  day date not null,
  monthly boolean not null,
  upgraded int not null default 0,
  grace_started int not null default 0,
  downgraded int not null default 0,
  kept int not null default 0,
  created_at timestamptz not null default now(),
  primary key (site_id, day)
);
