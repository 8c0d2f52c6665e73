import type { BonusCostFilter, BonusCostRecord } from '../../../shared/api/office/bonusCost';
import type { BonusKind } from '../../../shared/bonuses/terms';
import type { ReportQuery } from '../../../shared/reports/gridQuery';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { memoryReport } from '../../http/grid/gridReport';
import { memoryRows } from '../../http/grid/memoryReport';
import { daySpan } from '../../http/officeDates';
import type { Scope } from '../../http/officeScope';
import { costRows, memberBelow } from './costReportRepo';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/**
 * The partner whose branches the rows are: the one asked for, which must lie in the caller's scope
 * (E007 otherwise: a partner never learns of another's subtree), else the caller itself, or for
 * staff the whole site.
 */
async function parentOf(deps: Deps, scope: Scope, parentId: number | undefined) {
  const db = deps.database.reader;
  if (parentId === undefined || parentId === scope.self) {
    if (scope.self === null || scope.path === null) return { id: null, path: '/' };
    return { id: scope.self, path: scope.path };
  }
  const parent = await memberBelow(db, scope, parentId);
  if (!parent) throw new AppError(ResultCode.NotFound);
  return { id: parent.id, path: parent.path };
}

/**
 * The bonus cost report (docs/domains/bonuses.md#the-cost-report): a row per site day, program,
 * branch and asset over the period (default the last 7 site days), worked out and then filtered,
 * sorted, summed (cash and points apart) and exported as the grid asks. Reads the replica.
 */
async function allRows(
  deps: Deps,
  scope: Scope,
  filter: BonusCostFilter,
  query: ReportQuery,
): Promise<BonusCostRecord[]> {
  const span = daySpan(deps, filter);
  const parent = await parentOf(deps, scope, filter.parentId);
  const rows = await costRows(deps.database.reader, {
    siteId: scope.siteId,
    parent,
    tz: deps.config.SITE_TZ_OFFSET_MINUTES,
    from: span.from,
    to: span.to,
    programId: filter.programId,
    kind: filter.kind,
  });
  const all = rows.map(({ day, program_id, program, kind, branch, branch_mem_id, asset, ...figures }) => ({
    id: `${day}:${program_id}:${branch}:${asset}`,
    day,
    programId: program_id,
    program,
    kind: kind as BonusKind,
    // a lower partner the grid opens; the parent's own direct members (or none) open nothing further
    partnerId: branch === 0 || branch === parent.id ? null : branch,
    partnerMemId: branch_mem_id,
    asset: asset as BonusCostRecord['asset'],
    ...figures,
  }));
  return memoryRows('bonusCost', all, query, deps.config.SITE_TZ_OFFSET_MINUTES, 'day');
}

export const { page: bonusCostReport, csv: bonusCostCsv } = memoryReport('bonusCost', allRows);
