-- The cash-out quote's one read (sports/cashOutRepo.ts cashOutSlip; docs/domains/sportsbook.md#cash-out):
-- a member's sports slip with its payout terms, how many cash-outs it had, whether it is insured,
-- each leg with its market's, fixture's and pick's current state and odds (in leg order), and the
-- site's cash-out rules, by primary keys and the legs' bet index. A function so the plan is made
-- once per connection (the quote is polled by every open bet list). No row: not this member's
-- sports slip. Judges nothing: the rules are src/shared/sports/cashOut.ts.
create or replace function sports_cashout_slip(p_member bigint, p_slip bigint)
returns table (id bigint, site_id text, status text, stake bigint, potential_payout bigint, terms jsonb,
               cashouts int, insured boolean, legs json, rules json)
language plpgsql stable set plan_cache_mode = force_generic_plan as $$
#variable_conflict use_column
begin
  return query
  select b.id, b.site_id, b.status, b.stake, b.potential_payout, b.detail->'payoutTerms',
    (select count(*) from sports_cashouts c where c.bet_id = b.id)::int,
    exists (select 1 from insured_bets i where i.bet_id = b.id),
    (select json_agg(json_build_object('outcome', l.outcome, 'odds', l.odds, 'current', o.odds, 'sport', f.sport,
        'market_type', m.type, 'market_state', m.state, 'fixture_state', f.state, 'live_stopped', f.live_stopped, 'starts_at', f.starts_at, 'fixture_id', f.id,
        'market_id', m.id, 'pick', l.pick)
        order by l.leg_no)
      from bet_legs l join sports_markets m on m.id = l.market_id join sports_fixtures f on f.id = l.fixture_id
      left join sports_odds o on o.market_id = l.market_id and o.pick = l.pick
      where l.bet_id = b.id),
    (select coalesce(json_agg(json_build_object('sport', r.sport, 'enabled', r.enabled, 'margin_bp', r.margin_bp,
        'closed_kinds', r.closed_kinds)), '[]')
      from sports_cashout_rules r where r.site_id = b.site_id)
  from bets b where b.id = p_slip and b.member_id = p_member and b.game_group = 'sports';
end $$;
