-- The PAM's closing payouts made cheaper under load (`npm run bench vendor`: PAM calls at 64
-- concurrent callers against plain ledger transfers;
-- docs/adr/0005-ledger-without-foreign-keys-on-hot-tables.md):
--
-- * No foreign key to a row every writer shares. Each insert into `bets` checked its site, and each
--   rolling row its site and partner, by locking that row FOR KEY SHARE: the one site row and the
--   head office's partner rows were locked by every concurrent transaction, and PostgreSQL records
--   a row locked by several transactions as a MultiXact made anew for each locker (MultiXact and
--   buffer-lock waits, PostgreSQL CPU per call 0.99 -> 0.84 ms without them). Sites and members
--   are never deleted (nothing in the product deletes either: a member is closed by its status),
--   and every writer of these rows takes the site and partner ids from rows it has just read.
--   The foreign keys to a slip's own member, round or transaction stay.
-- * A batch's closing payouts accrue rolling in one call of rolling_accrue (pam_fast_batch) instead
--   of one per payout: the statement's start-up (five steps, each materialised) cost more than its
--   work for one slip. Each slip keeps its own source `bet:<id>`, as the full path writes it, so a
--   later settlement of the same slip by either path adds nothing.

alter table bets drop constraint bets_site_id_fkey;
alter table rolling_accrued drop constraint rolling_accrued_site_id_fkey, drop constraint rolling_accrued_partner_id_fkey;

-- 1011's, where a null `p_source` gives each slip its own source, `bet:<id>`.
create or replace function rolling_accrue(p_source text, p_slips bigint[], p_day date, p_products text[], p_rate_groups text[]) returns int
language plpgsql set plan_cache_mode = force_generic_plan as $$
declare
  n int;
begin
  with x as materialized (
    select id, site_id, member_id, stake, game_group, status from bets where id = any(p_slips)
  ), b as (
    select coalesce(p_source, 'bet:' || x.id) as source, x.site_id, x.member_id, x.stake, g.rate_group, count(*) as slips
    from x join unnest(p_products, p_rate_groups) as g(product, rate_group) on g.product = x.game_group
    where x.status in ('WIN', 'LOSE', 'TIE')
    group by 1, x.site_id, x.member_id, x.stake, g.rate_group
  ), bettors as materialized (
    select distinct b.member_id, b.rate_group,
      string_to_array(trim(both '/' from (select m.path from members m where m.id = b.member_id)), '/')::bigint[] as ids
    from b
  ), shares as materialized (
    select t.member_id, t.rate_group, t.ids[i] as partner_id,
      coalesce((select rp.rolling_bp from member_rates rp where rp.member_id = t.ids[i] and rp.game_group = t.rate_group), 0)
        - coalesce((select rc.rolling_bp from member_rates rc where rc.member_id = t.ids[i + 1] and rc.game_group = t.rate_group), 0) as bp
    from bettors t
    cross join lateral generate_series(1, coalesce(array_length(t.ids, 1), 0) - 1) as i
    where (select pm.tier from members pm where pm.id = t.ids[i]) <> 'NORMAL'
  ), owed as (
    select b.source, b.site_id, s.partner_id, s.rate_group, b.stake * b.slips as base, ((b.stake * s.bp) / 10000) * b.slips as amount, b.slips
    from b join shares s on s.member_id = b.member_id and s.rate_group = b.rate_group
    where s.bp > 0
  )
  insert into rolling_accrued (source, partner_id, site_id, game_group, day, base, amount, slips)
  select source, partner_id, site_id, rate_group, p_day, sum(base), sum(amount), sum(slips)
  from owed where amount > 0
  group by source, site_id, partner_id, rate_group
  on conflict (source, partner_id, game_group) do nothing;
  get diagnostics n = row_count;
  return n;
end $$;

-- 1010's payout without the rolling: it answers the slip it settled, and its batch accrues them.
drop function pam_fast_batch(jsonb, text[], text[]);
drop function pam_fast_deposit(text, text, bigint, timestamptz, boolean, text, text, text, bigint, text, jsonb, text, text, text, text, jsonb, text, date, text[], text[]);
create function pam_fast_deposit(
  p_token_hash text, p_provider text, p_member bigint, p_now timestamptz, p_close boolean,
  p_tx_id text, p_bet_ref text, p_round_id text, p_amount bigint, p_currency text, p_body jsonb,
  p_game_id text, p_ledger_key text, p_ledger_kind text, p_request_hash text, p_meta jsonb, p_vendor_code text,
  p_day date, p_products text[], p_rate_groups text[]
) returns table (pam_tx_id bigint, cash bigint, point bigint, settled_bet bigint) language plpgsql set plan_cache_mode = force_generic_plan as $$
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
  return query select v_pam, v_cash, v_point, case when v_settles then r.bet_id end;
end $$;

-- 1010's batch, accruing the rolling of the slips its payouts settled once per site day, after the
-- calls (a call that fell back left no slip here: the full path accrues it).
create function pam_fast_batch(p_calls jsonb, p_products text[], p_rate_groups text[])
returns table (call_no int, fallback boolean, pam_tx_id bigint, cash bigint, point bigint) language plpgsql set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
declare
  c jsonb;
  r record;
  n int := 0;
  v_slips bigint[] := '{}';
  v_days date[] := '{}';
  v_day date;
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
        if r.settled_bet is not null then
          v_slips := v_slips || r.settled_bet;
          v_days := v_days || (c->>'day')::date;
        end if;
      end if;
      fallback := false; pam_tx_id := r.pam_tx_id; cash := r.cash; point := r.point;
    exception when sqlstate 'PF001' or unique_violation then
      fallback := true; pam_tx_id := null; cash := null; point := null;
    end;
    return next;
  end loop;
  for v_day in select distinct d from unnest(v_days) as d loop
    perform rolling_accrue(null, array(select s from unnest(v_slips, v_days) as u(s, d) where u.d = v_day), v_day, p_products, p_rate_groups);
  end loop;
end $$;
