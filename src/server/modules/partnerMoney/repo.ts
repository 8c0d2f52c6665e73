import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { InstantRange } from '../../../shared/dates';
import type { TransferDirection, TransferKind } from '../../../shared/api/partnerMoney';
import { subtreePattern } from '../../http/officeAccess';

type Db = Kysely<DB> | Transaction<DB>;

/** §6: a user strictly below the caller in the partner tree, or nothing. */
export const findLowerMember = (db: Db, siteId: string, caller: { id: number; path: string }, memId: string) =>
  db
    .selectFrom('members')
    .select(['id', 'mem_id', 'status'])
    .where('site_id', '=', siteId)
    .where('mem_id', '=', memId)
    .where('path', 'like', subtreePattern(caller.path))
    .where('id', '<>', caller.id)
    .executeTakeFirst();

/** The id the next transfer row takes, drawn first so the ledger key can name it. */
export async function reserveTransferId(trx: Transaction<DB>): Promise<number> {
  const { rows } = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('money_transfers', 'id')) as id`.execute(trx);
  return Number(rows[0]!.id);
}

export const insertTransfer = (
  trx: Transaction<DB>,
  row: {
    id: number;
    site_id: string;
    kind: TransferKind;
    actor_id: number;
    from_member_id: number;
    to_member_id: number;
    amount: number;
    memo: string;
    txn_id: number;
    created_at: Date;
  },
) => trx.insertInto('money_transfers').values(row).execute();

export interface TransferScope {
  siteId: string;
  /** The caller: `direction` is relative to it. */
  memberId: number;
  /** Partner lists: every transfer touching its subtree; member lists: only its own. */
  subtreePath?: string;
  kind?: TransferKind;
  direction?: TransferDirection;
  memId?: string;
  range: InstantRange;
}

const scoped = (db: Db, s: TransferScope) => {
  let q = db
    .selectFrom('money_transfers as t')
    .innerJoin('members as f', 'f.id', 't.from_member_id')
    .innerJoin('members as r', 'r.id', 't.to_member_id')
    .where('t.site_id', '=', s.siteId);
  const path = s.subtreePath;
  q = path
    ? q.where((eb) => eb.or([eb('f.path', 'like', subtreePattern(path)), eb('r.path', 'like', subtreePattern(path))]))
    : q.where((eb) => eb.or([eb('t.from_member_id', '=', s.memberId), eb('t.to_member_id', '=', s.memberId)]));
  if (s.kind) q = q.where('t.kind', '=', s.kind);
  if (s.direction === 'send') q = q.where('t.from_member_id', '=', s.memberId);
  if (s.direction === 'receive') q = q.where('t.to_member_id', '=', s.memberId);
  if (s.memId) q = q.where((eb) => eb.or([eb('f.mem_id', '=', s.memId!), eb('r.mem_id', '=', s.memId!)]));
  if (s.range.from) q = q.where('t.created_at', '>=', s.range.from);
  if (s.range.to) q = q.where('t.created_at', '<=', s.range.to);
  return q;
};

export async function listTransfers(
  db: Db,
  s: TransferScope,
  sort: { column: string; direction: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    scoped(db, s)
      .select([
        't.id',
        't.kind',
        't.from_member_id',
        't.to_member_id',
        'f.mem_id as from_mem_id',
        'r.mem_id as to_mem_id',
        't.amount',
        't.memo',
        't.created_at',
      ])
      .orderBy(sql.ref(sort.column), sort.direction)
      .orderBy('t.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    scoped(db, s)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type TransferRow = Awaited<ReturnType<typeof listTransfers>>['rows'][number];
