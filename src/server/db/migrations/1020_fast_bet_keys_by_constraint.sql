-- The fast bets of migration 1000 without their own lookup of each call's Idempotency name (issues
-- 12 and 17, tail latency of `npm run bench minigame` and `sports`). That lookup was planned once
-- per database session, and a session that planned it without statistics on bets (a new site, a
-- server without autovacuum) could read it through bets_site_group_created_id_idx, whose leading
-- site_id it shares with the unique index: every call of that session then read every slip of the
-- site (2,400 rows per call at 2,400 slips; 40-120 ms per batch where the others took 3), and the
-- slowest hundredth of the bench's calls were those. bets' unique index on (site_id,
-- idempotency_key) already refuses a name placed before or earlier in the same batch: the
-- statement fails with 23505, nothing of the batch is written, and every call of it is judged on
-- the full path (fastBetBatch.ts batchLost), where a replay is answered as it was the first time.
-- A replay is the exception; every call paid for the lookup.

create or replace function minigame_fast_bets(
  p_sites text[], p_members bigint[], p_nows timestamptz[], p_games text[], p_rounds text[], p_one_bet_per_market boolean[], p_no_hedge boolean[],
  p_slip_calls int[], p_keys text[], p_markets text[], p_picks text[], p_odds int[], p_amounts bigint[], p_payouts bigint[], p_hashes text[],
  p_group text, p_vendor text, p_vendor_account text, p_ledger_kind text
) returns table (call_no int, bet_id bigint, txn_id bigint, cash_after bigint, point bigint, round_no int)
language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  v_calls int[];
begin
  v_calls := array(select fast_bet_callers(p_members, p_nows));
  -- An open round; the vendor's ledger account; §8 B9999 (an open bet of another round) and the
  -- §3 house rules over the member's open bets of the game, those of its earlier calls in the batch
  -- and its own picks. An Idempotency name already taken is left to bets' unique index.
  v_calls := array(
    select c.n from unnest(v_calls) as c(n)
    where exists (select 1 from minigame_rounds r where r.round_key = p_rounds[c.n] and r.game_key = p_games[c.n] and r.status = 'OPEN'
                  and r.opens_at <= p_nows[c.n] and r.closes_at > p_nows[c.n])
      and exists (select 1 from accounts v where v.site_id = p_sites[c.n] and v.code = p_vendor_account and v.asset = 'cash')
      and not exists (
        with held as (
          select b.round_id, l.market, l.pick from bets b join bet_legs l on l.bet_id = b.id
          where b.member_id = p_members[c.n] and b.status = 'BET' and b.game_group = p_group and b.game_code = p_games[c.n]
          union all
          select p_rounds[k.call], k.market, k.pick from unnest(p_slip_calls, p_markets, p_picks) as k(call, market, pick)
          where k.call < c.n and p_members[k.call] = p_members[c.n] and p_games[k.call] = p_games[c.n]
        ), picks as (
          select h.market, h.pick from held h
          union all
          select k.market, k.pick from unnest(p_slip_calls, p_markets, p_picks) as k(call, market, pick) where k.call = c.n
        )
        select 1 from held h where h.round_id <> p_rounds[c.n]
        union all
        select 1 from picks p group by p.market
        having (p_one_bet_per_market[c.n] and count(*) > 1) or (p_no_hedge[c.n] and count(distinct p.pick) > 1))
    order by c.n);
  return query
  with placed as materialized (
    select d.slip_no, d.call_no as call, d.bet_id, d.txn_id, d.cash_after,
           (select r.round_no from minigame_rounds r where r.round_key = p_rounds[d.call_no] and r.game_key = p_games[d.call_no]) as round_no
    from fast_bet_place(v_calls, p_slip_calls, p_sites, p_members, p_amounts, p_hashes, p_vendor_account, p_ledger_kind) d
  ), slips as (
    insert into bets (id, site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, odds, stake, potential_payout,
                      idempotency_key, stake_txn_id, balance_before, balance_after, detail, created_at)
    select p.bet_id, p_sites[p.call], p_members[p.call], p_group, p_vendor, p_games[p.call], p_games[p.call], p_rounds[p.call], p_odds[p.slip_no],
           p_amounts[p.slip_no], p_payouts[p.slip_no], p_keys[p.slip_no], p.txn_id, p.cash_after + p_amounts[p.slip_no], p.cash_after,
           jsonb_build_object('roundNo', p.round_no), p_nows[p.call]
    from placed p
  ), legs as (
    insert into bet_legs (bet_id, leg_no, market, pick, odds)
    select p.bet_id, 1, p_markets[p.slip_no], p_picks[p.slip_no], p_odds[p.slip_no] from placed p
  )
  select p.call, p.bet_id, p.txn_id, p.cash_after,
         coalesce((select pt.balance from accounts pt where pt.member_id = p_members[p.call] and pt.asset = 'point'), 0), p.round_no
  from placed p order by p.slip_no;
end $$;

create or replace function sports_fast_slips(
  p_sites text[], p_members bigint[], p_nows timestamptz[], p_keys text[], p_amounts bigint[], p_total_odds int[], p_payouts bigint[],
  p_game_codes text[], p_round_ids text[], p_details jsonb[], p_hashes text[],
  p_leg_calls int[], p_leg_markets bigint[], p_leg_picks text[], p_leg_odds int[],
  p_group text, p_vendor text, p_vendor_account text, p_ledger_kind text
) returns table (call_no int, bet_id bigint, txn_id bigint, cash_after bigint, point bigint)
language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  v_calls int[];
begin
  v_calls := array(select fast_bet_callers(p_members, p_nows));
  v_calls := array(
    select c.n from unnest(v_calls) as c(n)
    where exists (select 1 from accounts v where v.site_id = p_sites[c.n] and v.code = p_vendor_account and v.asset = 'cash')
      and not exists (
        select 1 from unnest(p_leg_calls, p_leg_markets, p_leg_picks, p_leg_odds) as k(call, market_id, pick, odds)
        where k.call = c.n and not exists (
          select 1 from sports_markets mk
          join sports_fixtures f on f.id = mk.fixture_id and f.site_id = p_sites[c.n] and f.state = 'open' and f.starts_at > p_nows[c.n]
          join sports_odds o on o.market_id = mk.id and o.pick = k.pick and o.odds = k.odds
          where mk.id = k.market_id and mk.state = 'open'))
      and pg_try_advisory_xact_lock_shared(7204901, p_members[c.n]::int)
    order by c.n);
  return query
  with placed as materialized (
    select d.call_no as call, d.bet_id, d.txn_id, d.cash_after
    from fast_bet_place(v_calls, array(select generate_series(1, cardinality(p_members))), p_sites, p_members, p_amounts, p_hashes,
                        p_vendor_account, p_ledger_kind) d
  ), slips as (
    insert into bets (id, site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, odds, stake, potential_payout,
                      idempotency_key, stake_txn_id, balance_before, balance_after, detail, created_at)
    select p.bet_id, p_sites[p.call], p_members[p.call], p_group, p_vendor, p_game_codes[p.call], p_game_codes[p.call], p_round_ids[p.call],
           p_total_odds[p.call], p_amounts[p.call], p_payouts[p.call], p_keys[p.call], p.txn_id, p.cash_after + p_amounts[p.call], p.cash_after,
           p_details[p.call], p_nows[p.call]
    from placed p
  ), legs as (
    insert into bet_legs (bet_id, leg_no, event_ref, market, pick, odds, line, fixture_id, market_id)
    select p.bet_id, row_number() over (partition by k.call order by k.n), mk.fixture_id::text, mk.type, k.pick, k.odds, mk.line, mk.fixture_id, mk.id
    from unnest(p_leg_calls, p_leg_markets, p_leg_picks, p_leg_odds) with ordinality as k(call, market_id, pick, odds, n)
    join placed p on p.call = k.call join sports_markets mk on mk.id = k.market_id
  )
  select p.call, p.bet_id, p.txn_id, p.cash_after,
         coalesce((select pt.balance from accounts pt where pt.member_id = p_members[p.call] and pt.asset = 'point'), 0)
  from placed p order by p.call;
end $$;
