-- The PAM's fast stakes and payouts of a batch (vendors/pam/fastPath.ts), set-based. Each call was
-- judged before it came here, by vendors/pam/judge.ts on its request and the fast premises (the
-- state under which the full path would write it); this writes what the judge approved, after
-- re-checking under its locks each premise, the state that can change between judging and writing
-- (docs/architecture/fast-paths.md, PAM). A batch is a handful of statements whatever its size:
--   1. the rounds the calls name, locked in id order, then the rounds their stakes open, made (the
--      full path's order: the round before the member's accounts);
--   2. the members' cash and point accounts, locked in id order (DESIGN: Money);
--   3. when any partner insures, the slips closing payouts would settle that one insures
--      (insurance/sql/insurable_slips.sql): the full path books those;
--   4. in one statement, each call's premises re-checked on what the locks now hold, and for those
--      that hold the ledger rows, the PAM transactions, the slips and legs and the rounds;
--   5. the rounds made for stakes that did not stand, removed; the stakes' wagering advanced
--      (bonuses/sql/wagering_advance.sql, as the full path advances it); the closing payouts' slips
--      settled (ledger/sql/vendor_slips_settle.sql: result, points and rolling, as the full path settles them).
-- Nothing is written for a call before it is known to stand, so a call answered `fallback` leaves no
-- trace and needs no rollback: the caller hands it to the full path, which judges it on the rows
-- themselves and answers every PAM_ERR code and replay. A member's call after an earlier one of the same batch is judged in full (the
-- batcher sends one call per member, fastPath.ts), so no two calls of a batch touch one round,
-- slip or account. A row that another call took meanwhile (a transaction id, a slip's name) fails
-- the statement with 23505, which writes nothing of the batch: every call of it is judged in full.
-- Every row is reached by its whole key, one call after another: the plans are generic (made once
-- per connection, often before the tables have statistics), and a plan made on small tables read
-- them whole, hashed them, or probed an index by its first column only, on every batch. So each
-- look-up is a subquery the planner cannot merge into a join (a scalar one, or lateral with
-- `offset 0`), planned on its own with the call's values as parameters, and the function's planner
-- settings leave nested loops only. A plan that must still scan (a table with no index to probe)
-- then costs over PostgreSQL's JIT threshold, and compiling it took half a second per batch: no JIT.
-- Each call is a pam_fast_call (a type of the migrations).
create or replace function pam_fast_batch(p_calls jsonb, p_products text[], p_rate_groups text[])
returns table (call_no int, fallback boolean, pam_tx_id bigint, cash bigint, point bigint)
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off set jit = off as $$
#variable_conflict use_column
declare
  v_calls pam_fast_call[] := array(select jsonb_populate_recordset(null::pam_fast_call, p_calls));
  v_bets regclass := pg_get_serial_sequence('bets', 'id');
  v_txns regclass := pg_get_serial_sequence('ledger_transactions', 'id');
  v_pams regclass := pg_get_serial_sequence('pam_transactions', 'id');
  v_made bigint[];
  v_used bigint[];
  v_pam bigint[];
  v_cash bigint[];
  v_point bigint[];
  v_members bigint[];
  v_slips bigint[];
  v_stakes bigint[];
  v_payouts bigint[];
  v_weighed bigint[];
  v_weighed_stakes bigint[];
  v_weighed_payouts bigint[];
  v_weighed_results text[];
  v_nows timestamptz[];
  v_days date[];
  v_insured bigint[];
  v_stake_calls int[];
  v_stake_members bigint[];
  v_stake_nows timestamptz[];
  v_stake_flags text[];
  v_barred int[];
  v_settled bigint[];
  v_points bigint[];
  v_staked bigint[];
  v_staked_nows timestamptz[];
begin
  perform 1 from pam_rounds where id = any(array(
    select (select r.id from pam_rounds r where r.site_id = (select g.site_id from game_sessions g where g.token_hash = c.hash)
                                             and r.provider = c.provider and r.round_id = c.round_key)
    from unnest(v_calls) as c))
  order by id for update;
  -- A stake's round not made yet (a round another batch makes meanwhile is locked as it is found).
  with made as (
    insert into pam_rounds as pr (site_id, provider, round_id, member_id, game_id, group_code, proc_id)
    select distinct on (g.site_id, c.provider, c.round_key) g.site_id, c.provider, c.round_key, c.member, c.game_id, g.group_code, g.proc_id
    from unnest(v_calls) as c
    cross join lateral (select g.site_id, g.group_code, g.proc_id from game_sessions g
                        where g.token_hash = c.hash and g.provider = c.provider and g.member_id = c.member
                          and g.ended_at is null and g.expires_at > c.now offset 0) g
    where c.kind = 'WITHDRAW'
      and (select r.id from pam_rounds r where r.site_id = g.site_id and r.provider = c.provider and r.round_id = c.round_key) is null
    order by g.site_id, c.provider, c.round_key
    on conflict (site_id, provider, round_id) do update set round_id = excluded.round_id
    returning pr.id, pr.xmax = 0 as fresh
  )
  select array_agg(made.id) filter (where made.fresh) into v_made from made;
  -- The stakes' members held against a change of their key before their accounts: a stake's new
  -- slip references its member, whose check takes this lock anyway, but after the accounts, while a
  -- minigame or sports stake of the member holds the member row before its accounts (one order,
  -- members then accounts, and no deadlock: vendors/pam/repo.ts holdMember on the full path).
  perform 1 from members where id = any(array(select c.member from unnest(v_calls) as c where c.kind = 'WITHDRAW')) order by id for key share;
  perform 1 from accounts where member_id = any(array(select c.member from unnest(v_calls) as c)) and asset in ('cash', 'point') order by id for update;

  -- The stakes whose member may not stake now, or has limits the full path weighs
  -- (responsible/sql/member_stake_bars.sql, the rule every product asks).
  select array_agg(c.ordinality::int), array_agg(c.member), array_agg(c.now), array_agg(c.flag)
  into v_stake_calls, v_stake_members, v_stake_nows, v_stake_flags
  from unnest(v_calls) with ordinality as c where c.kind = 'WITHDRAW';
  if v_stake_calls is not null then
    v_barred := array(select v_stake_calls[b.call_no] from member_stake_bars(v_stake_members, v_stake_nows, v_stake_flags) as b
                      where b.bar is not null);
  end if;

  -- The slips that closing payouts settle and a partner insures (insurance/sql/insurable_slips.sql,
  -- on the result vendor_slip_result gives them): booked by the full path, which weighs the shares.
  if exists (select 1 from insurance_settings where enabled) then
    select array_agg(r.bet_id), array_agg(r.stake), array_agg(r.payout + c.amount), array_agg(vendor_slip_result(r.stake, r.payout + c.amount))
    into v_weighed, v_weighed_stakes, v_weighed_payouts, v_weighed_results
    from unnest(v_calls) as c
    cross join lateral (select r.bet_id, r.stake, r.payout from pam_rounds r
                        where r.site_id = (select g.site_id from game_sessions g where g.token_hash = c.hash)
                          and r.provider = c.provider and r.round_id = c.round_key offset 0) r
    where c.kind = 'DEPOSIT' and c.close and r.bet_id is not null;
    v_insured := array(select i.bet_id from insurable_slips(v_weighed, v_weighed_stakes, v_weighed_payouts, v_weighed_results,
                                                             p_products, p_rate_groups) as i);
  end if;

  with c as (
    select c.*, c.ordinality::int as n from unnest(v_calls) with ordinality as c
  ), facts as materialized (
    select c.*, s.site_id, s.ended_at, s.expires_at, r.id as round, r.member_id as round_member, r.status as round_status,
           r.stake as round_stake, r.bet_id, r.game_id as round_game, r.group_code, r.proc_id,
           a.id as account, a.balance as cash_before, v.id as vendor_account, pa.balance as point_before,
           r.payout + c.amount as payout_after,
           -- Anything recorded under the transaction id: a replay, a duplicate, a cancel that came first.
           exists (select 1 from pam_transactions t where t.provider_tx_id = c.tx_id and t.provider = c.provider and t.site_id = s.site_id) as taken
    from c
    cross join lateral (select g.site_id, g.ended_at, g.expires_at from game_sessions g
                        where g.token_hash = c.hash and g.provider = c.provider and g.member_id = c.member offset 0) s
    cross join lateral (select r.* from pam_rounds r where r.site_id = s.site_id and r.provider = c.provider and r.round_id = c.round_key offset 0) r
    cross join lateral (select a.id, a.balance from accounts a where a.member_id = c.member and a.asset = 'cash' offset 0) a
    left join lateral (select v.id from accounts v where v.site_id = s.site_id and v.code = c.vendor and v.asset = 'cash' offset 0) v on true
    left join lateral (select pa.balance from accounts pa where pa.member_id = c.member and pa.asset = 'point' offset 0) pa on true
    where c.n = (select min(e.n) from c e where e.member = c.member)
  ), ok as materialized (
    -- The premises the call was judged on (vendors/pam/judge.ts FAST_PREMISES), as the locks now
    -- hold them; ids in call order, as one call after another would take them.
    select f.*, case when f.kind = 'WITHDRAW' then -f.amount else f.amount end as delta,
           nextval(v_pams) as pam, case when f.amount > 0 then nextval(v_txns) end as txn,
           case when f.kind = 'WITHDRAW' and f.bet_id is null then nextval(v_bets) end as new_bet
    from (select f.* from facts f
          where f.round_member = f.member and f.round_status <> 'CLOSED' and (f.amount = 0 or f.vendor_account is not null) and not f.taken
            and case when f.kind = 'WITHDRAW' then
              -- The session is live, the member's cash covers the stake, the member may stake, no cancel came first.
              f.ended_at is null and f.expires_at > f.now and f.cash_before >= f.amount and not (f.n = any(coalesce(v_barred, '{}')))
              and not (f.bet_ref is not null and exists (select 1 from pam_transactions t where t.bet_ref = f.bet_ref and t.provider = f.provider
                                                          and t.site_id = f.site_id and t.kind in ('CANCEL', 'PROMOCANCEL')))
            else
              -- The round holds a standing stake (of the bet reference named); a slip it settles is not insured.
              exists (select 1 from pam_transactions t where t.round_id = f.round_id and t.provider = f.provider and t.site_id = f.site_id
                      and t.kind in ('WITHDRAW', 'PROMOWITHDRAW') and (f.bet_ref is null or t.bet_ref = f.bet_ref) and not t.cancelled)
              and not (f.close and f.bet_id = any(coalesce(v_insured, '{}')))
            end
          order by f.n) f
  ), moved as (
    update accounts a set balance = a.balance + o.delta from ok o where a.id = o.account and o.txn is not null
  ), txns as (
    insert into ledger_transactions (id, site_id, idempotency_key, kind, memo, request_hash, meta)
    -- The postings of transactions.ts pamMovement: the member's cash, then the vendor's account.
    select o.txn, o.site_id, o.ledger_key, o.ledger_kind, '',
           ledger_request_hash(o.ledger_kind, array[ledger_ref(o.site_id, o.member, null, 'cash'), ledger_ref(o.site_id, null, o.vendor, 'cash')],
                               array[o.delta, -o.delta]),
           o.meta
    from ok o where o.txn is not null
  ), entries as (
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select o.txn, o.account, o.delta, o.cash_before + o.delta from ok o where o.txn is not null
    union all
    select o.txn, o.vendor_account, -o.delta, null from ok o where o.txn is not null
  ), pams as (
    insert into pam_transactions (id, site_id, provider, provider_tx_id, kind, member_id, amount, currency, bet_ref, round_id, game_id, body, ledger_txn_id)
    select o.pam, o.site_id, o.provider, o.tx_id, o.kind, o.member, o.amount, o.currency, o.bet_ref, o.round_id, nullif(o.game_id, ''), o.body, o.txn
    from ok o
  ), slips as (
    -- The round's slip (vendors/roundSlip.ts addStake): opened by its first stake, one leg per stake.
    insert into bets (id, site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, stake, idempotency_key, detail)
    select o.new_bet, o.site_id, o.member, o.group_code, o.proc_id::text, o.round_game,
           coalesce((select g.name_eng from games g where g.group_code = o.group_code and g.proc_id = o.proc_id and g.code = o.round_game), o.round_game),
           o.round_key, o.amount, 'vendor:' || o.provider || ':round:' || o.round_key, jsonb_build_object('provider', o.provider)
    from ok o where o.new_bet is not null
  ), restaked as (
    update bets b set stake = case when b.status = 'CANCEL' then o.amount else b.stake + o.amount end, status = 'BET', settled_at = null
    from ok o where o.kind = 'WITHDRAW' and b.id = o.bet_id
  ), legs as (
    -- A leg's created_at is its slip's (docs/adr/0016-monthly-partitions.md#slips-and-legs): a new
    -- slip's is now(), the default its insert above takes; a standing slip's is in its key.
    insert into bet_legs (bet_id, leg_no, market, pick, odds, created_at)
    select coalesce(o.new_bet, o.bet_id),
           case when o.new_bet is not null then 1
                else (select coalesce(max(l.leg_no), 0) + 1 from bet_legs l where l.bet_id = o.bet_id and l.created_at = k.created_at) end,
           o.market, o.pick, 0, coalesce(k.created_at, now())
    from ok o left join bet_keys k on k.id = o.bet_id where o.kind = 'WITHDRAW'
  ), rounds as (
    update pam_rounds r set
      stake = case when o.kind = 'WITHDRAW' then r.stake + o.amount else r.stake end,
      bet_id = coalesce(o.new_bet, r.bet_id),
      payout = case when o.kind = 'DEPOSIT' then o.payout_after else r.payout end,
      status = case when o.kind = 'DEPOSIT' and o.close then 'CLOSED' else r.status end,
      ended_at = case when o.kind = 'DEPOSIT' and o.close then o.now else r.ended_at end
    from ok o where r.id = o.round
  ), paid as (
    update bets b set payout = o.payout_after from ok o where o.kind = 'DEPOSIT' and b.id = o.bet_id
  )
  select array_agg(o.round) filter (where o.n is not null), array_agg(o.pam order by c.n), array_agg(o.cash_before + o.delta order by c.n),
         array_agg(o.point_before order by c.n), array_agg(c.member order by c.n),
         array_agg(o.bet_id) filter (where o.kind = 'DEPOSIT' and o.close), array_agg(o.round_stake) filter (where o.kind = 'DEPOSIT' and o.close),
         array_agg(o.payout_after) filter (where o.kind = 'DEPOSIT' and o.close), array_agg(o.now) filter (where o.kind = 'DEPOSIT' and o.close),
         array_agg(o.day) filter (where o.kind = 'DEPOSIT' and o.close),
         array_agg(coalesce(o.new_bet, o.bet_id)) filter (where o.kind = 'WITHDRAW' and o.amount > 0),
         array_agg(o.now) filter (where o.kind = 'WITHDRAW' and o.amount > 0)
  into v_used, v_pam, v_cash, v_point, v_members, v_slips, v_stakes, v_payouts, v_nows, v_days, v_staked, v_staked_nows
  from c left join ok o on o.n = c.n;

  delete from pam_rounds where id = any(v_made) and not (id = any(coalesce(v_used, '{}')));
  -- The stakes' slips advance their members' wagering (bonuses/sql/wagering_advance.sql), as the full path's do.
  if v_staked is not null then
    perform wagering_advance(v_staked, v_staked_nows);
  end if;
  -- What the closing payouts' rounds earn (ledger/sql/vendor_slips_settle.sql, as the full path settles them).
  if v_slips is not null then
    select array_agg(s.member), array_agg(s.point) into v_settled, v_points
    from vendor_slips_settle(v_slips, v_stakes, v_payouts, v_nows, v_days, p_products, p_rate_groups) as s;
  end if;
  return query select u.n::int, u.pam is null, u.pam, u.cash,
                      coalesce((select p.point from unnest(v_settled, v_points) as p(member, point) where p.member = u.member), u.point)
    from unnest(v_pam, v_cash, v_point, v_members) with ordinality as u(pam, cash, point, member, n);
end $$;
