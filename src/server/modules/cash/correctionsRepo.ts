import type { Kysely, Transaction } from 'kysely';
import type { CorrectionStatus } from '../../../shared/api/corrections';
import type { DB } from '../../db/schema';
import type { BalanceCorrectionsTable } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

export type NewCorrection = Omit<
  BalanceCorrectionsTable,
  'id' | 'decide_memo' | 'created_at' | 'decided_by' | 'decided_at' | 'txn_id'
> & { created_at: Date };

export const insertCorrection = (trx: Transaction<DB>, row: NewCorrection) =>
  trx.insertInto('balance_corrections').values(row).returningAll().executeTakeFirstOrThrow();

export const lockCorrection = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('balance_corrections')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const decideCorrection = (
  trx: Transaction<DB>,
  id: number,
  set: { status: CorrectionStatus; decided_by: number; decided_at: Date; decide_memo?: string; txn_id?: number | null },
) => trx.updateTable('balance_corrections').set(set).where('id', '=', id).execute();

/** A member of the site by login id, the one a correction names. */
export const siteMember = (db: Db, siteId: string, memId: string) =>
  db
    .selectFrom('members')
    .select(['id', 'mem_id'])
    .where('site_id', '=', siteId)
    .where('mem_id', '=', memId)
    .executeTakeFirst();

export interface CorrectionListFilter {
  status?: CorrectionStatus;
  memId?: string;
  id?: number;
}

/** Corrections with the member's login and nickname and the two staff members' logins. */
const correctionQuery = (db: Db, siteId: string, f: CorrectionListFilter) => {
  let q = db
    .selectFrom('balance_corrections as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .innerJoin('staff as r', 'r.id', 'c.requested_by')
    .leftJoin('staff as d', 'd.id', 'c.decided_by')
    .where('c.site_id', '=', siteId);
  if (f.status) q = q.where('c.status', '=', f.status);
  if (f.memId) q = q.where('m.mem_id', '=', f.memId);
  if (f.id !== undefined) q = q.where('c.id', '=', f.id);
  return q;
};

const COLUMNS = [
  'c.id',
  'c.asset',
  'c.direction',
  'c.amount',
  'c.reason',
  'c.memo',
  'c.status',
  'c.four_eyes',
  'c.decide_memo',
  'c.txn_id',
  'c.created_at',
  'c.decided_at',
  'm.mem_id',
  'm.mem_nick',
  'r.staff_id as requested_by',
  'd.staff_id as decided_by',
] as const;

/** One page of corrections and the total of the filter. */
export async function readCorrections(
  db: Db,
  siteId: string,
  f: CorrectionListFilter,
  order: { column: string; direction: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const base = correctionQuery(db, siteId, f);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy(order.column as 'c.id', order.direction)
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type CorrectionView = Awaited<ReturnType<typeof readCorrections>>['rows'][number];
