import { sql, type Transaction } from 'kysely';
import { RATE_GROUP_OF } from '../../../shared/bets/productGroups';
import type { DB } from '../../db/schema';

/** (product group, rate group) pairs for SQL: the rate group a product's stakes count under. */
const rateGroups = sql.join(Object.entries(RATE_GROUP_OF).map(([product, rate]) => sql`(${product}, ${rate})`));

/**
 * Rolling commission of settled slips (WIN, LOSE, TIE), set-based: for every partner on the
 * bettor's path, floor(stake × (own rolling bp − the next one down's rolling bp) / 10000), from
 * member_rates of the rate group the slip's product counts under. The bettor's own rate (usually
 * none) is the bottom of the chain. One row per (slip, partner): a re-run inserts nothing.
 */
export async function insertRollingAccruals(trx: Transaction<DB>, slipIds: readonly number[], day: string): Promise<number> {
  const result = await sql`
    with b as (
      select x.id, x.site_id, x.member_id, x.stake, g.rate_group
      from bets x join (values ${rateGroups}) as g(product, rate_group) on g.product = x.game_group
      where x.id = any(${[...slipIds]}::bigint[]) and x.status in ('WIN', 'LOSE', 'TIE')
    ), chain as (
      select b.id as bet_id, b.site_id, b.stake, b.rate_group, p.ids[i] as partner_id, p.ids[i + 1] as child_id
      from b
      join members m on m.id = b.member_id
      cross join lateral (select string_to_array(trim(both '/' from m.path), '/')::bigint[] as ids) p
      cross join lateral generate_series(1, coalesce(array_length(p.ids, 1), 0) - 1) as i
    ), owed as (
      select c.bet_id, c.partner_id, c.site_id, c.rate_group,
        (c.stake * (coalesce(rp.rolling_bp, 0) - coalesce(rc.rolling_bp, 0))) / 10000 as amount
      from chain c
      join members pm on pm.id = c.partner_id and pm.tier <> 'NORMAL'
      left join member_rates rp on rp.member_id = c.partner_id and rp.game_group = c.rate_group
      left join member_rates rc on rc.member_id = c.child_id and rc.game_group = c.rate_group
    )
    insert into rolling_accruals (bet_id, partner_id, site_id, game_group, day, amount)
    select bet_id, partner_id, site_id, rate_group, ${day}::date, amount from owed where amount > 0
    on conflict (bet_id, partner_id) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
