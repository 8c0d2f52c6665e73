import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { InstantRange } from '../../../shared/dates';
import type { PointKind } from '../../../shared/api/points';

type Db = Kysely<DB> | Transaction<DB>;

/** The deposit point rates of the member's level (§3 percent and bonus percent, in basis points). */
export const levelRates = (db: Db, memberId: number) =>
  db
    .selectFrom('members as m')
    .innerJoin('levels as l', (j) => j.onRef('l.site_id', '=', 'm.site_id').onRef('l.level', '=', 'm.level'))
    .select(['l.point_bp', 'l.point_bonus_bp'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();

/** The member's point movements, straight from the ledger entries of its point account. */
export async function pointEntries(
  db: Db,
  memberId: number,
  kind: PointKind | undefined,
  range: InstantRange,
  page: { limit: number; offset: number },
) {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.member_id', '=', memberId)
    .where('a.asset', '=', 'point');
  if (kind === 'accrual') q = q.where('e.amount', '>', 0);
  if (kind === 'change') q = q.where('e.amount', '<', 0);
  if (range.from) q = q.where('e.created_at', '>=', range.from);
  if (range.to) q = q.where('e.created_at', '<=', range.to);
  const [rows, count] = await Promise.all([
    q
      .select(['e.id', 'e.amount', 'e.balance_after', 'e.created_at', 't.kind', 't.meta'])
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The id the next conversion row takes, drawn first so the ledger key can name it. */
export async function reserveConversionId(trx: Transaction<DB>): Promise<number> {
  const { rows } = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('point_conversions', 'id')) as id`.execute(trx);
  return Number(rows[0]!.id);
}

export const insertConversion = (
  trx: Transaction<DB>,
  row: { id: number; site_id: string; member_id: number; amount: number; txn_id: number },
) => trx.insertInto('point_conversions').values(row).execute();
