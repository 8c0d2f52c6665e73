-- A sports slip in ONE statement (`npm run bench sports`; docs/architecture/README.md#fast-paths),
-- as migration 0830 does for minigames: the slip of a member who may bet, with no responsible-play
-- limit to weigh, whose legs are on open markets of open fixtures not yet kicked off at exactly the
-- odds the member saw, with no slip of the member waiting on a fixture being settled, with the cash
-- to cover it. Conflicts and limits are judged by the caller before (shared/sports, on the same
-- odds). It does what sports/slips.ts does on that path — the member row locked first, the stake
-- debited through the ledger under bet:stake:<id> (pam_fast_post, migration 0810), the slip and its
-- legs written — and raises PF001 on anything else, which rolls the statement back whole: the
-- caller then judges the call on the full path, where every refusal code and the replay of an
-- Idempotency-Key live.

create function sports_fast_slip(
  p_site text, p_member bigint, p_now timestamptz, p_key text,
  p_market_ids bigint[], p_picks text[], p_odds int[], p_amount bigint, p_total_odds int, p_payout bigint,
  p_game_code text, p_round_id text, p_detail jsonb,
  p_group text, p_vendor text, p_vendor_account text, p_ledger_kind text, p_request_hash text
) returns table (bet_id bigint, txn_id bigint, cash_after bigint, point bigint) language plpgsql as $$
#variable_conflict use_column
declare
  m record;
  v_bet bigint;
begin
  select can_bet, locked into m from members where id = p_member for update;
  if not found or not m.can_bet or m.locked then perform pam_fast_fallback('member may not bet'); end if;
  if exists (select 1 from member_exclusions where member_id = p_member and starts_at <= p_now and ends_at > p_now)
     or exists (select 1 from member_limits where member_id = p_member and kind in ('loss', 'session', 'stake')) then
    perform pam_fast_fallback('responsible play');
  end if;
  if p_key is not null and exists (select 1 from bets where site_id = p_site and idempotency_key = p_key) then
    perform pam_fast_fallback('replay');
  end if;
  if (select count(*) from unnest(p_market_ids, p_picks, p_odds) as k(market_id, pick, odds)
      join sports_markets mk on mk.id = k.market_id and mk.state = 'open'
      join sports_fixtures f on f.id = mk.fixture_id and f.site_id = p_site and f.state = 'open' and f.starts_at > p_now
      join sports_odds o on o.market_id = mk.id and o.pick = k.pick and o.odds = k.odds) <> cardinality(p_market_ids) then
    perform pam_fast_fallback('markets');
  end if;
  -- §8 B9999: a slip of the member waits on a fixture whose settlement is under way.
  if exists (select 1 from bets b join bet_legs l on l.bet_id = b.id join sports_fixtures f on f.id = l.fixture_id
             where b.member_id = p_member and b.status = 'BET' and b.game_group = p_group and f.result_version > f.settled_version) then
    perform pam_fast_fallback('settling');
  end if;
  v_bet := nextval(pg_get_serial_sequence('bets', 'id'));
  select f.txn_id, f.cash into txn_id, cash_after
  from pam_fast_post(p_site, p_member, -p_amount, p_vendor_account, 'bet:stake:' || v_bet, p_ledger_kind, p_request_hash, jsonb_build_object('betId', v_bet)) f;
  insert into bets (id, site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, odds, stake, potential_payout,
                    idempotency_key, stake_txn_id, balance_before, balance_after, detail, created_at)
  values (v_bet, p_site, p_member, p_group, p_vendor, p_game_code, p_game_code, p_round_id, p_total_odds, p_amount, p_payout,
          p_key, txn_id, cash_after + p_amount, cash_after, p_detail, p_now);
  insert into bet_legs (bet_id, leg_no, event_ref, market, pick, odds, line, fixture_id, market_id)
  select v_bet, k.n, mk.fixture_id::text, mk.type, k.pick, k.odds, mk.line, mk.fixture_id, mk.id
  from unnest(p_market_ids, p_picks, p_odds) with ordinality as k(market_id, pick, odds, n) join sports_markets mk on mk.id = k.market_id;
  bet_id := v_bet;
  select balance into point from accounts where member_id = p_member and asset = 'point';
  point := coalesce(point, 0);
  return next;
end $$;

-- Slips that arrive together are placed by one statement and one commit (as 0832 for minigames):
-- each call in a block of its own; one that must be judged in full is answered `fallback` and
-- leaves no trace. The caller orders the calls by member id, so two batches lock members in one order.
create function sports_fast_slip_batch(
  p_calls jsonb, p_group text, p_vendor text, p_vendor_account text, p_ledger_kind text
) returns table (call_no int, fallback boolean, bet_id bigint, txn_id bigint, cash_after bigint, point bigint) language plpgsql as $$
#variable_conflict use_column
declare
  c jsonb;
  r record;
  n int := 0;
begin
  for c in select value from jsonb_array_elements(p_calls) loop
    n := n + 1;
    begin
      select * into r from sports_fast_slip(c->>'site', (c->>'member')::bigint, (c->>'now')::timestamptz, c->>'key',
        array(select jsonb_array_elements_text(c->'markets'))::bigint[], array(select jsonb_array_elements_text(c->'picks')),
        array(select jsonb_array_elements_text(c->'odds'))::int[], (c->>'amount')::bigint, (c->>'totalOdds')::int, (c->>'payout')::bigint,
        c->>'gameCode', c->>'roundId', c->'detail', p_group, p_vendor, p_vendor_account, p_ledger_kind, c->>'hash');
      call_no := n; fallback := false; bet_id := r.bet_id; txn_id := r.txn_id; cash_after := r.cash_after; point := r.point;
      return next;
    exception when sqlstate 'PF001' or unique_violation then
      call_no := n; fallback := true; bet_id := null; txn_id := null; cash_after := null; point := null;
      return next;
    end;
  end loop;
end $$;
