import { sql, type Transaction } from 'kysely';
import { RATE_GROUP_OF } from '../../../shared/bets/productGroups';
import type { DB } from '../../db/schema';

/** (product group, rate group) pairs for SQL: the rate group a product's stakes count under. */
export const rateGroups = sql.join(Object.entries(RATE_GROUP_OF).map(([product, rate]) => sql`(${product}, ${rate})`));

/**
 * Rolling commission of settled slips (WIN, LOSE, TIE), set-based: for every partner on the
 * bettor's path, floor(stake × (own rolling bp − the next one down's rolling bp) / 10000) per slip,
 * from member_rates of the rate group the slip's product counts under; the bettor's own rate
 * (usually none) is the bottom of the chain. Slips of one bettor and stake are counted together
 * (n slips of one stake owe n times one slip's floored share: the same sum, computed once); the
 * chain is worked out once per bettor, not per slip; the shares are added up per partner and rate
 * group into one row of `source`: a second run of the same settlement inserts nothing.
 */
export async function insertRollingAccruals(trx: Transaction<DB>, source: string, slipIds: readonly number[], day: string): Promise<number> {
  const result = await sql`
    with b as (
      select x.site_id, x.member_id, x.stake, g.rate_group, count(*) as slips
      from bets x join (values ${rateGroups}) as g(product, rate_group) on g.product = x.game_group
      where x.id = any(${[...slipIds]}::bigint[]) and x.status in ('WIN', 'LOSE', 'TIE')
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
    select ${source}, partner_id, site_id, rate_group, ${day}::date, sum(base), sum(amount), sum(slips)
    from owed where amount > 0
    group by site_id, partner_id, rate_group
    on conflict (source, partner_id, game_group) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
