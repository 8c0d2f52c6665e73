-- Notices, events, FAQ, guides, rules, marquee, banners and popups in six languages
-- (docs/domains/content.md#languages). Korean stays in the row itself (it is required and is every
-- language's fallback); the other five languages live beside it, one row per language written. An
-- empty field falls back to Korean, so a banner may translate its title and keep its image.

create table board_texts (
  board_id bigint not null references boards(id),
  lang text not null check (lang in ('en', 'th', 'cn', 'jp', 'vn')),
  title text not null default '',
  content text not null default '',
  primary key (board_id, lang)
);

-- Banners are deleted outright, their translations with them.
create table banner_texts (
  banner_id bigint not null references banners(id) on delete cascade,
  lang text not null check (lang in ('en', 'th', 'cn', 'jp', 'vn')),
  title text not null default '',
  -- a data URL or an http(s) address, as banners.image
  image text not null default '',
  updated_at timestamptz not null default now(),
  primary key (banner_id, lang)
);
