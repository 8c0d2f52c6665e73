-- The rolling accrual of a settlement (rolling/repo.ts; docs/domains/rates-and-rolling.md) as a
-- function, so each database session plans its statement once instead of on every call: planned
-- afresh it cost ten times its execution, and a vendor round that closes accrues once per round.
-- The product → rate group pairs come from shared/bets/productGroups.ts as two arrays.
create function rolling_accrue(p_source text, p_slips bigint[], p_day date, p_products text[], p_rate_groups text[]) returns int language plpgsql as $$
declare
  n int;
begin
  with b as (
    select x.site_id, x.member_id, x.stake, g.rate_group, count(*) as slips
    from bets x join unnest(p_products, p_rate_groups) as g(product, rate_group) on g.product = x.game_group
    where x.id = any(p_slips) and x.status in ('WIN', 'LOSE', 'TIE')
    group by x.site_id, x.member_id, x.stake, g.rate_group
  ), bettors as (
    select distinct b.member_id, b.rate_group, string_to_array(trim(both '/' from m.path), '/')::bigint[] as ids
    from b join members m on m.id = b.member_id
  ), shares as (
    select t.member_id, t.rate_group, t.ids[i] as partner_id, coalesce(rp.rolling_bp, 0) - coalesce(rc.rolling_bp, 0) as bp
    from bettors t
    cross join lateral generate_series(1, coalesce(array_length(t.ids, 1), 0) - 1) as i
    join members pm on pm.id = t.ids[i] and pm.tier <> 'NORMAL'
    left join member_rates rp on rp.member_id = t.ids[i] and rp.game_group = t.rate_group
    left join member_rates rc on rc.member_id = t.ids[i + 1] and rc.game_group = t.rate_group
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
