-- The §3 house rules and §8 B9999 of a minigame slip, judged over the member's open bets of the
-- game: rows only the statement that holds the member's lock reads as they stand, so both paths ask
-- this function there (minigame/bets/repo.ts on the full path, minigame_fast_bets.sql on the fast).
-- Per call: the member, game, round and the game's rules (one bet per market, no hedge); its picks
-- name their call by its place (p_pick_calls). Answers the calls refused, each with why:
-- earlier_round (an open bet of another round of the game: B9999), duplicate (a second bet on one
-- market where the game allows one, or both sides of one market where it refuses hedging: B6005).
create or replace function minigame_house_refusals(
  p_members bigint[], p_games text[], p_rounds text[], p_one_bet_per_market boolean[], p_no_hedge boolean[],
  p_pick_calls int[], p_markets text[], p_picks text[], p_group text
) returns table (call_no int, refusal text)
language sql stable as $$
  select c.n::int, x.refusal
  from unnest(p_members, p_games, p_rounds, p_one_bet_per_market, p_no_hedge) with ordinality as c(member, game, round, one_bet, no_hedge, n)
  cross join lateral (
    with held as (
      select b.round_id, l.market, l.pick from bets b join bet_legs l on l.bet_id = b.id and l.created_at = b.created_at
      where b.member_id = c.member and b.status = 'BET' and b.game_group = p_group and b.game_code = c.game
    ), picks as (
      select h.market, h.pick from held h
      union all
      select k.market, k.pick from unnest(p_pick_calls, p_markets, p_picks) as k(call, market, pick) where k.call = c.n
    )
    select case when exists (select 1 from held h where h.round_id <> c.round) then 'earlier_round'
                when exists (select 1 from picks p group by p.market
                             having (c.one_bet and count(*) > 1) or (c.no_hedge and count(distinct p.pick) > 1)) then 'duplicate'
           end as refusal
  ) x
  where x.refusal is not null
$$;
