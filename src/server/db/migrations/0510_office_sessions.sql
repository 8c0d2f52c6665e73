-- An office session is a kind of its own (docs/architecture/security.md#where-sessions-live), so a
-- partner's office session lives beside its member session (one live session per member and kind)
-- and only an office session (the HttpOnly cookie) opens office calls; the partner gate is passed
-- per session.
alter table sessions add column kind text not null default 'member' check (kind in ('member', 'office'));
update sessions set kind = 'office' where staff_id is not null;
alter table sessions add column gate_passed boolean not null default false;
