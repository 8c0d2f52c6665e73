import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { InstantRange } from '../../../shared/dates';
import { subtreePattern } from '../../http/officeAccess';

export interface HistoryScope {
  siteId: string;
  /** A partner's path: only its subtree (itself included). */
  subtreePath?: string;
  memId?: string;
  kind?: string;
  asset?: 'cash' | 'point';
  range: InstantRange;
}

const scoped = (db: Kysely<DB>, s: HistoryScope) => {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('m.site_id', '=', s.siteId);
  if (s.subtreePath) q = q.where('m.path', 'like', subtreePattern(s.subtreePath));
  if (s.memId) q = q.where('m.mem_id', '=', s.memId);
  if (s.kind) q = q.where('t.kind', '=', s.kind);
  if (s.asset) q = q.where('a.asset', '=', s.asset);
  if (s.range.from) q = q.where('e.created_at', '>=', s.range.from);
  if (s.range.to) q = q.where('e.created_at', '<=', s.range.to);
  return q;
};

/** Entries of member and partner accounts (system accounts have no owner to show). */
export async function memberEntries(db: Kysely<DB>, s: HistoryScope, sort: { column: string; direction: 'asc' | 'desc' }, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    scoped(db, s)
      .select(['e.id', 'e.transaction_id', 'm.mem_id', 'm.mem_nick', 'a.asset', 't.kind', 'e.amount', 'e.balance_after', 't.memo', 'e.created_at'])
      .orderBy(sql.ref(sort.column), sort.direction)
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    scoped(db, s).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
