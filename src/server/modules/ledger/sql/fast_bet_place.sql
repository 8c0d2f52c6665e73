-- The ledger writer of the fast stakes (minigame_fast_bets.sql, sports_fast_slips.sql): of the calls
-- `p_calls`, the slips each member's cash covers in call order (slips in array order, `p_slip_calls`
-- naming each one's call; a member's calls are taken until the first that does not fit), each
-- slip's stake written to the ledger as ledger/gameMoney.ts betStake writes it: key
-- bet:stake:<slip id>, its kind, the member's cash to the vendor's account, and the request hash of
-- those postings (ledger_request_hash.sql, the one place it is computed). The cash accounts are
-- locked first in account-id order, as every ledger writer locks them (DESIGN: Money), so the cash
-- read is the cash debited; the debit's condition still never lets it go below zero. A call whose
-- site has no vendor account yet is not placed (the full path opens it). Answers each placed slip's
-- call, new id, ledger transaction and the cash after it.
create or replace function fast_bet_place(
  p_calls int[], p_slip_calls int[], p_sites text[], p_members bigint[], p_amounts bigint[],
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
           (sum(s.amount) over (partition by p_members[s.call] order by s.n))::bigint as upto,
           (select v.id from accounts v where v.site_id = p_sites[s.call] and v.code = p_vendor_account and v.asset = 'cash') as vendor
    from unnest(p_slip_calls, p_amounts) with ordinality as s(call, amount, n)
    where s.call = any(p_calls)
  ), covered as (
    select s.* from (
      select s.*, max(s.upto) over (partition by s.call) as call_upto,
             (select a.balance from accounts a where a.member_id = s.member and a.asset = 'cash') as cash
      from slips s
    ) s
    where s.call_upto <= s.cash and s.vendor is not null
  ), debited as (
    update accounts a set balance = a.balance - t.total
    from (select c.member, sum(c.amount)::bigint as total from covered c group by c.member) t
    where a.member_id = t.member and a.asset = 'cash' and a.balance >= t.total
    returning a.member_id as member, a.id as account, a.balance + t.total as cash_before
  ), placed as materialized (
    -- Ids in slip order, as the full path numbers a call's slips (a replay lists them by id).
    select p.*, nextval(v_bets) as bet_id, nextval(v_txns) as txn_id from (
      select c.slip_no, c.call, c.member, c.amount, c.vendor, d.account, d.cash_before - c.upto as cash_after
      from covered c join debited d on d.member = c.member order by c.slip_no
    ) p
  ), txns as (
    insert into ledger_transactions (id, site_id, idempotency_key, kind, memo, request_hash, meta)
    select p.txn_id, p_sites[p.call], 'bet:stake:' || p.bet_id, p_ledger_kind, '',
           ledger_request_hash(p_ledger_kind, array[ledger_ref(p_sites[p.call], p.member, null, 'cash'), ledger_ref(p_sites[p.call], null, p_vendor_account, 'cash')],
                               array[-p.amount, p.amount]),
           jsonb_build_object('betId', p.bet_id)
    from placed p
  ), entries as (
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select p.txn_id, p.account, -p.amount, p.cash_after from placed p
    union all
    select p.txn_id, p.vendor, p.amount, null from placed p
  )
  select p.slip_no, p.call, p.bet_id, p.txn_id, p.cash_after from placed p order by p.slip_no;
end $$;
