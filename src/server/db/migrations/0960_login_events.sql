-- The partner tab "access info" (docs/domains/members.md#member-detail-and-partner-tabs): every
-- sign-in try of a member or partner (member front and partner office), the ones refused included,
-- with the address, device and result. Sessions alone keep only the successful ones, without the
-- browser.
create table login_events (
  id bigserial primary key,
  site_id text not null,
  -- null when the id typed names no member of the site
  member_id bigint references members(id),
  -- the id as typed (trimmed, at most 40 characters), so a guess at an unknown id is seen too
  mem_id text not null,
  kind text not null check (kind in ('member', 'office')),
  ip text not null default '',
  -- the X-Device-Id the fronts keep, and the browser's User-Agent (at most 300 characters)
  device_id text not null default '',
  user_agent text not null default '',
  -- '200' or the catalogue code the try was refused with (U003 wrong password, U004 locked …)
  result text not null,
  created_at timestamptz not null default now()
);
create index login_events_member_idx on login_events (member_id, created_at desc);
create index login_events_site_idx on login_events (site_id, created_at desc);

-- The member detail's memo tab (docs/domains/members.md#member-detail-and-partner-tabs): dated
-- notes on a member by staff or a partner of its line. author_path is a partner author's
-- members.path (null for staff): a partner reads the notes of its own and of partners below it,
-- never those of staff or of partners above.
create table member_notes (
  id bigserial primary key,
  site_id text not null,
  member_id bigint not null references members(id),
  author_kind text not null check (author_kind in ('staff', 'partner')),
  author_id text not null,
  author_path text,
  note text not null check (length(note) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index member_notes_member_idx on member_notes (member_id, created_at desc);

-- The partner tab "admin processing history" finds the audit lines of its subtree's members by
-- their login id (the target of member.update, member.flags, rates.update …).
create index audit_log_target_idx on audit_log (site_id, target);
