import type { Kysely, Transaction, Updateable } from 'kysely';
import type { BankNoticeStatus } from '../../../shared/api/bankNotices';
import { CASH_STATUS } from '../../../shared/api/cash';
import type { DB } from '../../db/schema';
import type { BankNoticesTable } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

export type NewNotice = Pick<
  BankNoticesTable,
  'site_id' | 'source' | 'bank_ref' | 'depositor' | 'amount' | 'paid_at' | 'signature' | 'status'
>;

/** The notice, or undefined when its bank reference or signature was already received (a replay). */
export const insertNotice = (trx: Transaction<DB>, row: NewNotice) =>
  trx
    .insertInto('bank_notices')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();

export const lockNotice = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('bank_notices')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const updateNotice = (
  trx: Transaction<DB>,
  id: number,
  set: Pick<
    Updateable<BankNoticesTable>,
    'status' | 'reason' | 'cash_request_id' | 'decided_by' | 'memo' | 'decided_at'
  >,
) => trx.updateTable('bank_notices').set(set).where('id', '=', id).execute();

/** Bank references of the site already received, of those given. */
export async function knownRefs(db: Db, siteId: string, refs: readonly string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .selectFrom('bank_notices')
    .select('bank_ref')
    .where('site_id', '=', siteId)
    .where('bank_ref', 'in', [...refs])
    .execute();
  return new Set(rows.map((r) => r.bank_ref));
}

/** Waiting deposit requests of the site for exactly this amount, asked between `from` and `to`. */
export const openDepositsFor = (db: Db, siteId: string, amount: number, from: Date, to: Date) =>
  db
    .selectFrom('cash_requests as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.depositor', 'c.amount', 'c.created_at', 'm.mem_id', 'm.mem_nick'])
    .where('c.site_id', '=', siteId)
    .where('c.kind', '=', 'in')
    .where('c.status', 'in', [CASH_STATUS.apply, CASH_STATUS.wait])
    .where('c.amount', '=', amount)
    .where('c.created_at', '>=', from)
    .where('c.created_at', '<=', to)
    .orderBy('c.id')
    .execute();

/** Waiting notices of the site for exactly this amount, paid between `from` and `to`, oldest first. */
export const waitingNoticesFor = (db: Db, siteId: string, amount: number, from: Date, to: Date) =>
  db
    .selectFrom('bank_notices')
    .select(['id', 'depositor'])
    .where('site_id', '=', siteId)
    .where('status', '=', 'waiting')
    .where('amount', '=', amount)
    .where('paid_at', '>=', from)
    .where('paid_at', '<=', to)
    .orderBy('id')
    .execute();

const noticeQuery = (db: Db, siteId: string, f: { status?: BankNoticeStatus; id?: number }) => {
  let q = db
    .selectFrom('bank_notices as n')
    .leftJoin('staff as s', 's.id', 'n.decided_by')
    .where('n.site_id', '=', siteId);
  if (f.status) q = q.where('n.status', '=', f.status);
  if (f.id !== undefined) q = q.where('n.id', '=', f.id);
  return q;
};

export async function readNotices(
  db: Db,
  siteId: string,
  f: { status?: BankNoticeStatus; id?: number },
  order: { column: string; direction: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const base = noticeQuery(db, siteId, f);
  const [rows, count] = await Promise.all([
    base
      .selectAll('n')
      .select('s.staff_id as decided_by_login')
      .orderBy(order.column as 'n.id', order.direction)
      .orderBy('n.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type NoticeView = Awaited<ReturnType<typeof readNotices>>['rows'][number];

export const hookSecret = (db: Db, siteId: string) =>
  db.selectFrom('bank_hook_secrets').select('secret').where('site_id', '=', siteId).executeTakeFirst();

export const storeHookSecret = (trx: Transaction<DB>, siteId: string, secret: string, at: Date) =>
  trx
    .insertInto('bank_hook_secrets')
    .values({ site_id: siteId, secret, created_at: at })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ secret, created_at: at }))
    .execute();
