-- A minigame betProc in ONE statement (`npm run bench minigame`;
-- docs/architecture/README.md#fast-paths): the slip of a member who may bet, with no
-- responsible-play limit to weigh, on an open round, within the house rules, with the cash to cover
-- it. It does what bets/minigameBet.ts does on that path — the member row locked first (so each
-- later statement here sees the member's bets committed before it), each stake debited through the
-- ledger under bet:stake:<id> (pam_fast_post, migration 0810), the slip and its leg written with
-- the ledger transaction and the balances around it — and raises PF001 on anything else, which
-- rolls the statement back whole: the caller then judges the call on the full path, where every
-- refusal code and the replay of an Idempotency-Key live.

create function minigame_fast_bet(
  p_site text, p_member bigint, p_group text, p_vendor text, p_game text, p_round_key text, p_now timestamptz,
  p_one_bet_per_market boolean, p_no_hedge boolean, p_keys text[],
  p_markets text[], p_picks text[], p_odds int[], p_amounts bigint[], p_payouts bigint[],
  p_vendor_account text, p_ledger_kind text, p_request_hashes text[]
) returns table (bet_id bigint, txn_id bigint, cash_after bigint, point bigint, round_no int) language plpgsql as $$
#variable_conflict use_column
declare
  m record;
  i int;
  v_bet bigint;
  v_point bigint;
begin
  select can_bet, locked into m from members where id = p_member for update;
  if not found or not m.can_bet or m.locked then perform pam_fast_fallback('member may not bet'); end if;
  if exists (select 1 from member_exclusions where member_id = p_member and starts_at <= p_now and ends_at > p_now)
     or exists (select 1 from member_limits where member_id = p_member and kind in ('loss', 'session', 'stake')) then
    perform pam_fast_fallback('responsible play');
  end if;
  select r.round_no into round_no from minigame_rounds r
  where r.round_key = p_round_key and r.game_key = p_game and r.status = 'OPEN' and r.opens_at <= p_now and r.closes_at > p_now;
  if not found then perform pam_fast_fallback('round'); end if;
  if p_keys is not null and exists (select 1 from bets where site_id = p_site and idempotency_key = p_keys[1]) then
    perform pam_fast_fallback('replay');
  end if;
  -- §8 B9999 (an open bet of an earlier round) and the §3 house rules over held and new picks.
  if exists (
    with held as (
      select b.round_id, l.market, l.pick from bets b join bet_legs l on l.bet_id = b.id
      where b.member_id = p_member and b.game_group = p_group and b.game_code = p_game and b.status = 'BET'
    ), picks as (
      select h.market, h.pick from held h union all select n.market, n.pick from unnest(p_markets, p_picks) as n(market, pick)
    )
    select 1 from held h where h.round_id <> p_round_key
    union all
    select 1 from picks p group by p.market
    having (p_one_bet_per_market and count(*) > 1) or (p_no_hedge and count(distinct p.pick) > 1)
  ) then
    perform pam_fast_fallback('house rules');
  end if;
  select balance into v_point from accounts where member_id = p_member and asset = 'point';
  for i in 1 .. cardinality(p_amounts) loop
    v_bet := nextval(pg_get_serial_sequence('bets', 'id'));
    select f.txn_id, f.cash into txn_id, cash_after
    from pam_fast_post(p_site, p_member, -p_amounts[i], p_vendor_account, 'bet:stake:' || v_bet, p_ledger_kind, p_request_hashes[i], jsonb_build_object('betId', v_bet)) f;
    insert into bets (id, site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, odds, stake, potential_payout,
                      idempotency_key, stake_txn_id, balance_before, balance_after, detail, created_at)
    values (v_bet, p_site, p_member, p_group, p_vendor, p_game, p_game, p_round_key, p_odds[i], p_amounts[i], p_payouts[i],
            p_keys[i], txn_id, cash_after + p_amounts[i], cash_after, jsonb_build_object('roundNo', round_no), p_now);
    insert into bet_legs (bet_id, leg_no, market, pick, odds) values (v_bet, 1, p_markets[i], p_picks[i], p_odds[i]);
    bet_id := v_bet;
    point := coalesce(v_point, 0);
    return next;
  end loop;
end $$;
