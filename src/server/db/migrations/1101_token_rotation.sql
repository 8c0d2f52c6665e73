-- A renewed token replaces the one it renews (docs/operations/security.md, "Session tokens"): each
-- token carries the generation it was signed for, and a token of an older generation is refused.
-- Tokens signed before this column carry none and count as generation 0.
alter table sessions add column token_seq integer not null default 0;
