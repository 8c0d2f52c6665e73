-- §8 B9999 while a member's sports slips are being settled
-- (docs/domains/sportsbook.md#settlement-and-re-settlement): the settlement of a fixture holds an
-- advisory lock per member with slips on it (key pair 7204901, member id) until it commits; a slip
-- of such a member is refused rather than waiting for it. The fast slip checks the same lock
-- (shared, without waiting) instead of looking for unsettled result versions, which a settlement in
-- one transaction never leaves visible.
create or replace function sports_fast_slip(
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
  if not pg_try_advisory_xact_lock_shared(7204901, p_member::int) then perform pam_fast_fallback('settling'); end if;
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
