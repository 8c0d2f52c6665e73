-- The PAM's fast stake and payout (migration 0810) made cheaper per call (`npm run bench vendor`;
-- docs/architecture/README.md#fast-paths), with the same rules and rows:
--
-- * Every look-up reaches its row by an index on the column that tells rows apart. The unique key
--   and the indexes of pam_transactions began with (site_id, provider), shared by every row of a
--   provider: without statistics (or with them stale) the planner took any of the three for a
--   look-up by transaction id or bet reference, and a stake's replay check (an OR of the two)
--   filtered every transaction of the provider: its cost grew with the table. The keys now begin
--   with the transaction id, the bet reference and the round; the session is found by its token
--   alone (its other facts are checked on the row found).
-- * A stake that opens a round writes its slip's first leg as leg 1, without looking for others.
-- * A payout that closes a round accrues in the same statement, as the stake is done: rolling for
--   the member's partners (rolling_accrue, migration 0833), points for the member (the level's
--   percent of the stake, key point:bet:<slip>, as points/accrual.ts posts it). A slip that a
--   partner may insure is left to the full path (insurance/settlement.ts weighs it there).
-- * `body` keeps what the request carried beyond the row's columns (the caller strips those).
-- * Both functions plan their statements once per database session (plan_cache_mode): each is a
--   look-up or write by key, whose plan does not depend on the values.
-- * Calls that arrive together run in one statement and one commit (pam_fast_batch, at the end).

alter table pam_transactions add constraint pam_transactions_tx_key unique (provider_tx_id, provider, site_id, kind);
alter table pam_transactions drop constraint pam_transactions_site_id_provider_provider_tx_id_kind_key;
drop index pam_transactions_bet_ref_idx;
create index pam_transactions_bet_ref_idx on pam_transactions (bet_ref, provider, site_id) where bet_ref is not null;
drop index pam_transactions_round_idx;
create index pam_transactions_round_idx on pam_transactions (round_id, provider, site_id) where round_id is not null;

-- The hash ledger/service.ts requestHash computes for a posting: sha256 of the JSON text
-- [kind, [[account ref, amount], …]] (refs as refKey writes them), so a replay of the key through
-- the service compares equal.
create function ledger_request_hash(p_kind text, p_refs text[], p_amounts bigint[]) returns text language plpgsql immutable as $$
declare
  v_lines text := '';
  i int;
begin
  for i in 1 .. cardinality(p_refs) loop
    v_lines := v_lines || case when i > 1 then ',' else '' end || '[' || to_json(p_refs[i])::text || ',' || p_amounts[i] || ']';
  end loop;
  return encode(sha256(convert_to('[' || to_json(p_kind)::text || ',[' || v_lines || ']]', 'UTF8')), 'hex');
end $$;

-- The stake of a known session: 0810's, in the same order (the round, the member's account, the
-- slip: the full path's order, so the two never wait for each other crosswise), each row reached
-- by its own key.
create or replace function pam_fast_withdraw(
  p_token_hash text, p_provider text, p_member bigint, p_flag text, p_now timestamptz,
  p_tx_id text, p_bet_ref text, p_round_id text, p_round_key text, p_game_id text,
  p_amount bigint, p_currency text, p_body jsonb, p_market text, p_pick text,
  p_ledger_key text, p_ledger_kind text, p_request_hash text, p_meta jsonb, p_vendor_code text
) returns table (pam_tx_id bigint, cash bigint, point bigint) language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  s record;
  m record;
  r record;
  v_cash bigint;
  v_txn bigint;
  v_pam bigint;
  v_bet bigint;
  v_leg int := 1;
begin
  -- The session is live (not expired, not ended) and its member may bet in the product's group.
  select g.site_id, g.group_code, g.proc_id, g.provider, g.member_id, g.ended_at, g.expires_at into s from game_sessions g where g.token_hash = p_token_hash;
  if not found or s.provider <> p_provider or s.member_id <> p_member or s.ended_at is not null or s.expires_at <= p_now then
    perform pam_fast_fallback('session');
  end if;
  select x.can_bet, x.locked, x.status, x.casino_open, x.slot_open into m from members x where x.id = p_member;
  if not (m.can_bet and not m.locked and m.status = 'normal' and case p_flag when 'casino' then m.casino_open when 'slot' then m.slot_open else true end) then
    perform pam_fast_fallback('member may not bet');
  end if;
  -- Responsible play: a member with an exclusion or a stake, loss or session limit is judged in full.
  if exists (select 1 from member_exclusions where member_id = p_member and starts_at <= p_now and ends_at > p_now)
     or exists (select 1 from member_limits where member_id = p_member and kind in ('loss', 'session', 'stake')) then
    perform pam_fast_fallback('responsible play');
  end if;
  -- The round row first, created or locked (a cancel racing with this stake does the same: one sees the other).
  insert into pam_rounds as pr (site_id, provider, round_id, member_id, game_id, group_code, proc_id)
  values (s.site_id, p_provider, p_round_key, p_member, p_game_id, s.group_code, s.proc_id)
  on conflict (site_id, provider, round_id) do update set round_id = excluded.round_id
  returning pr.* into r;
  if r.member_id <> p_member or r.status = 'CLOSED' then perform pam_fast_fallback('round'); end if;
  -- A replay, the id used elsewhere, or a cancel that came first.
  if exists (select 1 from pam_transactions t where t.provider_tx_id = p_tx_id and t.provider = p_provider and t.site_id = s.site_id)
     or (p_bet_ref is not null and exists (select 1 from pam_transactions t where t.bet_ref = p_bet_ref and t.provider = p_provider and t.site_id = s.site_id
                                           and t.kind in ('CANCEL', 'PROMOCANCEL'))) then
    perform pam_fast_fallback('related transaction');
  end if;
  select f.txn_id, f.cash into v_txn, v_cash from pam_fast_post(s.site_id, p_member, -p_amount, p_vendor_code, p_ledger_key, p_ledger_kind, p_request_hash, p_meta) f;
  insert into pam_transactions (site_id, provider, provider_tx_id, kind, member_id, amount, currency, bet_ref, round_id, game_id, body, ledger_txn_id)
  values (s.site_id, p_provider, p_tx_id, 'WITHDRAW', p_member, p_amount, p_currency, p_bet_ref, p_round_id, nullif(p_game_id, ''), p_body, v_txn)
  returning id into v_pam;
  -- The round's slip (roundSlip.ts addStake): opened by its first stake, one leg per stake.
  if r.bet_id is null then
    insert into bets (site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, stake, idempotency_key, detail)
    values (r.site_id, r.member_id, r.group_code, r.proc_id::text, r.game_id,
      coalesce((select name_eng from games where group_code = r.group_code and proc_id = r.proc_id and code = r.game_id), r.game_id),
      r.round_id, p_amount, 'vendor:' || r.provider || ':round:' || r.round_id, jsonb_build_object('provider', r.provider))
    returning id into v_bet;
  else
    v_bet := r.bet_id;
    update bets set stake = case when status = 'CANCEL' then p_amount else stake + p_amount end, status = 'BET', settled_at = null where id = v_bet;
    select coalesce(max(leg_no), 0) + 1 into v_leg from bet_legs where bet_id = v_bet;
  end if;
  insert into bet_legs (bet_id, leg_no, market, pick, odds) values (v_bet, v_leg, p_market, p_pick, 0);
  update pam_rounds set stake = stake + p_amount, bet_id = v_bet where id = r.id;
  return query select v_pam, v_cash, (select balance from accounts where member_id = p_member and asset = 'point');
end $$;

drop function pam_fast_deposit(text, text, bigint, timestamptz, boolean, text, text, text, bigint, text, jsonb, text, text, text, text, jsonb, text);

-- The payout of a known session's round, and when it closes the round, the slip's result, its
-- rolling for the member's partners (on `p_day`, the site's day) and the member's points, all in
-- this one statement. `p_products` / `p_rate_groups`: shared/bets/productGroups.ts as two arrays.
create function pam_fast_deposit(
  p_token_hash text, p_provider text, p_member bigint, p_now timestamptz, p_close boolean,
  p_tx_id text, p_bet_ref text, p_round_id text, p_amount bigint, p_currency text, p_body jsonb,
  p_game_id text, p_ledger_key text, p_ledger_kind text, p_request_hash text, p_meta jsonb, p_vendor_code text,
  p_day date, p_products text[], p_rate_groups text[]
) returns table (pam_tx_id bigint, cash bigint, point bigint) language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  s record;
  r record;
  m record;
  v_cash bigint;
  v_point bigint;
  v_txn bigint;
  v_pam bigint;
  v_payout bigint;
  v_status text;
  v_settles boolean;
  v_points bigint;
  v_bonus bigint;
  v_account bigint;
  v_point_txn bigint;
begin
  -- A payout settles a round the player may have left: an expired or ended session still pays.
  select g.site_id, g.provider, g.member_id into s from game_sessions g where g.token_hash = p_token_hash;
  if not found or s.provider <> p_provider or s.member_id <> p_member then perform pam_fast_fallback('session'); end if;
  select pr.* into r from pam_rounds pr where pr.round_id = p_round_id and pr.provider = p_provider and pr.site_id = s.site_id for update;
  if not found or r.member_id <> p_member or r.status = 'CLOSED' then perform pam_fast_fallback('round'); end if;
  if exists (select 1 from pam_transactions t where t.provider_tx_id = p_tx_id and t.provider = p_provider and t.site_id = s.site_id) then
    perform pam_fast_fallback('related transaction');
  end if;
  if not exists (select 1 from pam_transactions t where t.round_id = p_round_id and t.provider = p_provider and t.site_id = s.site_id
                 and t.kind in ('WITHDRAW', 'PROMOWITHDRAW') and (p_bet_ref is null or t.bet_ref = p_bet_ref) and not t.cancelled) then
    perform pam_fast_fallback('no standing stake');
  end if;
  v_payout := r.payout + p_amount;
  -- roundSlip.ts resultOf: more than the stake WIN, equal TIE, less LOSE.
  v_status := case when v_payout > r.stake then 'WIN' when v_payout = r.stake then 'TIE' else 'LOSE' end;
  v_settles := p_close and r.bet_id is not null and r.stake > 0;
  if v_settles then
    select x.site_id, x.path, l.point_bp into m from members x left join levels l on l.site_id = x.site_id and l.level = x.level where x.id = p_member;
    -- A slip won or lost under a partner who insures its rate group is booked by the full path.
    if v_status <> 'TIE' and exists (
      select 1 from insurance_settings i join members p on p.id = i.partner_id
      where i.site_id = m.site_id and i.enabled and p.id <> p_member and m.path like p.path || '%'
        and (select g.rate_group from unnest(p_products, p_rate_groups) as g(product, rate_group) where g.product = r.group_code) = any(i.game_groups)) then
      perform pam_fast_fallback('insurable slip');
    end if;
  end if;
  if p_amount > 0 then
    select f.txn_id, f.cash into v_txn, v_cash from pam_fast_post(s.site_id, p_member, p_amount, p_vendor_code, p_ledger_key, p_ledger_kind, p_request_hash, p_meta) f;
  else
    select balance into v_cash from accounts where member_id = p_member and asset = 'cash';
  end if;
  insert into pam_transactions (site_id, provider, provider_tx_id, kind, member_id, amount, currency, bet_ref, round_id, game_id, body, ledger_txn_id)
  values (s.site_id, p_provider, p_tx_id, 'DEPOSIT', p_member, p_amount, p_currency, p_bet_ref, p_round_id, nullif(p_game_id, ''), p_body, v_txn)
  returning id into v_pam;
  update pam_rounds set payout = v_payout, status = case when p_close then 'CLOSED' else status end, ended_at = case when p_close then p_now else ended_at end where id = r.id;
  if v_settles then
    update bets set status = v_status, payout = v_payout, settled_at = p_now where id = r.bet_id;
    update bet_legs set outcome = v_status, settled_at = p_now where bet_legs.bet_id = r.bet_id and outcome = 'PENDING';
    perform rolling_accrue('bet:' || r.bet_id, array[r.bet_id], p_day, p_products, p_rate_groups);
    -- points/accrual.ts accruePoints (without the bonus percent): from the site's bonus account.
    v_points := r.stake * coalesce(m.point_bp, 0) / 10000;
    if v_points > 0 then
      select id into v_bonus from accounts where site_id = m.site_id and code = 'bonus' and asset = 'point';
      if not found then perform pam_fast_fallback('bonus account'); end if;
      insert into ledger_transactions (site_id, idempotency_key, kind, memo, request_hash, meta)
      values (m.site_id, 'point:bet:' || r.bet_id, 'point.accrual', '',
        ledger_request_hash('point.accrual', array['s:' || m.site_id || ':bonus:point', 'm:' || p_member || ':point'], array[-v_points, v_points]),
        jsonb_build_object('source', 'bet', 'sourceId', r.bet_id, 'base', r.stake, 'percentBp', m.point_bp, 'bonusPercentBp', 0))
      on conflict (site_id, idempotency_key) do nothing
      returning id into v_point_txn;
      if v_point_txn is not null then
        update accounts set balance = balance + v_points where member_id = p_member and asset = 'point' returning id, balance into v_account, v_point;
        if not found then perform pam_fast_fallback('point account'); end if;
        insert into ledger_entries (transaction_id, account_id, amount, balance_after)
        values (v_point_txn, v_bonus, -v_points, null), (v_point_txn, v_account, v_points, v_point);
      end if;
    end if;
  elsif r.bet_id is not null then
    update bets set payout = v_payout where id = r.bet_id;
  end if;
  if v_point is null then select balance into v_point from accounts where member_id = p_member and asset = 'point'; end if;
  return query select v_pam, v_cash, v_point;
end $$;

-- Stakes and payouts that arrive together, in one statement and one commit (as 0832 does for
-- minigame slips: the statements and commits, not the work of a call, were much of what a call
-- cost). `p_calls`: the arguments of pam_fast_withdraw or pam_fast_deposit per call, by name.
-- Each call runs in a block of its own: one that must be judged in full is answered `fallback`
-- and leaves no trace, the others stand. The caller orders the calls by member, so two batches
-- lock members' rounds and accounts in one order.
create function pam_fast_batch(p_calls jsonb, p_products text[], p_rate_groups text[])
returns table (call_no int, fallback boolean, pam_tx_id bigint, cash bigint, point bigint) language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  c jsonb;
  r record;
  n int := 0;
begin
  for c in select value from jsonb_array_elements(p_calls) loop
    n := n + 1;
    call_no := n;
    begin
      if c->>'kind' = 'WITHDRAW' then
        select * into r from pam_fast_withdraw(c->>'hash', c->>'provider', (c->>'member')::bigint, c->>'flag', (c->>'now')::timestamptz,
          c->>'txId', c->>'betRef', c->>'roundId', c->>'roundKey', c->>'gameId',
          (c->>'amount')::bigint, c->>'currency', c->'body', c->>'market', c->>'pick',
          c->>'ledgerKey', c->>'ledgerKind', c->>'requestHash', c->'meta', c->>'vendor');
      else
        select * into r from pam_fast_deposit(c->>'hash', c->>'provider', (c->>'member')::bigint, (c->>'now')::timestamptz, (c->>'close')::boolean,
          c->>'txId', c->>'betRef', c->>'roundId', (c->>'amount')::bigint, c->>'currency', c->'body',
          c->>'gameId', c->>'ledgerKey', c->>'ledgerKind', c->>'requestHash', c->'meta', c->>'vendor',
          (c->>'day')::date, p_products, p_rate_groups);
      end if;
      fallback := false; pam_tx_id := r.pam_tx_id; cash := r.cash; point := r.point;
    exception when sqlstate 'PF001' or unique_violation then
      fallback := true; pam_tx_id := null; cash := null; point := null;
    end;
    return next;
  end loop;
end $$;
