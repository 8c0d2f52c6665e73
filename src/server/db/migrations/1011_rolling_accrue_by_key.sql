-- rolling_accrue (migration 0833) reaching each row by its key (`npm run bench vendor`;
-- docs/domains/rates-and-rolling.md): the settled slips by id, checking their status on the rows
-- found, and each partner's member row and rates one by one. Without statistics (or with them
-- stale) the planner read the slips through the partial index of every settled slip (`x.status in
-- (…)` matched its predicate) and joined members and member_rates by reading them whole: a vendor
-- round's accrual cost grew with the number of settled slips and members. Same rows, same
-- arguments.
--
-- And planned once per database session, as 0833 meant it to be: its plan cache kept planning the
-- statement afresh on every call (the plan made for any slips looked dearer than one made for the
-- slips at hand), and a vendor round closes one slip at a time. The plan for any slips is the
-- one for many: materialized steps joined by hash, each member and rate row by its key.
create or replace function rolling_accrue(p_source text, p_slips bigint[], p_day date, p_products text[], p_rate_groups text[]) returns int
language plpgsql set plan_cache_mode = force_generic_plan as $$
declare
  n int;
begin
  with x as materialized (
    select site_id, member_id, stake, game_group, status from bets where id = any(p_slips)
  ), b as (
    select x.site_id, x.member_id, x.stake, g.rate_group, count(*) as slips
    from x join unnest(p_products, p_rate_groups) as g(product, rate_group) on g.product = x.game_group
    where x.status in ('WIN', 'LOSE', 'TIE')
    group by x.site_id, x.member_id, x.stake, g.rate_group
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
    select b.site_id, s.partner_id, s.rate_group, b.stake * b.slips as base, ((b.stake * s.bp) / 10000) * b.slips as amount, b.slips
    from b join shares s on s.member_id = b.member_id and s.rate_group = b.rate_group
    where s.bp > 0
  )
  insert into rolling_accrued (source, partner_id, site_id, game_group, day, base, amount, slips)
  select p_source, partner_id, site_id, rate_group, p_day, sum(base), sum(amount), sum(slips)
  from owed where amount > 0
  group by site_id, partner_id, rate_group
  on conflict (source, partner_id, game_group) do nothing;
  get diagnostics n = row_count;
  return n;
end $$;
