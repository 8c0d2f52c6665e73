import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { InstantRange } from '../../../../shared/dates';
import type { MoneyRequestFilter } from '../../../../shared/api/office/partnerMoneyRequests';
import type { OfficeListQuery } from '../../../../shared/api/office';
import { MONEY_REQUEST_SORT } from '../../../../shared/api/office/partnerMoneyRequests';
import { runPage } from '../../../http/paging';
import type { PartnerMoneyRequestsTable } from '../tables';
import type { Selectable } from 'kysely';

type Db = Kysely<DB> | Transaction<DB>;

/** Whose requests a list or a read may see: a partner's own and its direct children's, or the head office's queue. */
export type RequestScope =
  { siteId: string; partnerId: number; box?: 'mine' | 'toMe' } | { siteId: string; partnerId: null };

const scoped = (db: Db, scope: RequestScope) => {
  let q = db
    .selectFrom('partner_money_requests as r')
    .innerJoin('members as q', 'q.id', 'r.requester_id')
    .leftJoin('members as a', 'a.id', 'r.approver_id')
    .where('r.site_id', '=', scope.siteId);
  const me = scope.partnerId;
  if (me === null) return q.where('r.approver_id', 'is', null);
  const box = 'box' in scope ? scope.box : undefined;
  if (box === 'mine') q = q.where('r.requester_id', '=', me);
  else if (box === 'toMe') q = q.where('r.approver_id', '=', me);
  else q = q.where((eb) => eb.or([eb('r.requester_id', '=', me), eb('r.approver_id', '=', me)]));
  return q;
};

const columns = [
  'r.id',
  'r.requester_id',
  'r.approver_id',
  'r.kind',
  'r.amount',
  'r.memo',
  'r.reply_memo',
  'r.status',
  'r.decided_by',
  'r.created_at',
  'r.decided_at',
  'q.mem_id as requester_mem_id',
  'q.mem_nick as requester_nick',
  'q.tier as requester_tier',
  'a.mem_id as approver_mem_id',
] as const;

export async function listRequests(
  db: Db,
  scope: RequestScope,
  f: Omit<MoneyRequestFilter, 'startDate' | 'endDate'> & { range: InstantRange },
  query: OfficeListQuery,
) {
  let base = scoped(db, scope);
  if (f.status) base = base.where('r.status', '=', f.status);
  if (f.kind) base = base.where('r.kind', '=', f.kind);
  if (f.memId) base = base.where('q.mem_id', '=', f.memId);
  if (f.range.from) base = base.where('r.created_at', '>=', f.range.from);
  if (f.range.to) base = base.where('r.created_at', '<=', f.range.to);
  return runPage(base, (q) => q.select(columns), query, MONEY_REQUEST_SORT, 'r.id', 'r.id');
}

export const findRequest = (db: Db, scope: RequestScope, id: number) =>
  scoped(db, scope).select(columns).where('r.id', '=', id).executeTakeFirst();
export type RequestView = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** The row, locked: two decisions (or a decision and a cancel) on one request queue here, and the second sees the first's status. */
export const lockRequest = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('partner_money_requests')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
export type RequestRow = Selectable<PartnerMoneyRequestsTable>;

export const insertRequest = (
  trx: Transaction<DB>,
  row: {
    site_id: string;
    requester_id: number;
    approver_id: number | null;
    kind: RequestRow['kind'];
    amount: number;
    memo: string;
    created_at: Date;
  },
) => trx.insertInto('partner_money_requests').values(row).returning('id').executeTakeFirstOrThrow();

export const updateRequest = (
  trx: Transaction<DB>,
  id: number,
  set: Partial<Pick<RequestRow, 'status' | 'reply_memo' | 'decided_by' | 'decided_at' | 'txn_id'>>,
) => trx.updateTable('partner_money_requests').set(set).where('id', '=', id).execute();
