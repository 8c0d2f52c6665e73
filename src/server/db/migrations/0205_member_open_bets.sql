-- The §4 balance poll (docs/domains/cash.md#the-balance-poll) sums a member's open stakes every
-- 5 s; without this it walked every bet the member ever placed (bets_member_idx) to find the few
-- still open.
create index bets_member_open_idx on bets (member_id) include (stake) where status = 'BET';
