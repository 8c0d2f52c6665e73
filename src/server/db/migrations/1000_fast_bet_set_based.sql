-- The fast bets of a batch placed set-based (docs/architecture/README.md#fast-paths; tail latency
-- of `npm run bench sports` and `minigame`): under load the database's CPU was the bottleneck, and
-- most of it went to work repeated per call — a block with its own subtransaction, a dozen
-- statements, the jsonb of the call unpacked into arrays, `pg_get_serial_sequence` per slip. Here a
-- batch is a handful of statements whatever its size, over plain arrays (one element per call, and
-- one per slip or leg naming its call by its place):
--   1. the members locked in id order and judged (fast_bet_callers, shared by both products);
--   2. the calls whose product's conditions hold (the round or the markets, replays, house rules);
--   3. the cash rows locked, then in one statement the stakes each member's cash covers in call
--      order, one debit per member, the ledger rows (fast_bet_place), the product's slips and legs.
-- Nothing is written for a call before it is known to be placed, so a call without an answer row
-- leaves no trace and needs no rollback: the caller judges it on the full path, where every refusal
-- code and replay lives. Judging is conservative where that is cheap: a member's call after one that
-- does not fit in the cash, or after another call of the same game in the batch, is judged in full
-- when it alone might have passed. A member's or an account's row is read by a subquery on its
-- unique key (as a join the planner would read the whole table for a handful of rows), and the plans
-- are generic: planned once per connection, not once per batch for the values of its arrays.

drop function minigame_fast_bet_batch(jsonb, text, text, text, text);
drop function minigame_fast_bet(text, bigint, text, text, text, text, timestamptz, boolean, boolean, text[], text[], text[], int[], bigint[], bigint[], text, text, text[]);
drop function sports_fast_slip_batch(jsonb, text, text, text, text);
drop function sports_fast_slip(text, bigint, timestamptz, text, bigint[], text[], int[], bigint, int, bigint, text, text, jsonb, text, text, text, text, text);

-- The calls (by their place in the arrays) whose member may bet on the fast path: not barred, not
-- locked, no exclusion at the call's time and no stake, loss or session limit to weigh. Every
-- member of the batch is locked first, in id order, so each later statement of the caller sees the
-- member's bets and cash as the last batch or full-path call that held the member left them.
create function fast_bet_callers(p_members bigint[], p_nows timestamptz[]) returns setof int
language plpgsql set plan_cache_mode = force_generic_plan as $$
begin
  perform 1 from members where id = any(p_members) order by id for update;
  return query
  select c.n::int from unnest(p_members, p_nows) with ordinality as c(member, now, n)
  where (select m.can_bet and not m.locked from members m where m.id = c.member)
    and not exists (select 1 from member_exclusions e where e.member_id = c.member and e.starts_at <= c.now and e.ends_at > c.now)
    and not exists (select 1 from member_limits l where l.member_id = c.member and l.kind in ('loss', 'session', 'stake'));
end $$;

-- Of the calls `p_calls`, the slips each member's cash covers in call order (slips in array order,
-- `p_slip_calls` naming each one's call; a member's calls are taken until the first that does not
-- fit), debited once per member, and each slip's stake written to the ledger as bet:stake:<slip id>
-- with its two entries (what pam_fast_post wrote, migration 0810). The cash accounts are locked
-- first in account-id order, as every ledger writer locks them (DESIGN: Money), so the cash read is
-- the cash debited; the debit's condition still never lets it go below zero. Answers each placed
-- slip's call, new id, ledger transaction and the cash after it.
create function fast_bet_place(
  p_calls int[], p_slip_calls int[], p_sites text[], p_members bigint[], p_amounts bigint[], p_hashes text[],
  p_vendor_account text, p_ledger_kind text
) returns table (slip_no int, call_no int, bet_id bigint, txn_id bigint, cash_after bigint)
language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  v_bets regclass := pg_get_serial_sequence('bets', 'id');
  v_txns regclass := pg_get_serial_sequence('ledger_transactions', 'id');
begin
  perform 1 from accounts where member_id = any(p_members) and asset = 'cash' order by id for update;
  return query
  with slips as (
    select s.n::int as slip_no, s.call, p_members[s.call] as member, s.amount,
           (sum(s.amount) over (partition by p_members[s.call] order by s.n))::bigint as upto
    from unnest(p_slip_calls, p_amounts) with ordinality as s(call, amount, n)
    where s.call = any(p_calls)
  ), covered as (
    select s.* from (
      select s.*, max(s.upto) over (partition by s.call) as call_upto,
             (select a.balance from accounts a where a.member_id = s.member and a.asset = 'cash') as cash
      from slips s
    ) s
    where s.call_upto <= s.cash
  ), debited as (
    update accounts a set balance = a.balance - t.total
    from (select c.member, sum(c.amount)::bigint as total from covered c group by c.member) t
    where a.member_id = t.member and a.asset = 'cash' and a.balance >= t.total
    returning a.member_id as member, a.id as account, a.balance + t.total as cash_before
  ), placed as materialized (
    -- Ids in slip order, as the full path numbers a call's slips (a replay lists them by id).
    select p.*, nextval(v_bets) as bet_id, nextval(v_txns) as txn_id from (
      select c.slip_no, c.call, c.amount, d.account, d.cash_before - c.upto as cash_after
      from covered c join debited d on d.member = c.member order by c.slip_no
    ) p
  ), txns as (
    insert into ledger_transactions (id, site_id, idempotency_key, kind, memo, request_hash, meta)
    select p.txn_id, p_sites[p.call], 'bet:stake:' || p.bet_id, p_ledger_kind, '', p_hashes[p.slip_no], jsonb_build_object('betId', p.bet_id)
    from placed p
  ), entries as (
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select p.txn_id, p.account, -p.amount, p.cash_after from placed p
    union all
    select p.txn_id, (select v.id from accounts v where v.site_id = p_sites[p.call] and v.code = p_vendor_account and v.asset = 'cash'), p.amount, null
    from placed p
  )
  select p.slip_no, p.call, p.bet_id, p.txn_id, p.cash_after from placed p order by p.slip_no;
end $$;

-- A minigame betProc per call (what minigameBet.ts places on that path: on an open round, within
-- the house rules; each pick its own one-leg slip). Calls: site, member, time, game, round, the
-- game's house rules. Slips, in call order: call, Idempotency name, market, pick, odds, stake,
-- potential payout, ledger request hash. Answers one row per placed slip.
create function minigame_fast_bets(
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
  -- An open round; the vendor's ledger account; a new Idempotency name (none placed, none earlier
  -- in the batch); §8 B9999 (an open bet of another round) and the §3 house rules over the
  -- member's open bets of the game, those of its earlier calls in the batch and its own picks.
  v_calls := array(
    select c.n from unnest(v_calls) as c(n)
    where exists (select 1 from minigame_rounds r where r.round_key = p_rounds[c.n] and r.game_key = p_games[c.n] and r.status = 'OPEN'
                  and r.opens_at <= p_nows[c.n] and r.closes_at > p_nows[c.n])
      and exists (select 1 from accounts v where v.site_id = p_sites[c.n] and v.code = p_vendor_account and v.asset = 'cash')
      and (p_keys[array_position(p_slip_calls, c.n)] is null or not exists (
        select 1 from bets b where b.site_id = p_sites[c.n] and b.idempotency_key = p_keys[array_position(p_slip_calls, c.n)]
        union all
        select 1 from unnest(p_slip_calls, p_keys) as k(call, key) where k.call < c.n and k.key = p_keys[array_position(p_slip_calls, c.n)]))
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

-- A sports slip per call (what sports/slips.ts places on that path; conflicts and limits are judged
-- by the caller on the same odds): every leg on an open market of an open fixture not yet kicked
-- off at exactly the odds the member saw, a new Idempotency name, the member not held by a
-- settlement (migration 0902's advisory lock, tried shared without waiting). Calls: site, member,
-- time, Idempotency name, stake, combined odds, potential payout, game code, round, detail, ledger
-- request hash. Legs, in call order: call, market, pick, odds. Answers one row per placed slip.
create function sports_fast_slips(
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
      and (p_keys[c.n] is null or not exists (
        select 1 from bets b where b.site_id = p_sites[c.n] and b.idempotency_key = p_keys[c.n]
        union all
        select 1 from unnest(p_keys) with ordinality as k(key, n) where k.n < c.n and k.key = p_keys[c.n]))
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
