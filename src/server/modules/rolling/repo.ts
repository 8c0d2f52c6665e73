import { sql, type Transaction } from 'kysely';
import { RATE_GROUP_OF } from '../../../shared/bets/productGroups';
import type { DB } from '../../db/schema';

/** (product group, rate group) pairs for SQL: the rate group a product's stakes count under. */
export const rateGroups = sql.join(Object.entries(RATE_GROUP_OF).map(([product, rate]) => sql`(${product}, ${rate})`));
/** The same pairs as two arrays, for rolling_accrue (sql/rolling_accrue.sql). */
export const PRODUCTS = Object.keys(RATE_GROUP_OF);
export const RATE_GROUPS = Object.values(RATE_GROUP_OF);

/**
 * Rolling commission of settled slips (WIN, LOSE, TIE), set-based: for every partner on the
 * bettor's path, floor(stake × (own rolling bp − the next one down's rolling bp) / 10000) per slip,
 * from member_rates of the rate group the slip's product counts under; the bettor's own rate
 * (usually none) is the bottom of the chain. Slips of one bettor and stake are counted together
 * (n slips of one stake owe n times one slip's floored share: the same sum, computed once); the
 * chain is worked out once per bettor, not per slip; the shares are added up per partner and rate
 * group into one row of `source`: a second run of the same settlement inserts nothing. The SQL is
 * rolling_accrue (sql/rolling_accrue.sql), planned once per database session.
 */
export async function insertRollingAccruals(
  trx: Transaction<DB>,
  source: string,
  slipIds: readonly number[],
  day: string,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select rolling_accrue(${source}, ${[...slipIds]}::bigint[], ${day}::date, ${PRODUCTS}::text[], ${RATE_GROUPS}::text[]) as n`.execute(
    trx,
  );
  return Number(rows[0]!.n);
}
