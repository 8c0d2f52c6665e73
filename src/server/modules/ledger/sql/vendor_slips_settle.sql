-- The slips of vendor rounds that just closed, settled: the one home of what a closing round earns
-- (docs/architecture/fast-paths.md), called by the PAM's full path and the transfer wallets'
-- reconciliation (vendors/roundSlip.ts settleRoundSlip) and by pam_fast_batch. Per slip, given the
-- round's standing stake, its payout, the time it closed and the site day it counts for:
--   * the result (vendor_slip_result) on the slip and its open legs, with the payout;
--   * comp points for the member: its level's rate for the game group the slip's product counts
--     under, of the stake (comp_points, points/sql/comp_points.sql), from the site's bonus account,
--     once per slip (key point:bet:<slip>: the posting points/accrual.ts compPosting makes, its
--     request hash as ledger_request_hash computes every one);
--   * rolling for its partners, once per slip (rolling_accrue, source bet:<slip>), for its site day.
-- A round without a slip or without a standing stake settles nothing (its slip, if any, was
-- cancelled whole). At most one slip per member per call (a round at a time, or one call per member
-- in a batch). The caller holds the members' accounts, locked in id order as every ledger writer
-- takes them (DESIGN: Money), before this updates their point accounts. Answers each member whose
-- points moved, with its point balance after.
create or replace function vendor_slips_settle(
  p_slips bigint[], p_stakes bigint[], p_payouts bigint[], p_nows timestamptz[], p_days date[],
  p_products text[], p_rate_groups text[]
) returns table (member bigint, point bigint)
language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  v_day date;
  v_members bigint[];
  v_points bigint[];
begin
  with s as materialized (
    select u.slip, u.stake, u.payout, u.now, u.day, vendor_slip_result(u.stake, u.payout) as result, b.site_id, b.member_id,
           g.rate_group, c.rate_bp as point_bp, c.points
    from unnest(p_slips, p_stakes, p_payouts, p_nows, p_days) as u(slip, stake, payout, now, day)
    cross join lateral (select b.site_id, b.member_id, b.game_group from bets b where b.id = u.slip offset 0) b
    left join unnest(p_products, p_rate_groups) as g(product, rate_group) on g.product = b.game_group
    cross join lateral comp_points(b.member_id, g.rate_group, u.stake) c
    where u.slip is not null and u.stake > 0
  ), slips as (
    update bets b set status = s.result, payout = s.payout, settled_at = s.now from s where b.id = s.slip
  ), legs as (
    update bet_legs l set outcome = s.result, settled_at = s.now from s where l.bet_id = s.slip and l.outcome = 'PENDING'
  ), txns as (
    insert into ledger_transactions (site_id, idempotency_key, kind, memo, request_hash, meta)
    select s.site_id, 'point:bet:' || s.slip, 'point.accrual', '',
           ledger_request_hash('point.accrual', array[ledger_ref(s.site_id, null, 'bonus', 'point'), ledger_ref(s.site_id, s.member_id, null, 'point')],
                               array[-s.points, s.points]),
           jsonb_build_object('source', 'bet', 'sourceId', s.slip, 'base', s.stake, 'group', s.rate_group, 'percentBp', s.point_bp, 'bonusPercentBp', 0)
    from s where s.points > 0
    on conflict (site_id, idempotency_key) do nothing
    returning id, idempotency_key
  ), earned as (
    select s.site_id, s.member_id, s.points, t.id as txn from s join txns t on t.idempotency_key = 'point:bet:' || s.slip
  ), point_after as (
    update accounts a set balance = a.balance + e.points from earned e where a.member_id = e.member_id and a.asset = 'point'
    returning a.id, a.member_id, a.balance
  ), entries as (
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select e.txn, (select b.id from accounts b where b.site_id = e.site_id and b.code = 'bonus' and b.asset = 'point'), -e.points, null
    from earned e
    union all
    select e.txn, pa.id, e.points, pa.balance from earned e join point_after pa on pa.member_id = e.member_id
  )
  select array_agg(pa.member_id), array_agg(pa.balance) into v_members, v_points from point_after pa;

  for v_day in select distinct u.d from unnest(p_slips, p_stakes, p_days) as u(s, k, d) where u.s is not null and u.k > 0 loop
    perform rolling_accrue(null, array(select u.s from unnest(p_slips, p_stakes, p_days) as u(s, k, d)
                                       where u.s is not null and u.k > 0 and u.d = v_day), v_day, p_products, p_rate_groups);
  end loop;
  return query select u.member, u.point from unnest(v_members, v_points) as u(member, point);
end $$;
