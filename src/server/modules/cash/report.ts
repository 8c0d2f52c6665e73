import type { Kysely } from 'kysely';
import type { InstantRange } from '../../../shared/dates';
import type { CashReportRecord, ReportFilter } from '../../../shared/api/office/reports';
import { toWon } from '../../../shared/money';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import { gridSource, type GridSource } from '../../http/grid/gridReport';
import { asQuery, defineReport } from '../../http/grid/reportQuery';
import { filterRange, iso } from '../../http/officeDates';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';
import { readOptions } from '../site/options/service';
import { memberCash, rollingLeftOf } from './cashierFacts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/**
 * Deposit and withdrawal requests as a report grid (docs/domains/reports.md): the cash reports of
 * partners and staff, and the export of the staff cash queues, read through this one source.
 */
interface CashReportFilter extends InstantRange {
  memId?: string;
  status?: number;
}

/** Deposit (`in`) or withdrawal (`out`) requests with their member. */
const cashFrom = (db: Kysely<DB>) =>
  db.selectFrom('cash_requests as x').innerJoin('members as m', 'm.id', 'x.member_id');

const cashReportSpec = (kind: 'in' | 'out') =>
  defineReport({
    report: kind === 'in' ? 'deposits' : 'withdrawals',
    sql: {
      id: { sql: 'x.id' },
      memId: { sql: 'm.mem_id' },
      memNick: { sql: 'm.mem_nick' },
      amount: { sql: 'x.amount' },
      bonusYn: { sql: 'x.bonus_yn' },
      depositorName: { sql: 'x.depositor' },
      bankName: { sql: 'x.bank_name' },
      accountNo: { sql: 'x.account_no' },
      level: { sql: 'm.level' },
      status: { sql: 'x.status' },
      createdAt: { sql: 'x.created_at' },
      processedAt: { sql: 'x.processed_at', nullableTime: true },
    },
    tiebreak: 'x.id',
    fallbackSort: 'createdAt',
    select: (q: ReturnType<typeof cashFrom>) =>
      q.selectAll('x').select(['m.mem_id', 'm.mem_nick', 'm.level', memberCash('m').as('cash')]),
  });

/** Deposit (`in`) or withdrawal (`out`) requests of members in the scope (a partner's own included). */
function cashRequestBase(db: Kysely<DB>, scope: Scope, kind: 'in' | 'out', f: CashReportFilter) {
  let q = cashFrom(db)
    .where('x.site_id', '=', scope.siteId)
    .where('x.kind', '=', kind)
    .where(inScope(scope, 'm', true));
  if (f.memId) q = q.where('m.mem_id', 'like', prefixPattern(f.memId));
  if (f.status !== undefined) q = q.where('x.status', '=', f.status);
  if (f.from) q = q.where('x.created_at', '>=', f.from);
  if (f.to) q = q.where('x.created_at', '<=', f.to);
  return asQuery(q);
}

/** Deposit (`in`) or withdrawal (`out`) requests. */
export const cashSource = (
  deps: Deps,
  scope: Scope,
  kind: 'in' | 'out',
  filter: ReportFilter,
): GridSource<unknown, CashReportRecord> =>
  gridSource(
    cashReportSpec(kind),
    cashRequestBase(deps.database.reader, scope, kind, { ...filter, ...filterRange(deps, filter) }),
    async (rows) => {
      const db = deps.database.reader;
      const left = await rollingLeftOf(db, await readOptions({ db }, scope.siteId), rows);
      return rows.map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        memId: r.mem_id,
        memNick: r.mem_nick,
        amount: toWon(r.amount),
        bonusYn: r.bonus_yn === 'Y' ? ('Y' as const) : ('N' as const),
        status: r.status,
        depositorName: r.depositor,
        bankName: r.bank_name,
        accountNo: r.account_no,
        level: r.level,
        cash: toWon(r.cash),
        rollingLeft: left.get(Number(r.id)) ?? null,
        memo: r.memo,
        createdAt: iso(r.created_at)!,
        processedAt: iso(r.processed_at),
      }));
    },
  ) as GridSource<unknown, CashReportRecord>;
