-- Member may stake (docs/architecture/fast-paths.md): the one rule, for every product, whether a
-- member may stake now. The full paths read it (responsible/guard.ts stakeStanding) and every fast
-- batch in its own statement, each after locking the member, so it reads the member as the last
-- stake left it. Per call: the member, the call's time, and the member flag that opens the
-- product's group (casino, slot; null or none for a house product). Answers each call's first bar,
-- or null when the member may stake with nothing to weigh: no_right (no such member, or no bet
-- right), locked, closed (not a normal member, or the group's flag closed), excluded (a cool-off or
-- self-exclusion in force), limited (a stake, loss or session limit, which only the full path
-- weighs); and, whatever the first bar, the exclusion in force that ends last (its kind and end)
-- and whether there are limits to weigh.
create or replace function member_stake_bars(p_members bigint[], p_nows timestamptz[], p_flags text[])
returns table (call_no int, bar text, exclusion_kind text, exclusion_ends timestamptz, limited boolean)
language sql stable as $$
  select c.n::int,
         case when m.id is null or not m.can_bet then 'no_right'
              when m.locked then 'locked'
              when m.status <> 'normal' or (c.flag = 'casino' and not m.casino_open) or (c.flag = 'slot' and not m.slot_open) then 'closed'
              when e.kind is not null then 'excluded'
              when l.limited then 'limited'
         end,
         e.kind, e.ends_at, l.limited
  from unnest(p_members, p_nows, p_flags) with ordinality as c(member, now, flag, n)
  left join lateral (select x.id, x.can_bet, x.locked, x.status, x.casino_open, x.slot_open from members x where x.id = c.member offset 0) m on true
  left join lateral (select x.kind, x.ends_at from member_exclusions x where x.member_id = c.member and x.starts_at <= c.now and x.ends_at > c.now
                     order by x.ends_at desc limit 1) e on true
  cross join lateral (select exists (select 1 from member_limits x where x.member_id = c.member and x.kind in ('loss', 'session', 'stake')) as limited) l
$$;
