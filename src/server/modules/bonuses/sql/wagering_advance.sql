-- The one rule of wagering progress (docs/domains/wagering.md; docs/architecture/fast-paths.md,
-- "Wagering progress"): the stake slips just written (`p_bets`, each staked at `p_nows`) advance
-- their members' active requirements. Every stake path calls it in the stake's own transaction,
-- after the stake's ledger rows: the full paths through bonuses/wagering.ts, the fast batches
-- (minigame_fast_bets, sports_fast_slips, pam_fast_batch) in their statement's function.
--
--   * Each slip counts its stake (wagering_stakes: nothing once cancelled or voided) times the
--     weight of its wager product frozen on the requirement, in basis points, floored; a product
--     the requirement does not name counts nothing. A requirement past its expiry (the expiry job
--     has not closed it yet) takes nothing.
--   * One wagering_progress row per (requirement, slip) holds what the slip added. A slip is
--     brought up to what its stake now earns, never down: a replay adds nothing, and a vendor
--     round's slip, whose stake grows with each stake of the round, adds only what the new stake
--     earns.
--   * A requirement whose wagered reaches its amount to wager is completed (closed_at: the stake's time).
--   * Lapse: when the site's option wagerLapseBelow (won; 0 = off) is set and the member's money
--     after the stake is below it — its cash plus its game wallets at transfer vendors (the ledger's
--     `transfer:<group>:<procId>:<member>` accounts, so moving money into a game is no way out) —
--     the member's requirements still active become lapsed.
--
-- Members without an active requirement cost one probe of wagering_requirements_active_idx per
-- slip, and nothing more. The caller holds the members' cash accounts already (the ledger's
-- writers lock them first), and every writer of a requirement takes its member's accounts before
-- it (grants, take-backs, expiry): the accounts order them, so the requirements are not locked
-- again here.
--
-- The plans are generic and often made before the tables have statistics: as in pam_fast_batch,
-- the planner settings leave index probes and nested loops only, and each look-up the planner could
-- merge into a join (an `exists`, a join to the requirements) is a subquery it cannot merge (scalar
-- with `limit`, lateral with `offset 0`), run per member with its id. Before, a minigame batch's few
-- members were found by reading every active requirement, and that took more than half of the
-- batch's statement. Lapse reads the members' money only on a site that sets a threshold.
-- Answers the number of requirements it changed.
create or replace function wagering_advance(p_bets bigint[], p_nows timestamptz[]) returns int
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off set enable_hashjoin = off
  set enable_mergejoin = off set jit = off as $$
#variable_conflict use_column
declare
  v_members bigint[];
  v_low bigint[];
  v_low_nows timestamptz[];
  n int;
  l int;
begin
  v_members := array(
    select distinct b.member_id from bets b
    where b.id = any(p_bets)
      and (select true from wagering_requirements r where r.member_id = b.member_id and r.state = 'active' limit 1)
    order by 1);
  if cardinality(v_members) = 0 then
    return 0;
  end if;

  with s as materialized (
    select s.bet_id, s.member_id, s.product, s.counted, u.now
    from wagering_stakes(p_bets) s
    join unnest(p_bets, p_nows) as u(bet_id, now) on u.bet_id = s.bet_id
    where s.member_id = any(v_members) and s.counted > 0
  ), due as materialized (
    select r.id as requirement_id, s.bet_id, s.now, t.target, t.target - coalesce(p.amount, 0) as delta
    from s
    cross join lateral (
      select r.id, r.weights from wagering_requirements r
      where r.member_id = s.member_id and r.state = 'active' and (r.expires_at is null or r.expires_at > s.now)
      offset 0
    ) r
    cross join lateral (select s.counted * coalesce((r.weights ->> s.product)::bigint, 0) / 10000 as target) t
    left join wagering_progress p on p.requirement_id = r.id and p.bet_id = s.bet_id
    where t.target > coalesce(p.amount, 0)
  ), written as (
    insert into wagering_progress as p (requirement_id, bet_id, amount)
    select d.requirement_id, d.bet_id, d.target from due d
    on conflict (requirement_id, bet_id) do update set amount = excluded.amount
  ), advanced as (
    update wagering_requirements r set
      wagered = r.wagered + g.delta,
      state = case when r.wagered + g.delta >= r.to_wager then 'completed' else r.state end,
      closed_at = case when r.wagered + g.delta >= r.to_wager then g.now else r.closed_at end
    from (select d.requirement_id, sum(d.delta)::bigint as delta, max(d.now) as now from due d group by d.requirement_id) g
    where r.id = g.requirement_id
    returning r.id
  )
  select count(*) into n from advanced;

  -- Lapse: the members whose cash is below their site's threshold, then their game wallets weighed too.
  if not exists (
    select 1 from sites st
    where st.id = any(array(select distinct b.site_id from bets b where b.id = any(p_bets)))
      and coalesce((st.options ->> 'wagerLapseBelow')::bigint, 0) > 0
  ) then
    return n;
  end if;
  select array_agg(m.member_id), array_agg(m.now) into v_low, v_low_nows
  from (
    select b.member_id, min(b.site_id) as site_id, max(u.now) as now
    from unnest(p_bets, p_nows) as u(bet_id, now)
    join bets b on b.id = u.bet_id
    where b.member_id = any(v_members)
    group by b.member_id
  ) m
  cross join lateral (select coalesce((st.options ->> 'wagerLapseBelow')::bigint, 0) as below from sites st where st.id = m.site_id) o
  where o.below > 0
    and coalesce((select a.balance from accounts a where a.member_id = m.member_id and a.asset = 'cash'), 0)
        + coalesce((select sum(e.amount) from accounts w join ledger_entries e on e.account_id = w.id
                    where w.site_id = m.site_id and w.asset = 'cash' and w.code like ('transfer:%:' || m.member_id)), 0)
        < o.below;
  if v_low is not null then
    update wagering_requirements r set state = 'lapsed', closed_at = x.now
    from unnest(v_low, v_low_nows) as x(member_id, now)
    where r.member_id = x.member_id and r.state = 'active' and (r.expires_at is null or r.expires_at > x.now);
    get diagnostics l = row_count;
    n := n + l;
  end if;
  return n;
end $$;
