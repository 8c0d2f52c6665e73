import type {
  DailyReportRecord,
  MoneyTotals,
  PartnerSummaryRecord,
  PointReportRecord,
  ReportFilter,
  SummaryFilter,
  TransferReportRecord,
} from '../../../shared/api/office/reports';
import type { ReportQuery } from '../../../shared/reports/gridQuery';
import { toWon } from '../../../shared/money';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { daySpan, filterRange, iso } from '../../http/officeDates';
import { findMemberInScope } from '../members/repo';
import type { Scope } from '../../http/officeScope';
import { lowerPartners, pointBase, pointReportSpec, transferBase, transferReportSpec } from './listsRepo';
import { commissionPaid, dailyTotals, partnerTotals, subtreeSizes, type TotalsRow } from './totalsRepo';
import { gridSource, memoryReport, type GridSource } from '../../http/grid/gridReport';
import { memoryRows } from '../../http/grid/memoryReport';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

const EMPTY: TotalsRow = { key: '', deposits: 0, withdrawals: 0, bets: 0, wins: 0, new_members: 0 };

const toMoneyTotals = (r: TotalsRow): MoneyTotals => ({
  deposits: r.deposits,
  withdrawals: r.withdrawals,
  bets: r.bets,
  wins: r.wins,
  net: r.deposits - r.withdrawals,
  betNet: r.bets - r.wins,
});

/**
 * §2 reports over a scope (a partner's subtree, or the whole site for staff), each a grid: a page
 * with its totals, or the whole filtered result as CSV, from one source (./grid/gridReport.ts).
 * Reports read the replica when one is configured (DESIGN: read replicas for reports; §9 report
 * data may lag).
 */

/** Pay, recover and give transfers with either side in the scope. */
export const transferSource = (
  deps: Deps,
  scope: Scope,
  filter: ReportFilter,
): GridSource<unknown, TransferReportRecord> =>
  gridSource(
    transferReportSpec,
    transferBase(deps.database.reader, scope, { ...filter, ...filterRange(deps, filter) }),
    (rows) =>
      rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        fromMemId: r.from_mem_id,
        toMemId: r.to_mem_id,
        amount: toWon(r.amount),
        memo: r.memo,
        createdAt: iso(r.created_at)!,
      })),
  ) as GridSource<unknown, TransferReportRecord>;

/** Point ledger lines: accruals, conversions, grants. */
export const pointSource = (deps: Deps, scope: Scope, filter: ReportFilter): GridSource<unknown, PointReportRecord> =>
  gridSource(
    pointReportSpec,
    pointBase(deps.database.reader, scope, { ...filter, ...filterRange(deps, filter) }),
    (rows) =>
      rows.map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        memId: r.mem_id,
        kind: r.kind,
        amount: toWon(r.amount),
        balanceAfter: r.balance_after === null ? null : toWon(r.balance_after),
        memo: r.memo,
        createdAt: iso(r.created_at)!,
      })),
  ) as GridSource<unknown, PointReportRecord>;

/** Every site day of the period (zeros included), filtered and sorted as the grid asks (default newest first). */
async function dailyRows(
  deps: Deps,
  scope: Scope,
  filter: SummaryFilter,
  query: ReportQuery,
): Promise<DailyReportRecord[]> {
  const span = daySpan(deps, filter);
  const rows = new Map(
    (await dailyTotals(deps.database.reader, scope, deps.config.SITE_TZ_OFFSET_MINUTES, span.from, span.to)).map(
      (r) => [r.key, r],
    ),
  );
  const all = span.days.map((day) => {
    const r = rows.get(day) ?? EMPTY;
    return { id: day, day, ...toMoneyTotals(r), newMembers: r.new_members };
  });
  return memoryRows('daily', all, query, deps.config.SITE_TZ_OFFSET_MINUTES, 'day');
}

/**
 * One row per partner directly below `parentId` (default: the caller; for staff the top partners),
 * each with its whole subtree's money over the period and the commission it was paid.
 */
async function summaryRows(
  deps: Deps,
  scope: Scope,
  filter: SummaryFilter,
  query: ReportQuery,
): Promise<PartnerSummaryRecord[]> {
  const db = deps.database.reader;
  const span = daySpan(deps, filter);
  const parentId = filter.parentId ?? scope.self;
  if (
    filter.parentId !== undefined &&
    filter.parentId !== scope.self &&
    !(await findMemberInScope(db, scope, filter.parentId))
  )
    throw new AppError(ResultCode.NotFound);
  const rows = await lowerPartners(db, scope, parentId);
  const ids = rows.map((r) => r.id);
  const [totals, paid, counts] = await Promise.all([
    partnerTotals(db, scope.siteId, deps.config.SITE_TZ_OFFSET_MINUTES, rows, span.from, span.to).then(
      (t) => new Map(t.map((row) => [row.key, row])),
    ),
    commissionPaid(db, ids, span.days[0]!, span.days.at(-1)!),
    subtreeSizes(db, ids),
  ]);
  const commission = (id: number, kind: string) =>
    Number(paid.find((p) => Number(p.partner_id) === id && p.kind === kind)?.amount ?? 0);
  const all = rows.map((r) => ({
    id: r.id,
    memId: r.mem_id,
    memNick: r.mem_nick,
    tier: r.tier as PartnerSummaryRecord['tier'],
    ...toMoneyTotals(totals.get(String(r.id)) ?? EMPTY),
    members: Number(counts.find((c) => c.id === r.id)?.n ?? 0),
    rolling: commission(r.id, 'rolling'),
    losing: commission(r.id, 'losing'),
  }));
  return memoryRows('summary', all, query, deps.config.SITE_TZ_OFFSET_MINUTES, 'net');
}

export const { page: dailyReport, csv: dailyCsv } = memoryReport('daily', dailyRows);
export const { page: partnerSummary, csv: partnerSummaryCsv } = memoryReport('summary', summaryRows);
