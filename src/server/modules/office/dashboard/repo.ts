import { sql, type Kysely } from 'kysely';
import { CASH_STATUS } from '../../../../shared/api/cash';
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

/** Cash requests staff still have to decide (applied or put on wait), by kind. */
export async function waitingCashRequests(db: Kysely<DB>, siteId: string): Promise<{ deposits: number; withdrawals: number }> {
  const rows = await db
    .selectFrom('cash_requests')
    .select(['kind', sql<string>`count(*)`.as('n')])
    .where('site_id', '=', siteId)
    .where('status', 'in', [CASH_STATUS.apply, CASH_STATUS.wait])
    .groupBy('kind')
    .execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { deposits: of('in'), withdrawals: of('out') };
}
