import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** The games with the most slips of a site since `from` (bets_site_created_id_idx), ties by players then code. */
export async function mostPlayedSince(db: Kysely<DB>, siteId: string, from: Date, limit: number) {
  return db
    .selectFrom('bets')
    .select(['game_group', 'vendor_code', 'game_code'])
    .select((eb) => [
      eb.fn.max('game_name').as('game_name'),
      sql<number>`count(*)::int`.as('plays'),
      sql<number>`count(distinct member_id)::int`.as('players'),
    ])
    .where('site_id', '=', siteId)
    .where('created_at', '>=', from)
    .groupBy(['game_group', 'vendor_code', 'game_code'])
    .orderBy('plays', 'desc')
    .orderBy('players', 'desc')
    .orderBy('game_code')
    .limit(limit)
    .execute();
}
