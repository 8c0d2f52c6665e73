-- §3 a minigame round takes bets while it is open: the game's round, OPEN, and the call's time in
-- its betting window. Per call (round key, game, time): the calls whose round is open, with the
-- round's number. Both paths ask it where the slip is written (minigame/bets/repo.ts on the full
-- path, minigame_fast_bets.sql on the fast), since the round's status changes under them.
create or replace function minigame_open_rounds(p_rounds text[], p_games text[], p_nows timestamptz[])
returns table (call_no int, round_no int)
language sql stable as $$
  select c.n::int, r.round_no
  from unnest(p_rounds, p_games, p_nows) with ordinality as c(round_key, game_key, now, n)
  cross join lateral (select r.round_no, r.status, r.opens_at, r.closes_at from minigame_rounds r
                      where r.round_key = c.round_key and r.game_key = c.game_key offset 0) r
  where r.status = 'OPEN' and r.opens_at <= c.now and r.closes_at > c.now
$$;
