-- Insured bets (README: Insured bets): the insured slips among those just settled, the one home of
-- that rule: insurance/settlement.ts bookInsurance books them for every product, and pam_fast_batch
-- leaves such a slip to the PAM's full path. A slip that won or lost (a tie or a cancel gave the
-- stake back whole) whose bettor has, on its path above it, a partner insuring the slip's rate group;
-- the NEAREST such partner is the one, and the slip is insured only when its stake is above that
-- partner's standard amount (no higher partner is tried). Each slip's stake, payout and status are
-- given (a settlement that writes them later), or null: the slip row's. The product → rate group
-- pairs come from shared/bets/productGroups.ts as two arrays.
create or replace function insurable_slips(
  p_slips bigint[], p_stakes bigint[], p_payouts bigint[], p_statuses text[], p_products text[], p_rate_groups text[]
) returns table (
  bet_id bigint, site_id text, member_id bigint, partner_id bigint, game_group text, vendor_code text, stake bigint,
  payout bigint, standard_amount bigint, rate_bp int, applied_amount bigint, stake_share bigint
)
language sql stable as $$
  with v as (
    select u.id, coalesce(u.stake, b.stake) as stake, coalesce(u.payout, b.payout) as payout, coalesce(u.status, b.status) as status,
           b.site_id, b.member_id, b.game_group, b.vendor_code
    from unnest(p_slips, p_stakes, p_payouts, p_statuses) as u(id, stake, payout, status)
    join bets b on b.id = u.id
  ), s as (
    select v.id as bet_id, v.site_id, v.member_id, v.game_group, v.vendor_code, v.stake, v.payout, g.rate_group, m.path
    from v
    join unnest(p_products, p_rate_groups) as g(product, rate_group) on g.product = v.game_group
    join members m on m.id = v.member_id
    where v.status in ('WIN', 'LOSE') and v.stake > 0
      and exists (select 1 from insurance_settings i where i.site_id = v.site_id)
      and not exists (select 1 from insured_bets x where x.bet_id = v.id)
  ), picked as (
    select s.*, i.partner_id, i.standard_amount, i.rate_bp
    from s cross join lateral (
      select i.partner_id, i.standard_amount, i.rate_bp
      from insurance_settings i join members p on p.id = i.partner_id
      where i.site_id = s.site_id and i.enabled and s.rate_group = any(i.game_groups)
        and p.id <> s.member_id and s.path like p.path || '%'
      order by length(p.path) desc limit 1
    ) i
  )
  select bet_id, site_id, member_id, partner_id, game_group, vendor_code, stake, payout, standard_amount, rate_bp,
    stake - standard_amount, ((stake - standard_amount) * rate_bp) / 10000
  from picked
  where stake > standard_amount and ((stake - standard_amount) * rate_bp) / 10000 > 0
  order by bet_id
$$;
