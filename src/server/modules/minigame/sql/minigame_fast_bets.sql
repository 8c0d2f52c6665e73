-- The fast batch of minigame betProcs (minigame/bets/fastBets.ts; docs/architecture/fast-paths.md):
-- calls judged already by the judge both paths share (minigame/bets/judge.ts), one per member,
-- written here as the full path writes them (minigame/bets/place.ts: each pick its own one-leg
-- slip) when what only the database holds as it stands lets them: the member's standing
-- (member_stake_bars.sql), the round still open (minigame_open_rounds.sql), the §3 house rules and
-- §8 B9999 over the member's open bets (minigame_house_refusals.sql), the cash (fast_bet_place.sql),
-- each asked as the full path asks it, after the members are locked in id order; then the stakes'
-- wagering (wagering_advance.sql, the rule the full path calls too). Calls: site,
-- member, time, game, round, the game's house rules. Slips, in call order: call, Idempotency name,
-- market, pick, odds, stake, potential payout. Answers one row per placed slip; a call without
-- rows wrote nothing and is judged on the full path.
--
-- An Idempotency name already taken is left to the slips' unique names (bet_keys, filled by a trigger
-- on bets; docs/adr/0016-monthly-partitions.md#slips-and-legs):
-- the statement fails with 23505, nothing of the batch is written, and every call of it is judged
-- on the full path (db/tickBatcher.ts createStakeBatcher), where a replay is answered as it was the
-- first time. A lookup of its own per call was planned once per database session and, planned
-- without statistics on bets, could read every slip of the site.
create or replace function minigame_fast_bets(
  p_sites text[], p_members bigint[], p_nows timestamptz[], p_games text[], p_rounds text[], p_one_bet_per_market boolean[], p_no_hedge boolean[],
  p_slip_calls int[], p_keys text[], p_markets text[], p_picks text[], p_odds int[], p_amounts bigint[], p_payouts bigint[],
  p_group text, p_vendor text, p_vendor_account text, p_ledger_kind text
) returns table (call_no int, bet_id bigint, txn_id bigint, cash_after bigint, point bigint, round_no int)
language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  v_refused int[];
  v_calls int[];
  v_round_nos int[];
  v_placed int[];
  v_placed_calls int[];
  v_bets bigint[];
  v_txns bigint[];
  v_cash bigint[];
  v_placed_rounds int[];
begin
  perform 1 from members where id = any(p_members) order by id for update;
  v_refused := array(
    select s.call_no from member_stake_bars(p_members, p_nows, array_fill(null::text, array[cardinality(p_members)])) s where s.bar is not null
    union all
    select h.call_no from minigame_house_refusals(p_members, p_games, p_rounds, p_one_bet_per_market, p_no_hedge, p_slip_calls, p_markets, p_picks, p_group) h);
  select array_agg(o.call_no order by o.call_no), array_agg(o.round_no order by o.call_no) into v_calls, v_round_nos
  from minigame_open_rounds(p_rounds, p_games, p_nows) o where not (o.call_no = any(v_refused));
  with placed as materialized (
    select d.slip_no, d.call_no as call, d.bet_id, d.txn_id, d.cash_after, v_round_nos[array_position(v_calls, d.call_no)] as round_no
    from fast_bet_place(coalesce(v_calls, '{}'), p_slip_calls, p_sites, p_members, p_amounts, p_vendor_account, p_ledger_kind) d
  ), slips as (
    insert into bets (id, site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, odds, stake, potential_payout,
                      idempotency_key, stake_txn_id, balance_before, balance_after, detail, created_at)
    select p.bet_id, p_sites[p.call], p_members[p.call], p_group, p_vendor, p_games[p.call], p_games[p.call], p_rounds[p.call], p_odds[p.slip_no],
           p_amounts[p.slip_no], p_payouts[p.slip_no], p_keys[p.slip_no], p.txn_id, p.cash_after + p_amounts[p.slip_no], p.cash_after,
           jsonb_build_object('roundNo', p.round_no), p_nows[p.call]
    from placed p
  ), legs as (
    insert into bet_legs (bet_id, leg_no, market, pick, odds, created_at)
    select p.bet_id, 1, p_markets[p.slip_no], p_picks[p.slip_no], p_odds[p.slip_no], p_nows[p.call] from placed p
  )
  select array_agg(p.slip_no order by p.slip_no), array_agg(p.call order by p.slip_no), array_agg(p.bet_id order by p.slip_no),
         array_agg(p.txn_id order by p.slip_no), array_agg(p.cash_after order by p.slip_no), array_agg(p.round_no order by p.slip_no)
  into v_placed, v_placed_calls, v_bets, v_txns, v_cash, v_placed_rounds
  from placed p;
  -- The stakes' wagering (bonuses/sql/wagering_advance.sql), as the full path advances it.
  if v_bets is not null then
    perform wagering_advance(v_bets, array(select p_nows[c] from unnest(v_placed_calls) as c));
  end if;
  return query
  select u.call, u.bet_id, u.txn_id, u.cash_after,
         coalesce((select pt.balance from accounts pt where pt.member_id = p_members[u.call] and pt.asset = 'point'), 0), u.round_no
  from unnest(v_placed, v_placed_calls, v_bets, v_txns, v_cash, v_placed_rounds) as u(slip_no, call, bet_id, txn_id, cash_after, round_no)
  order by u.slip_no;
end $$;
