-- A vendor game session ends with the member session that launched it (docs/operations/security.md,
-- "Game sessions"): logout, a newer login, a lock, a password change or a self-exclusion end both in
-- one transaction. Sessions opened before this column are bound to nothing and end by time.
alter table game_sessions add column login_session_id text references sessions(id);
create index game_sessions_login_idx on game_sessions (login_session_id) where ended_at is null;

-- The demo provider's one-time launch codes: the play address carries a code the page exchanges
-- once for the player token, so the token is never in an address (history, logs, Referer).
create table demo_launch_codes (
  code_hash text primary key,
  token text not null,
  game_id text not null,
  created_at timestamptz not null
);
create index demo_launch_codes_age_idx on demo_launch_codes (created_at);
