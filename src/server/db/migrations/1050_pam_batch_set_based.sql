-- The PAM's fast stakes and payouts of a batch made set-based (`npm run bench vendor`: PAM calls at
-- 64 concurrent callers against plain ledger transfers; docs/benchmarks/2026-11-28-pam-batch.md),
-- as migration 1000 did for the fast bets. Under load the database's CPU was the bottleneck, and
-- most of it went to work repeated per call: a block with its own subtransaction, twenty arguments
-- unpacked from jsonb one by one, fifteen statements each planned and started once per call. Here a
-- batch is six statements whatever its size, with the rules and rows of 1010/1030's
-- pam_fast_withdraw and pam_fast_deposit:
--   1. the rounds the calls name, locked in id order, then the rounds their stakes open, made (the
--      full path's order: the round before the member's accounts);
--   2. the members' cash and point accounts, locked in id order (DESIGN: Money);
--   3. in one statement, every call judged on what the locks now hold, and for those that stand the
--      ledger rows, the PAM transactions, the slips and legs, the rounds, and a closing payout's
--      result and points;
--   4. the rounds made for stakes that did not stand, removed; the settled slips' rolling, accrued
--      once per site day (rolling_accrue, migration 1030).
-- Nothing is written for a call before it is known to stand, so a call answered `fallback` leaves no
-- trace and needs no rollback: the caller judges it on the full path, where every PAM_ERR rule and
-- replay lives. A member's call after an earlier one of the same batch is judged in full (the
-- batcher sends one call per member, fastPath.ts), so no two calls of a batch touch one round,
-- slip or account. A row that another call took meanwhile (a transaction id, a slip's name) fails
-- the statement with 23505, which writes nothing of the batch: every call of it is judged in full.
-- Every row is reached by its whole key, one call after another: the plans are generic (made once
-- per connection, often before the tables have statistics), and a plan made on small tables read
-- them whole, hashed them, or probed an index by its first column only, on every batch. So each
-- look-up is a subquery the planner cannot merge into a join (a scalar one, or lateral with
-- `offset 0`), planned on its own with the call's values as parameters, and the function's planner
-- settings leave nested loops only.

drop function pam_fast_batch(jsonb, text[], text[]);
drop function pam_fast_deposit(text, text, bigint, timestamptz, boolean, text, text, text, bigint, text, jsonb, text, text, text, text, jsonb, text, date, text[], text[]);
drop function pam_fast_withdraw(text, text, bigint, text, timestamptz, text, text, text, text, text, bigint, text, jsonb, text, text, text, text, text, jsonb, text);
drop function pam_fast_post(text, bigint, bigint, text, text, text, text, jsonb);
drop function pam_fast_fallback(text);

-- One call as fastPath.ts sends it (its JSON keys by name). A stake leaves `close` and `day` null, a
-- payout `flag`, `market` and `pick`; `round_key` is the round row's name (a stake without the
-- provider's round id names it by its bet reference), `round_id` the provider's own.
create type pam_fast_call as (
  kind text, hash text, provider text, member bigint, flag text, now timestamptz, close boolean,
  tx_id text, bet_ref text, round_id text, round_key text, game_id text, amount bigint, currency text, body jsonb,
  market text, pick text, day date, ledger_key text, ledger_kind text, request_hash text, meta jsonb, vendor text
);

-- rolling_accrue, called by the batch below, plans with the planner's usual settings: its plans are
-- made once per connection, and one made under the batch's settings would serve a settlement of
-- 10,000 slips on that connection with nested loops only.
alter function rolling_accrue(text, bigint[], date, text[], text[]) set enable_seqscan = on set enable_hashjoin = on set enable_mergejoin = on;

create function pam_fast_batch(p_calls jsonb, p_products text[], p_rate_groups text[])
returns table (call_no int, fallback boolean, pam_tx_id bigint, cash bigint, point bigint)
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off as $$
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
  v_slips bigint[];
  v_days date[];
  v_day date;
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
  perform 1 from accounts where member_id = any(array(select c.member from unnest(v_calls) as c)) and asset in ('cash', 'point') order by id for update;

  with c as (
    select c.*, c.ordinality::int as n from unnest(v_calls) with ordinality as c
  ), facts as materialized (
    select c.*, s.site_id, s.ended_at, s.expires_at, r.id as round, r.member_id as round_member, r.status as round_status,
           r.stake as round_stake, r.payout as round_payout, r.bet_id, r.game_id as round_game, r.group_code, r.proc_id,
           a.id as account, a.balance as cash_before, v.id as vendor_account, pa.id as point_account, pa.balance as point_before,
           r.payout + c.amount as payout_after,
           -- A replay, or the id used by another of the provider's transactions.
           exists (select 1 from pam_transactions t where t.provider_tx_id = c.tx_id and t.provider = c.provider and t.site_id = s.site_id) as taken
    from c
    cross join lateral (select g.site_id, g.ended_at, g.expires_at from game_sessions g
                        where g.token_hash = c.hash and g.provider = c.provider and g.member_id = c.member offset 0) s
    cross join lateral (select r.* from pam_rounds r where r.site_id = s.site_id and r.provider = c.provider and r.round_id = c.round_key offset 0) r
    cross join lateral (select a.id, a.balance from accounts a where a.member_id = c.member and a.asset = 'cash' offset 0) a
    left join lateral (select v.id from accounts v where v.site_id = s.site_id and v.code = c.vendor and v.asset = 'cash' offset 0) v on true
    left join lateral (select pa.id, pa.balance from accounts pa where pa.member_id = c.member and pa.asset = 'point' offset 0) pa on true
    where c.n = (select min(e.n) from c e where e.member = c.member)
  ), judged as (
    select f.*,
           -- roundSlip.ts resultOf: more than the stake WIN, equal TIE, less LOSE.
           case when f.payout_after > f.round_stake then 'WIN' when f.payout_after = f.round_stake then 'TIE' else 'LOSE' end as result,
           f.kind = 'DEPOSIT' and f.close and f.bet_id is not null and f.round_stake > 0 as settles,
           case when f.kind = 'WITHDRAW' then -f.amount else f.amount end as delta,
           m.site_id as member_site, m.path, m.point_bp
    from facts f
    left join lateral (select x.site_id, x.path, l.point_bp from members x left join levels l on l.site_id = x.site_id and l.level = x.level
                       where x.id = f.member and f.kind = 'DEPOSIT' offset 0) m on true
    where f.round_member = f.member and f.round_status <> 'CLOSED' and (f.amount = 0 or f.vendor_account is not null) and not f.taken
      and case when f.kind = 'WITHDRAW' then
        -- The session is live and its member may bet in the product's group, without a responsible-play rule to weigh.
        f.ended_at is null and f.expires_at > f.now and f.cash_before >= f.amount
        and (select x.can_bet and not x.locked and x.status = 'normal' and case f.flag when 'casino' then x.casino_open when 'slot' then x.slot_open else true end
             from members x where x.id = f.member)
        and not exists (select 1 from member_exclusions e where e.member_id = f.member and e.starts_at <= f.now and e.ends_at > f.now)
        and not exists (select 1 from member_limits l where l.member_id = f.member and l.kind in ('loss', 'session', 'stake'))
        -- A cancel that came first.
        and not (f.bet_ref is not null and exists (select 1 from pam_transactions t where t.bet_ref = f.bet_ref and t.provider = f.provider
                                                    and t.site_id = f.site_id and t.kind in ('CANCEL', 'PROMOCANCEL')))
      else
        -- A payout pays a standing stake of its round (an expired or ended session still pays).
        exists (select 1 from pam_transactions t where t.round_id = f.round_id and t.provider = f.provider and t.site_id = f.site_id
                and t.kind in ('WITHDRAW', 'PROMOWITHDRAW') and (f.bet_ref is null or t.bet_ref = f.bet_ref) and not t.cancelled)
      end
  ), weighed as (
    select j.*, case when j.settles then j.round_stake * coalesce(j.point_bp, 0) / 10000 else 0 end as points,
           (select b.id from accounts b where b.site_id = j.member_site and b.code = 'bonus' and b.asset = 'point') as bonus_account
    from judged j
    -- A slip won or lost under a partner who insures its rate group is booked by the full path.
    where not (j.settles and j.result <> 'TIE' and exists (
      select 1 from insurance_settings i join members p on p.id = i.partner_id
      where i.site_id = j.member_site and i.enabled and p.id <> j.member and j.path like p.path || '%'
        and (select g.rate_group from unnest(p_products, p_rate_groups) as g(product, rate_group) where g.product = j.group_code) = any(i.game_groups)))
  ), ok as materialized (
    -- Ids in call order, as one call after another would take them.
    select o.*, nextval(v_pams) as pam, case when o.amount > 0 then nextval(v_txns) end as txn,
           case when o.kind = 'WITHDRAW' and o.bet_id is null then nextval(v_bets) end as new_bet
    from (select p.* from weighed p where p.points = 0 or (p.bonus_account is not null and p.point_account is not null) order by p.n) o
  ), moved as (
    update accounts a set balance = a.balance + o.delta from ok o where a.id = o.account and o.txn is not null
  ), txns as (
    insert into ledger_transactions (id, site_id, idempotency_key, kind, memo, request_hash, meta)
    select o.txn, o.site_id, o.ledger_key, o.ledger_kind, '', o.request_hash, o.meta from ok o where o.txn is not null
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
    -- The round's slip (roundSlip.ts addStake): opened by its first stake, one leg per stake.
    insert into bets (id, site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, stake, idempotency_key, detail)
    select o.new_bet, o.site_id, o.member, o.group_code, o.proc_id::text, o.round_game,
           coalesce((select g.name_eng from games g where g.group_code = o.group_code and g.proc_id = o.proc_id and g.code = o.round_game), o.round_game),
           o.round_key, o.amount, 'vendor:' || o.provider || ':round:' || o.round_key, jsonb_build_object('provider', o.provider)
    from ok o where o.new_bet is not null
  ), restaked as (
    update bets b set stake = case when b.status = 'CANCEL' then o.amount else b.stake + o.amount end, status = 'BET', settled_at = null
    from ok o where o.kind = 'WITHDRAW' and b.id = o.bet_id
  ), legs as (
    insert into bet_legs (bet_id, leg_no, market, pick, odds)
    select coalesce(o.new_bet, o.bet_id), case when o.new_bet is not null then 1 else (select coalesce(max(l.leg_no), 0) + 1 from bet_legs l where l.bet_id = o.bet_id) end,
           o.market, o.pick, 0
    from ok o where o.kind = 'WITHDRAW'
  ), rounds as (
    update pam_rounds r set
      stake = case when o.kind = 'WITHDRAW' then r.stake + o.amount else r.stake end,
      bet_id = coalesce(o.new_bet, r.bet_id),
      payout = case when o.kind = 'DEPOSIT' then o.payout_after else r.payout end,
      status = case when o.kind = 'DEPOSIT' and o.close then 'CLOSED' else r.status end,
      ended_at = case when o.kind = 'DEPOSIT' and o.close then o.now else r.ended_at end
    from ok o where r.id = o.round
  ), paid as (
    update bets b set status = case when o.settles then o.result else b.status end, payout = o.payout_after,
                      settled_at = case when o.settles then o.now else b.settled_at end
    from ok o where o.kind = 'DEPOSIT' and b.id = o.bet_id
  ), outcomes as (
    update bet_legs l set outcome = o.result, settled_at = o.now from ok o where o.settles and l.bet_id = o.bet_id and l.outcome = 'PENDING'
  ), point_txns as (
    -- points/accrual.ts accruePoints (without the bonus percent): from the site's bonus account, once per slip.
    insert into ledger_transactions (site_id, idempotency_key, kind, memo, request_hash, meta)
    select o.member_site, 'point:bet:' || o.bet_id, 'point.accrual', '',
           ledger_request_hash('point.accrual', array['s:' || o.member_site || ':bonus:point', 'm:' || o.member || ':point'], array[-o.points, o.points]),
           jsonb_build_object('source', 'bet', 'sourceId', o.bet_id, 'base', o.round_stake, 'percentBp', o.point_bp, 'bonusPercentBp', 0)
    from ok o where o.points > 0
    on conflict (site_id, idempotency_key) do nothing
    returning id, idempotency_key
  ), earned as (
    select o.n, o.points, o.bonus_account, o.point_account, t.id as txn from ok o join point_txns t on t.idempotency_key = 'point:bet:' || o.bet_id
  ), point_after as (
    update accounts a set balance = a.balance + e.points from earned e where a.id = e.point_account
    returning a.id, a.balance
  ), point_entries as (
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select e.txn, e.bonus_account, -e.points, null from earned e
    union all
    select e.txn, e.point_account, e.points, pa.balance from earned e join point_after pa on pa.id = e.point_account
  )
  select array_agg(o.round) filter (where o.n is not null), array_agg(o.pam order by c.n), array_agg(o.cash_before + o.delta order by c.n),
         array_agg(coalesce(pa.balance, o.point_before) order by c.n), array_agg(o.bet_id) filter (where o.settles), array_agg(o.day) filter (where o.settles)
  into v_used, v_pam, v_cash, v_point, v_slips, v_days
  from c left join ok o on o.n = c.n left join earned e on e.n = c.n left join point_after pa on pa.id = e.point_account;

  delete from pam_rounds where id = any(v_made) and not (id = any(coalesce(v_used, '{}')));
  -- A call that fell back left no slip here: the full path accrues it.
  for v_day in select distinct d from unnest(v_days) as d loop
    perform rolling_accrue(null, array(select s from unnest(v_slips, v_days) as u(s, d) where u.d = v_day), v_day, p_products, p_rate_groups);
  end loop;
  return query select u.n::int, u.pam is null, u.pam, u.cash, u.point
    from unnest(v_pam, v_cash, v_point) with ordinality as u(pam, cash, point, n);
end $$;
