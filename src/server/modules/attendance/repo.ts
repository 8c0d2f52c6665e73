import { sql, type Kysely, type Transaction } from 'kysely';
import { CASH_STATUS } from '../../../shared/api/cash';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const columns = ['id', 'streak', 'point', 'bonus', 'spins', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')] as const;

export const checksBetween = (db: Db, memberId: number, from: string, to: string) =>
  db
    .selectFrom('attendance_checks')
    .select(columns)
    .where('member_id', '=', memberId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();

export const checkOn = (db: Db, memberId: number, day: string) =>
  db
    .selectFrom('attendance_checks')
    .select(columns)
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .executeTakeFirst();

/** The day's check-in, or null when the member already has one (the unique key decides, also between concurrent calls). */
export async function insertCheck(
  trx: Transaction<DB>,
  c: { siteId: string; memberId: number; day: string; streak: number; point: number; bonus: number; spins: number },
) {
  const row = await trx
    .insertInto('attendance_checks')
    .values({
      site_id: c.siteId,
      member_id: c.memberId,
      day: c.day,
      streak: c.streak,
      point: c.point,
      bonus: c.bonus,
      spins: c.spins,
    })
    .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export const setCheckTxn = (trx: Transaction<DB>, id: number, txnId: number) =>
  trx.updateTable('attendance_checks').set({ txn_id: txnId }).where('id', '=', id).execute();

/** Approved deposits of the member in [from, to). */
export async function depositsBetween(db: Db, memberId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('cash_requests')
    .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('total'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'in')
    .where('status', '=', CASH_STATUS.done)
    .where('processed_at', '>=', from)
    .where('processed_at', '<', to)
    .executeTakeFirstOrThrow();
  return row.total;
}
