-- Partner and staff office (docs/domains/members.md, docs/domains/settlements.md): member-list
-- indexes for subtree pages of 100,000 rows, bet indexes for subtree lists and day settlements,
-- partner settlements, staff notes, TOTP setup.

-- Lower-member lists: subtree (members_path_idx) plus the sort or prefix filter the page asks for.
create index members_site_created_idx on members (site_id, created_at desc, id desc);
create index members_site_memid_prefix_idx on members (site_id, mem_id text_pattern_ops);
create index members_site_nick_prefix_idx on members (site_id, mem_nick text_pattern_ops);
create index members_site_login_idx on members (site_id, last_login_at desc nulls last);
create index members_site_status_idx on members (site_id, status, created_at desc);
create index members_site_tier_idx on members (site_id, tier) where tier <> 'NORMAL';

-- Bets by game group (office lists) and by settlement time (daily settlement and reports).
create index bets_site_group_created_idx on bets (site_id, game_group, created_at desc);
create index bets_site_settled_idx on bets (site_id, settled_at) where status in ('WIN', 'LOSE', 'TIE');

-- Rolling and losing commission per partner per site day, paid through the ledger with key
-- settle:<partnerId>:<day>:<kind>; the primary key makes a re-run pay nothing twice.
create table partner_settlements (
  partner_id bigint not null references members(id),
  day date not null,
  kind text not null check (kind in ('rolling', 'losing')),
  site_id text not null references sites(id),
  base bigint not null default 0,
  amount bigint not null check (amount >= 0),
  -- [{ gameGroup, base, amount }]
  parts jsonb not null default '[]',
  txn_id bigint references ledger_transactions(id),
  created_at timestamptz not null default now(),
  primary key (partner_id, day, kind)
);
create index partner_settlements_site_day_idx on partner_settlements (site_id, day desc);

-- Staff memo about a member (§3 labels), kept apart from the identity row.
create table member_memos (
  member_id bigint primary key references members(id),
  memo text not null default '',
  updated_at timestamptz not null default now()
);

-- A TOTP secret being set up: it becomes staff.totp_secret once one code verifies against it.
create table staff_totp_pending (
  staff_id bigint primary key references staff(id),
  secret text not null,
  created_at timestamptz not null default now()
);
