-- Comp (docs/domains/points.md#comp): the points a member's settled stake in one game group earns,
-- floor(stake × the comp rate of the member's level for that group / 10000), and the rate. The one
-- home of that rule: stakeAccruals (bets/accruals.ts, a minigame round's and a sports fixture's
-- settlement) and vendor_slips_settle (ledger/sql/, a closed vendor round on every path) both call
-- it. The group is the rate group the slip's product counts under (RATE_GROUP_OF,
-- src/shared/bets/productGroups.ts: virtual and e-sports as casino, fishing as slot). A member
-- without a level row, or a group the level names no rate for, earns nothing.
create or replace function comp_points(p_member bigint, p_rate_group text, p_stake bigint)
returns table (rate_bp int, points bigint)
language sql stable as $$
  select r.bp, p_stake * r.bp / 10000
  from (select coalesce((
          select case p_rate_group
                   when 'casino' then l.comp_casino_bp
                   when 'slot' then l.comp_slot_bp
                   when 'sports' then l.comp_sports_bp
                   when 'minigame' then l.comp_minigame_bp
                 end
          from members m join levels l on l.site_id = m.site_id and l.level = m.level
          where m.id = p_member), 0) as bp) r
$$;
