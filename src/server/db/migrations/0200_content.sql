-- Boards (free board, notices, events, FAQ, marquee, guides), comments, Q&A inquiries, messages (§3).
-- Rows are soft-deleted: an office can still see what a member removed.

create table boards (
  id bigserial primary key,
  site_id text not null references sites(id),
  -- free, notice, event, faq, mq, guide, rule
  board_type text not null,
  -- introduction, normal, event, notice
  category text not null default 'normal',
  title text not null,
  -- sanitised HTML
  content text not null,
  member_id bigint references members(id),
  staff_id bigint references staff(id),
  -- the nickname (or staff name) at the time of writing
  writer text not null,
  views int not null default 0,
  comment_count int not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
-- Every member list is "this site, this type, newest first": one index serves the page and the count.
create index boards_list_idx on boards (site_id, board_type, created_at desc, id desc) where deleted_at is null and enabled;
create index boards_office_idx on boards (site_id, created_at desc, id desc) where deleted_at is null;

create table board_comments (
  id bigserial primary key,
  board_id bigint not null references boards(id),
  member_id bigint not null references members(id),
  writer text not null,
  content text not null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index board_comments_board_idx on board_comments (board_id, id) where deleted_at is null;

create table inquiries (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  -- common code group QNA_TYPE
  qna_type text not null,
  title text not null,
  content text not null,
  status text not null default 'wait' check (status in ('wait', 'answer')),
  answer text not null default '',
  staff_id bigint references staff(id),
  answered_at timestamptz,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index inquiries_member_idx on inquiries (member_id, created_at desc, id desc) where deleted_at is null;
create index inquiries_site_idx on inquiries (site_id, created_at desc, id desc);

create table messages (
  id bigserial primary key,
  site_id text not null references sites(id),
  member_id bigint not null references members(id),
  title text not null,
  content text not null,
  staff_id bigint references staff(id),
  sent_at timestamptz not null default now(),
  read_at timestamptz,
  deleted_at timestamptz
);
create index messages_member_idx on messages (member_id, sent_at desc, id desc) where deleted_at is null;
-- msgInfo.newMsg is read at every login and after every change: a small partial index answers it.
create index messages_unread_idx on messages (member_id) where read_at is null and deleted_at is null;
create index messages_site_idx on messages (site_id, sent_at desc, id desc);

-- Banner images are kept in the row (data URL or http(s) address) so every API node serves them;
-- updated_at versions the /uploads/banner/<id> address the fronts cache.
alter table banners add column updated_at timestamptz not null default now();
create index banners_site_kind_idx on banners (site_id, kind, ord, id) where enabled;
