-- Bonus programs and the wagering every grant carries (docs/domains/bonuses.md).
--
-- A program says when a member is granted what (sign-up, first deposit of the site day, every
-- deposit, a time window, a staff grant, and the coupon, attendance, roulette and point-conversion
-- rewards), and what the grant must be wagered before a withdrawal. A grant writes one requirement,
-- whose terms (amount to wager, product weights, expiry) are frozen when it is granted; every stake
-- advances the member's active requirements by its weight, and a cancelled or voided stake takes
-- exactly its progress back (wagering_progress).

create table bonus_programs (
  id bigserial primary key,
  site_id text not null references sites(id),
  -- BonusKind (src/shared/bonuses/terms.ts)
  kind text not null,
  name text not null,
  enabled boolean not null default true,
  -- 'cash' or 'point'
  pays text not null default 'cash',
  -- the most one grant pays; 0: no cap
  cap bigint not null default 0,
  -- deposit kinds: the smallest deposit that earns the bonus
  min_deposit bigint not null default 0,
  -- WagerWeights: basis points of a stake that count towards wagering, per wager product; a product
  -- absent counts nothing (and is not eligible)
  weights jsonb not null default '{}',
  -- the amount to wager: granted × rollover_bp / 10000 (30000 = 3×); 0: nothing to wager
  rollover_bp int not null default 0,
  -- hours from the grant until an unfinished requirement expires; 0: never
  expiry_hours int not null default 0,
  -- an exclusive grant is refused while the member has another active requirement, and the other way
  exclusive boolean not null default false,
  -- time windows: site-time days of the week (0 = Sunday) and minutes of the site day [from, to)
  window_days int[] not null default '{}',
  window_from_min int,
  window_to_min int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index bonus_programs_site_idx on bonus_programs (site_id, kind);

-- What a program grants a member of each level: a rate of the deposit, or a fixed amount.
create table bonus_program_levels (
  program_id bigint not null references bonus_programs(id),
  level int not null,
  rate_bp int not null default 0,
  fixed_amount bigint not null default 0,
  primary key (program_id, level)
);

create table wagering_requirements (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  program_id bigint references bonus_programs(id),
  -- the business event that granted it, and the ledger key of the grant: one grant per event
  source text not null unique,
  -- 'cash' or 'point'
  asset text not null default 'cash',
  granted bigint not null,
  to_wager bigint not null,
  wagered bigint not null default 0,
  -- frozen at the grant: WagerWeights
  weights jsonb not null,
  -- WagerState: active, completed, expired, forfeited, lapsed
  state text not null default 'active',
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  closed_at timestamptz
);
-- Every stake asks for the member's active requirements: most members have none.
create index wagering_requirements_active_idx on wagering_requirements (member_id) where state = 'active';
create index wagering_requirements_site_idx on wagering_requirements (site_id, created_at);

-- What one stake added to one requirement, so a cancel or void takes exactly that back.
create table wagering_progress (
  requirement_id bigint not null references wagering_requirements(id),
  bet_id bigint not null,
  amount bigint not null,
  primary key (requirement_id, bet_id)
);
