-- The fast batch of sports slips (sports/fastSlip.ts; docs/architecture/fast-paths.md): slips judged
-- already by the judge both paths share (sports/slips.ts judgeSlip: legs, conflicts, limits, on the
-- odds the member saw), one per member, written here as the full path writes them when what can
-- change between judging and writing still lets them, each asked after the members are locked in
-- id order: the member's standing (member_stake_bars.sql, as the full path asks it), every leg on
-- an open market at exactly the odds the member saw, its fixture as TypeScript judged it (a leg
-- judged pre-match: open and not yet kicked off; a leg judged in play: live, without a bet stop),
-- the member not held by a settlement (the settling lock, AdvisoryLockClass.sportsSettling in
-- db/advisoryLocks.ts, tried shared without waiting), the member without a sports risk profile
-- (judged on the full path only, docs/domains/sportsbook.md#risk), the cash (fast_bet_place.sql);
-- then the slips' wagering (wagering_advance.sql, the rule the full path calls too). A slip with a
-- leg in play comes with the accept_at and accept_mode TypeScript decided (shared/sports/
-- acceptance.ts betDelayS; docs/domains/sportsbook.md#bet-delay-in-play) and is written PENDING
-- with them, as the full path writes it; a slip without one is BET. Calls: site, member, time,
-- Idempotency name, stake, combined odds, potential payout, game code, round, detail, accept_at,
-- accept_mode. Legs, in call order: call, market, pick, odds, judged in play. Answers one row per
-- placed slip; a call without a row wrote nothing and is judged on the full path. A name already
-- taken fails the statement on the slips' unique names (bet_keys), as in minigame_fast_bets.
create or replace function sports_fast_slips(
  p_sites text[], p_members bigint[], p_nows timestamptz[], p_keys text[], p_amounts bigint[], p_total_odds int[], p_payouts bigint[],
  p_game_codes text[], p_round_ids text[], p_details jsonb[], p_accept_ats timestamptz[], p_accept_modes text[],
  p_leg_calls int[], p_leg_markets bigint[], p_leg_picks text[], p_leg_odds int[], p_leg_live boolean[],
  p_group text, p_vendor text, p_vendor_account text, p_ledger_kind text
) returns table (call_no int, bet_id bigint, txn_id bigint, cash_after bigint, point bigint)
language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  v_calls int[];
  v_placed int[];
  v_bets bigint[];
  v_txns bigint[];
  v_cash bigint[];
begin
  perform 1 from members where id = any(p_members) order by id for update;
  v_calls := array(
    select s.call_no from member_stake_bars(p_members, p_nows, array_fill(null::text, array[cardinality(p_members)])) s
    where s.bar is null);
  v_calls := array(
    select c.n from unnest(v_calls) as c(n)
    where not exists (
        select 1 from unnest(p_leg_calls, p_leg_markets, p_leg_picks, p_leg_odds, p_leg_live) as k(call, market_id, pick, odds, live)
        where k.call = c.n and not exists (
          select 1 from sports_markets mk
          join sports_fixtures f on f.id = mk.fixture_id and f.site_id = p_sites[c.n]
           and (case when k.live then f.state = 'live' and not f.live_stopped
                     else f.state = 'open' and f.starts_at > p_nows[c.n] end)
          join sports_odds o on o.market_id = mk.id and o.pick = k.pick and o.odds = k.odds
          where mk.id = k.market_id and mk.state = 'open'))
      and pg_try_advisory_xact_lock_shared(7204901, p_members[c.n]::int)
      and not exists (select 1 from sports_risk_profiles r where r.member_id = p_members[c.n])
    order by c.n);
  with placed as materialized (
    select d.call_no as call, d.bet_id, d.txn_id, d.cash_after
    from fast_bet_place(v_calls, array(select generate_series(1, cardinality(p_members))), p_sites, p_members, p_amounts,
                        p_vendor_account, p_ledger_kind) d
  ), slips as (
    insert into bets (id, site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, odds, stake, potential_payout,
                      idempotency_key, stake_txn_id, balance_before, balance_after, detail, created_at,
                      status, accept_at, accept_mode)
    select p.bet_id, p_sites[p.call], p_members[p.call], p_group, p_vendor, p_game_codes[p.call], p_game_codes[p.call], p_round_ids[p.call],
           p_total_odds[p.call], p_amounts[p.call], p_payouts[p.call], p_keys[p.call], p.txn_id, p.cash_after + p_amounts[p.call], p.cash_after,
           p_details[p.call], p_nows[p.call],
           case when p_accept_ats[p.call] is null then 'BET' else 'PENDING' end, p_accept_ats[p.call], p_accept_modes[p.call]
    from placed p
  ), legs as (
    insert into bet_legs (bet_id, leg_no, event_ref, market, pick, odds, line, fixture_id, market_id, created_at)
    select p.bet_id, row_number() over (partition by k.call order by k.n), mk.fixture_id::text, mk.type, k.pick, k.odds, mk.line, mk.fixture_id, mk.id,
           p_nows[p.call]
    from unnest(p_leg_calls, p_leg_markets, p_leg_picks, p_leg_odds) with ordinality as k(call, market_id, pick, odds, n)
    join placed p on p.call = k.call join sports_markets mk on mk.id = k.market_id
  )
  select array_agg(p.call order by p.call), array_agg(p.bet_id order by p.call), array_agg(p.txn_id order by p.call),
         array_agg(p.cash_after order by p.call)
  into v_placed, v_bets, v_txns, v_cash
  from placed p;
  -- The slips' wagering (bonuses/sql/wagering_advance.sql), as the full path advances it.
  if v_bets is not null then
    perform wagering_advance(v_bets, array(select p_nows[c] from unnest(v_placed) as c));
  end if;
  return query
  select u.call, u.bet_id, u.txn_id, u.cash_after,
         coalesce((select pt.balance from accounts pt where pt.member_id = p_members[u.call] and pt.asset = 'point'), 0)
  from unnest(v_placed, v_bets, v_txns, v_cash) as u(call, bet_id, txn_id, cash_after)
  order by u.call;
end $$;
