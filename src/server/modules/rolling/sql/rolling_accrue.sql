-- The rolling accrual of settled slips (rolling/repo.ts, and pam_fast_batch for the PAM's closing
-- payouts), as a function so each database session plans its statement once: planned afresh it
-- cost ten times its execution. A null `p_source` gives each slip its own source, `bet:<id>`, as
-- the full path writes it, so a later settlement of the same slip by either path adds nothing.
-- The product → rate group pairs come from shared/bets/productGroups.ts as two arrays; each
-- partner's share is rolling_share_bp (sql/rolling_share_bp.sql).
--
-- Each row is reached by its key (the settled slips by id, their status checked on the rows found;
-- each partner's member row and rates one by one): without statistics the planner read every
-- settled slip and whole tables. It plans with the planner's usual settings (the `set` clauses
-- below): its plans are made once per connection, and one made under pam_fast_batch's settings
-- would serve a settlement of 10,000 slips on that connection with nested loops only.
create or replace function rolling_accrue(p_source text, p_slips bigint[], p_day date, p_products text[], p_rate_groups text[]) returns int
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = on set enable_hashjoin = on set enable_mergejoin = on as $$
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
    select t.member_id, t.rate_group, t.ids[i] as partner_id, s.bp
    from bettors t
    cross join lateral generate_series(1, coalesce(array_length(t.ids, 1), 0) - 1) as i
    cross join lateral rolling_share_bp(t.ids[i], t.ids[i + 1], t.rate_group) as s
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
