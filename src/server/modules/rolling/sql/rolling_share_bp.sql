-- A partner's rolling share of a stake in one rate group (docs/domains/rates-and-rolling.md): its
-- own rolling rate less that of the next member down the bettor's path (the bettor itself when the
-- partner is its parent), in basis points; negative when the child's rate is higher (nothing is
-- owed then: the callers keep only shares above 0). One rule for rolling_accrue (what settlement
-- accrues) and the join-code funnel's commission (partners/joinCodes/funnelRepo.ts).
--
-- A one-row table function, called with `cross join lateral`: the planner inlines it into the
-- caller's statement as the two index lookups it holds. A scalar SQL function holding subqueries
-- is not inlined, and cost half as much again per call.
create or replace function rolling_share_bp(p_partner bigint, p_next bigint, p_rate_group text) returns table (bp int)
language sql stable as $$
  select coalesce((select rp.rolling_bp from member_rates rp where rp.member_id = p_partner and rp.game_group = p_rate_group), 0)
    - coalesce((select rc.rolling_bp from member_rates rc where rc.member_id = p_next and rc.game_group = p_rate_group), 0)
$$;
