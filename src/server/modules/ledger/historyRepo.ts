import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { InstantRange } from '../../../shared/dates';
import { subtreePattern } from '../../http/officeAccess';
import { asQuery, defineReport } from '../../http/grid/reportQuery';

export interface HistoryScope {
  siteId: string;
  /** A partner's path: only its subtree (itself included). */
  subtreePath?: string;
  memId?: string;
  kind?: string;
  asset?: 'cash' | 'point';
  range: InstantRange;
}

const entriesFrom = (db: Kysely<DB>) =>
  db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id');

/** Money history as a report grid: entries of member and partner accounts (system accounts have no owner to show). */
export const ledgerReportSpec = defineReport({
  report: 'ledger',
  sql: {
    id: { sql: 'e.id' },
    transactionId: { sql: 'e.transaction_id' },
    memId: { sql: 'm.mem_id' },
    memNick: { sql: 'm.mem_nick' },
    asset: { sql: 'a.asset' },
    kind: { sql: 't.kind' },
    amount: { sql: 'e.amount' },
    createdAt: { sql: 'e.created_at' },
  },
  tiebreak: 'e.id',
  fallbackSort: 'id',
  select: (q: ReturnType<typeof entriesFrom>) =>
    q.select([
      'e.id',
      'e.transaction_id',
      'm.mem_id',
      'm.mem_nick',
      'a.asset',
      't.kind',
      'e.amount',
      'e.balance_after',
      't.memo',
      'e.created_at',
    ]),
});

export function memberEntries(db: Kysely<DB>, s: HistoryScope) {
  let q = entriesFrom(db).where('m.site_id', '=', s.siteId);
  if (s.subtreePath) q = q.where('m.path', 'like', subtreePattern(s.subtreePath));
  if (s.memId) q = q.where('m.mem_id', '=', s.memId);
  if (s.kind) q = q.where('t.kind', '=', s.kind);
  if (s.asset) q = q.where('a.asset', '=', s.asset);
  if (s.range.from) q = q.where('e.created_at', '>=', s.range.from);
  if (s.range.to) q = q.where('e.created_at', '<=', s.range.to);
  return asQuery(q);
}
