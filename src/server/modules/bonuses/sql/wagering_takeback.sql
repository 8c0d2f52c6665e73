-- wagering_advance's twin (docs/domains/wagering.md): slips cancelled, voided or partly refunded
-- (`p_bets`, at `p_now`) take back what they added to wagering. Called in the refund's own
-- transaction, after its ledger rows: a minigame round voided and a sports slip cancelled or
-- voided at settlement (bets/settlement.ts payAndRecord), a sports result correction that voids
-- (sports/settlement.ts), a PAM CANCEL of a round's stakes (vendors/pam/transactions.ts).
--
--   * Each progress row of these slips comes down to what the slip's stake now earns
--     (wagering_stakes): to nothing for a cancelled or voided slip (its rows are deleted: exactly
--     what it added comes back), to the standing stake's worth for a vendor round of which some
--     stakes were refunded. A slip never goes up here, and a second call takes nothing more.
--   * Every requirement's wagered is the sum of its progress rows, whatever its state.
--   * A completed requirement that falls below its amount to wager is active again, unless it is
--     past its expiry at `p_now`: then it stays completed (its member may have withdrawn on it).
--     Expired, forfeited and lapsed requirements stay closed.
--
-- Most slips never advanced anything: one probe of wagering_progress_bet_idx per slip, and done.
-- The requirements are locked in id order, after the accounts the caller's ledger rows locked.
-- Answers the number of requirements it changed. Planner settings as wagering_advance's, and why.
create or replace function wagering_takeback(p_bets bigint[], p_now timestamptz) returns int
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off set enable_hashjoin = off
  set enable_mergejoin = off set jit = off as $$
#variable_conflict use_column
declare
  v_requirements bigint[];
  v_bets bigint[];
  n int;
begin
  select array_agg(distinct p.requirement_id), array_agg(distinct p.bet_id) into v_requirements, v_bets
  from wagering_progress p where p.bet_id = any(p_bets);
  if v_requirements is null then
    return 0;
  end if;
  perform 1 from wagering_requirements r where r.id = any(v_requirements) order by r.id for update;

  with cut as materialized (
    select p.requirement_id, p.bet_id, t.target, p.amount - t.target as back
    from wagering_progress p
    join wagering_stakes(v_bets) s on s.bet_id = p.bet_id
    join wagering_requirements r on r.id = p.requirement_id
    cross join lateral (select s.counted * coalesce((r.weights ->> s.product)::bigint, 0) / 10000 as target) t
    where p.bet_id = any(v_bets) and t.target < p.amount
  ), gone as (
    delete from wagering_progress p using cut c
    where p.requirement_id = c.requirement_id and p.bet_id = c.bet_id and c.target = 0
  ), shrunk as (
    update wagering_progress p set amount = c.target from cut c
    where p.requirement_id = c.requirement_id and p.bet_id = c.bet_id and c.target > 0
  ), back as (
    update wagering_requirements r set
      wagered = r.wagered - g.back,
      state = case when r.state = 'completed' and r.wagered - g.back < r.to_wager and (r.expires_at is null or r.expires_at > p_now)
                   then 'active' else r.state end,
      closed_at = case when r.state = 'completed' and r.wagered - g.back < r.to_wager and (r.expires_at is null or r.expires_at > p_now)
                       then null else r.closed_at end
    from (select c.requirement_id, sum(c.back)::bigint as back from cut c group by c.requirement_id) g
    where r.id = g.requirement_id
    returning r.id
  )
  select count(*) into n from back;
  return n;
end $$;
