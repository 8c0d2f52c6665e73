import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** Members with a live session at `now`. */
export async function onlineMembers(db: Kysely<DB>, siteId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<string>`count(distinct member_id)`.as('n'))
    .where('site_id', '=', siteId)
    .where('member_id', 'is not', null)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
