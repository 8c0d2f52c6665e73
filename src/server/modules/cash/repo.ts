import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { InstantRange } from '../../../shared/dates';
import { CASH_STATUS, type CashKind } from '../../../shared/api/cash';
import type { CashRequestsTable } from './tables';
import { UNPLAYED_STATUSES } from '../../../shared/bets/slip';

type Db = Kysely<DB> | Transaction<DB>;
export type CashRequestRow = Selectable<CashRequestsTable>;

/** Serialises one member's cash requests: the re-apply waits and the rolling check see settled data. */
export async function lockMemberCash(trx: Transaction<DB>, memberId: number): Promise<void> {
  await trx
    .selectFrom('accounts')
    .select('id')
    .where('member_id', '=', memberId)
    .where('asset', '=', 'cash')
    .forUpdate()
    .execute();
}

export const lastRequest = (db: Db, memberId: number, kind: CashKind) =>
  db
    .selectFrom('cash_requests')
    .select(['id', 'status', 'created_at'])
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertRequest = (
  trx: Transaction<DB>,
  row: Pick<
    CashRequestRow,
    'site_id' | 'member_id' | 'kind' | 'amount' | 'bonus_yn' | 'depositor' | 'refund_account' | 'created_at'
  > &
    Partial<Pick<CashRequestRow, 'bank_name' | 'account_no' | 'bonus_program_id'>>,
) =>
  trx
    .insertInto('cash_requests')
    .values({ ...row, hold_txn_id: null, done_txn_id: null, staff_id: null, processed_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The request row locked: two staff approving at once process it once. */
export function lockRequest(trx: Transaction<DB>, siteId: string, id: number, kind?: CashKind) {
  let q = trx.selectFrom('cash_requests').selectAll().where('site_id', '=', siteId).where('id', '=', id);
  if (kind) q = q.where('kind', '=', kind);
  return q.forUpdate().executeTakeFirst();
}

export const updateRequest = (
  trx: Transaction<DB>,
  id: number,
  set: Partial<
    Pick<CashRequestRow, 'status' | 'memo' | 'hold_txn_id' | 'done_txn_id' | 'staff_id' | 'processed_at' | 'hidden'>
  >,
) => trx.updateTable('cash_requests').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export async function memberRequests(
  db: Db,
  memberId: number,
  kind: CashKind | undefined,
  range: InstantRange,
  page: { limit: number; offset: number },
) {
  let q = db.selectFrom('cash_requests').where('member_id', '=', memberId).where('hidden', '=', false);
  if (kind) q = q.where('kind', '=', kind);
  if (range.from) q = q.where('created_at', '>=', range.from);
  if (range.to) q = q.where('created_at', '<=', range.to);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Where a rolling window ends: now (the member asking), or at a withdrawal request (the cashier checking it). */
export interface RollingPoint {
  memberId: number;
  /** The request the window closes; the previous withdrawal is the last one before it. */
  request?: { id: number; createdAt: Date };
}

export interface RollingFigures {
  since: Date | null;
  /** The previous withdrawal's hold transaction: the ledger's side of `since` (the risk rules' bonus window). */
  sinceTxnId: number | null;
  deposits: number;
  stakes: number;
}

/**
 * §4 rolling, set-based: for each point, deposits credited and stakes placed (unplayed bets left
 * out) since the last withdrawal that was not cancelled, up to the point. One statement for a
 * member's own check and for a page of the withdrawal queue.
 */
export async function rollingFigures(db: Db, points: readonly RollingPoint[]): Promise<RollingFigures[]> {
  if (!points.length) return [];
  const members = points.map((p) => p.memberId);
  const before = points.map((p) => p.request?.id ?? Number.MAX_SAFE_INTEGER);
  const until = points.map((p) => p.request?.createdAt.toISOString() ?? 'infinity');
  const { rows } = await sql<{
    i: string;
    since: Date | null;
    since_txn: string | null;
    deposits: string;
    stakes: string;
  }>`
    select w.i, l.since, l.since_txn, coalesce(d.total, 0) as deposits, coalesce(s.total, 0) as stakes
    from unnest(${members}::bigint[], ${before}::bigint[], ${until}::timestamptz[]) with ordinality
      as w(member_id, before_id, until, i)
    left join lateral (
      select p.created_at as since, p.hold_txn_id as since_txn from cash_requests p
      where p.member_id = w.member_id and p.kind = 'out' and p.status <> ${CASH_STATUS.cancel} and p.id < w.before_id
      order by p.id desc limit 1) l on true
    left join lateral (
      select sum(x.amount) as total from cash_requests x
      where x.member_id = w.member_id and x.kind = 'in' and x.status = ${CASH_STATUS.done}
        and (l.since is null or x.processed_at > l.since) and x.processed_at <= w.until) d on true
    left join lateral (
      select sum(b.stake) as total from bets b
      where b.member_id = w.member_id and b.status <> all(${UNPLAYED_STATUSES}::text[])
        and (l.since is null or b.created_at > l.since) and b.created_at <= w.until) s on true
    order by w.i`.execute(db);
  return rows.map((r) => ({
    since: r.since ? new Date(r.since) : null,
    sinceTxnId: r.since_txn === null ? null : Number(r.since_txn),
    deposits: Number(r.deposits),
    stakes: Number(r.stakes),
  }));
}

/** §4 balance poll in one statement: cash and point balances and the stakes still open (index 0205). */
export interface PollAmounts {
  cash: number;
  point: number;
  betAmt: number;
}

/** The §4 poll's figures of many members in one statement (bets_member_open_idx finds open stakes). */
export async function pollAmountsOf(db: Db, memberIds: readonly number[]): Promise<Map<number, PollAmounts>> {
  const { rows } = await sql<{ id: number; cash: number; point: number; bet_amt: number }>`
    select m.id, coalesce(a.cash, 0)::bigint as cash, coalesce(a.point, 0)::bigint as point, coalesce(b.bet_amt, 0)::bigint as bet_amt
    from unnest(${[...memberIds]}::bigint[]) as m(id)
    left join lateral (select sum(balance) filter (where asset = 'cash') as cash, sum(balance) filter (where asset = 'point') as point
                       from accounts where member_id = m.id) a on true
    left join lateral (select sum(stake) as bet_amt from bets where member_id = m.id and status = 'BET') b on true`.execute(
    db,
  );
  return new Map(rows.map((r) => [Number(r.id), { cash: r.cash, point: r.point, betAmt: r.bet_amt }]));
}

export interface StaffListFilter {
  kind: CashKind;
  status?: number;
  memId?: string;
  range: InstantRange;
}

const staffQuery = (db: Db, siteId: string, f: StaffListFilter) => {
  let q = db
    .selectFrom('cash_requests as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .where('c.site_id', '=', siteId)
    .where('c.kind', '=', f.kind);
  if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  if (f.memId) q = q.where('m.mem_id', '=', f.memId);
  if (f.range.from) q = q.where('c.created_at', '>=', f.range.from);
  if (f.range.to) q = q.where('c.created_at', '<=', f.range.to);
  return q;
};

/** A member's cash balance as a column of a query over `members as <alias>`. */
export const memberCash = (alias: string) =>
  sql<string>`(select coalesce(sum(a.balance), 0) from accounts a where a.member_id = ${sql.ref(`${alias}.id`)} and a.asset = 'cash')`;

const staffColumns = [
  'c.id',
  'c.kind',
  'c.member_id',
  'm.mem_id',
  'm.mem_nick',
  'c.amount',
  'c.bonus_yn',
  sql<string | null>`(select p.name from bonus_programs p where p.id = c.bonus_program_id)`.as('bonus_program'),
  'c.depositor',
  'c.refund_account',
  'c.bank_name',
  'c.account_no',
  'c.hold_txn_id',
  'm.level',
  memberCash('m').as('cash'),
  'c.status',
  'c.memo',
  'c.staff_id',
  'c.created_at',
  'c.processed_at',
] as const;

export async function staffRequests(
  db: Db,
  siteId: string,
  f: StaffListFilter,
  sort: { column: string; direction: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    staffQuery(db, siteId, f)
      .select(staffColumns)
      .orderBy(sql.ref(sort.column), sort.direction)
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    staffQuery(db, siteId, f)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const staffRequest = (db: Db, siteId: string, kind: CashKind, id: number) =>
  staffQuery(db, siteId, { kind, range: {} }).select(staffColumns).where('c.id', '=', id).executeTakeFirst();
export type StaffRequestRow = NonNullable<Awaited<ReturnType<typeof staffRequest>>>;
