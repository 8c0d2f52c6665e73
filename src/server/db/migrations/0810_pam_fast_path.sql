-- The PAM's common calls in ONE statement each (`npm run bench vendor`;
-- docs/architecture/README.md#fast-paths): a stake (WITHDRAW) and a payout (DEPOSIT) of a player
-- whose session, round and balance need no judging beyond the ordinary. Each function does what
-- vendors/pam/transactions.ts does on that path — the round row locked first, the ledger
-- transaction with its balanced entries (the member's by a conditional update that never goes below
-- zero), the pam_transactions row, the round's slip and leg — and raises PF001 on anything else,
-- which rolls the statement back whole: the caller then judges the call on the full path, where
-- every PAM_ERR rule and replay answer lives.

create function pam_fast_fallback(why text) returns void language plpgsql as $$
begin
  raise exception 'pam fast path: %', why using errcode = 'PF001';
end $$;

-- The ledger movement of one provider transaction (ledger/service.ts post, one member account):
-- `p_to_member` between the member's cash and the vendor's account, the member's balance never
-- below zero. Answers the ledger transaction and the member's cash after it.
create function pam_fast_post(
  p_site text, p_member bigint, p_to_member bigint, p_vendor_code text,
  p_ledger_key text, p_ledger_kind text, p_request_hash text, p_meta jsonb,
  out txn_id bigint, out cash bigint
) language plpgsql as $$
#variable_conflict use_column
declare
  v_account bigint;
  v_vendor bigint;
begin
  update accounts set balance = balance + p_to_member where member_id = p_member and asset = 'cash' and balance + p_to_member >= 0
  returning id, balance into v_account, cash;
  if not found then perform pam_fast_fallback('cash'); end if;
  select id into v_vendor from accounts where site_id = p_site and code = p_vendor_code and asset = 'cash';
  if not found then perform pam_fast_fallback('vendor account'); end if;
  insert into ledger_transactions (site_id, idempotency_key, kind, memo, request_hash, meta)
  values (p_site, p_ledger_key, p_ledger_kind, '', p_request_hash, p_meta) returning id into txn_id;
  insert into ledger_entries (transaction_id, account_id, amount, balance_after)
  values (txn_id, v_account, p_to_member, cash), (txn_id, v_vendor, -p_to_member, null);
end $$;

create function pam_fast_withdraw(
  p_token_hash text, p_provider text, p_member bigint, p_flag text, p_now timestamptz,
  p_tx_id text, p_bet_ref text, p_round_id text, p_round_key text, p_game_id text,
  p_amount bigint, p_currency text, p_body jsonb, p_market text, p_pick text,
  p_ledger_key text, p_ledger_kind text, p_request_hash text, p_meta jsonb, p_vendor_code text
) returns table (pam_tx_id bigint, cash bigint, point bigint) language plpgsql as $$
#variable_conflict use_column
declare
  s record;
  r record;
  v_cash bigint;
  v_txn bigint;
  v_pam bigint;
  v_bet bigint;
begin
  -- The session is live (not expired, not ended) and its member may bet in the product's group.
  select g.site_id, g.group_code, g.proc_id, m.can_bet, m.locked, m.status, m.casino_open, m.slot_open into s
  from game_sessions g join members m on m.id = g.member_id
  where g.token_hash = p_token_hash and g.provider = p_provider and g.member_id = p_member and g.ended_at is null and g.expires_at > p_now;
  if not found then perform pam_fast_fallback('session'); end if;
  if not (s.can_bet and not s.locked and s.status = 'normal' and case p_flag when 'casino' then s.casino_open when 'slot' then s.slot_open else true end) then
    perform pam_fast_fallback('member may not bet');
  end if;
  -- Responsible play: a member with an exclusion or a stake, loss or session limit is judged in full.
  if exists (select 1 from member_exclusions where member_id = p_member and starts_at <= p_now and ends_at > p_now)
     or exists (select 1 from member_limits where member_id = p_member and kind in ('loss', 'session', 'stake')) then
    perform pam_fast_fallback('responsible play');
  end if;
  insert into pam_rounds as pr (site_id, provider, round_id, member_id, game_id, group_code, proc_id)
  values (s.site_id, p_provider, p_round_key, p_member, p_game_id, s.group_code, s.proc_id)
  on conflict (site_id, provider, round_id) do update set round_id = excluded.round_id
  returning pr.* into r;
  if r.member_id <> p_member or r.status = 'CLOSED' then perform pam_fast_fallback('round'); end if;
  -- A replay, the id used elsewhere, or a cancel that came first.
  if exists (select 1 from pam_transactions t where t.site_id = s.site_id and t.provider = p_provider
             and (t.provider_tx_id = p_tx_id or (p_bet_ref is not null and t.bet_ref = p_bet_ref and t.kind in ('CANCEL', 'PROMOCANCEL')))) then
    perform pam_fast_fallback('related transaction');
  end if;
  select f.txn_id, f.cash into v_txn, v_cash from pam_fast_post(s.site_id, p_member, -p_amount, p_vendor_code, p_ledger_key, p_ledger_kind, p_request_hash, p_meta) f;
  insert into pam_transactions (site_id, provider, provider_tx_id, kind, member_id, amount, currency, bet_ref, round_id, game_id, body, ledger_txn_id)
  values (s.site_id, p_provider, p_tx_id, 'WITHDRAW', p_member, p_amount, p_currency, p_bet_ref, p_round_id, nullif(p_game_id, ''), p_body, v_txn)
  returning id into v_pam;
  -- The round's slip (roundSlip.ts addStake): opened by its first stake, one leg per stake.
  v_bet := r.bet_id;
  if v_bet is null then
    insert into bets (site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, stake, idempotency_key, detail)
    values (r.site_id, r.member_id, r.group_code, r.proc_id::text, r.game_id,
      coalesce((select name_eng from games where group_code = r.group_code and proc_id = r.proc_id and code = r.game_id), r.game_id),
      r.round_id, p_amount, 'vendor:' || r.provider || ':round:' || r.round_id, jsonb_build_object('provider', r.provider))
    returning id into v_bet;
  else
    update bets set stake = case when status = 'CANCEL' then p_amount else stake + p_amount end, status = 'BET', settled_at = null where id = v_bet;
  end if;
  insert into bet_legs (bet_id, leg_no, market, pick, odds)
  select v_bet, coalesce(max(leg_no), 0) + 1, p_market, p_pick, 0 from bet_legs where bet_id = v_bet;
  update pam_rounds set stake = stake + p_amount, bet_id = v_bet where id = r.id;
  return query select v_pam, v_cash, (select balance from accounts where member_id = p_member and asset = 'point');
end $$;

create function pam_fast_deposit(
  p_token_hash text, p_provider text, p_member bigint, p_now timestamptz, p_close boolean,
  p_tx_id text, p_bet_ref text, p_round_id text, p_amount bigint, p_currency text, p_body jsonb,
  p_game_id text, p_ledger_key text, p_ledger_kind text, p_request_hash text, p_meta jsonb, p_vendor_code text
) returns table (pam_tx_id bigint, cash bigint, point bigint, bet_id bigint, stake bigint, settled boolean) language plpgsql as $$
#variable_conflict use_column
declare
  s record;
  r record;
  v_cash bigint;
  v_txn bigint;
  v_pam bigint;
  v_payout bigint;
  v_status text;
begin
  -- A payout settles a round the player may have left: an expired or ended session still pays.
  select g.site_id into s from game_sessions g where g.token_hash = p_token_hash and g.provider = p_provider and g.member_id = p_member;
  if not found then perform pam_fast_fallback('session'); end if;
  select pr.* into r from pam_rounds pr where pr.site_id = s.site_id and pr.provider = p_provider and pr.round_id = p_round_id for update;
  if not found or r.member_id <> p_member or r.status = 'CLOSED' then perform pam_fast_fallback('round'); end if;
  if exists (select 1 from pam_transactions t where t.site_id = s.site_id and t.provider = p_provider and t.provider_tx_id = p_tx_id) then
    perform pam_fast_fallback('related transaction');
  end if;
  if not exists (select 1 from pam_transactions t where t.site_id = s.site_id and t.provider = p_provider and t.round_id = p_round_id
                 and t.kind in ('WITHDRAW', 'PROMOWITHDRAW') and (p_bet_ref is null or t.bet_ref = p_bet_ref) and not t.cancelled) then
    perform pam_fast_fallback('no standing stake');
  end if;
  if p_amount > 0 then
    select f.txn_id, f.cash into v_txn, v_cash from pam_fast_post(s.site_id, p_member, p_amount, p_vendor_code, p_ledger_key, p_ledger_kind, p_request_hash, p_meta) f;
  else
    select balance into v_cash from accounts where member_id = p_member and asset = 'cash';
  end if;
  insert into pam_transactions (site_id, provider, provider_tx_id, kind, member_id, amount, currency, bet_ref, round_id, game_id, body, ledger_txn_id)
  values (s.site_id, p_provider, p_tx_id, 'DEPOSIT', p_member, p_amount, p_currency, p_bet_ref, p_round_id, nullif(p_game_id, ''), p_body, v_txn)
  returning id into v_pam;
  v_payout := r.payout + p_amount;
  update pam_rounds set payout = v_payout, status = case when p_close then 'CLOSED' else status end, ended_at = case when p_close then p_now else ended_at end where id = r.id;
  if r.bet_id is not null then
    -- roundSlip.ts resultOf: more than the stake WIN, equal TIE, less LOSE.
    v_status := case when v_payout > r.stake then 'WIN' when v_payout = r.stake then 'TIE' else 'LOSE' end;
    if p_close and r.stake > 0 then
      update bets set status = v_status, payout = v_payout, settled_at = p_now where id = r.bet_id;
      update bet_legs set outcome = v_status, settled_at = p_now where bet_legs.bet_id = r.bet_id and outcome = 'PENDING';
    else
      update bets set payout = v_payout where id = r.bet_id;
    end if;
  end if;
  return query select v_pam, v_cash, (select a.balance from accounts a where a.member_id = p_member and a.asset = 'point'), r.bet_id, r.stake, p_close and r.bet_id is not null and r.stake > 0;
end $$;
