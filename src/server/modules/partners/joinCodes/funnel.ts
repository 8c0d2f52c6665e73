import type { FunnelFilter, FunnelRecord } from '../../../../shared/api/office/joinCodes';
import type { ReportQuery } from '../../../../shared/reports/gridQuery';
import type { AppDeps } from '../../../deps';
import { memoryReport } from '../../../http/grid/gridReport';
import { memoryRows } from '../../../http/grid/memoryReport';
import { daySpan } from '../../../http/officeDates';
import type { Scope } from '../../../http/officeScope';
import { funnelRows } from './funnelRepo';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/**
 * The partner funnel report (docs/domains/partner-codes.md#the-funnel): a row per site day, code
 * and sub-id of the codes in the caller's scope, worked out over the period and then filtered,
 * sorted, summed and exported as the grid asks, like the daily report. Reads the replica.
 */
async function allRows(deps: Deps, scope: Scope, filter: FunnelFilter, query: ReportQuery): Promise<FunnelRecord[]> {
  const span = daySpan(deps, filter);
  const rows = await funnelRows(deps.database.reader, scope, deps.config.SITE_TZ_OFFSET_MINUTES, {
    firstDay: span.days[0]!,
    lastDay: span.days.at(-1)!,
    from: span.from,
    to: span.to,
  });
  const all = rows.map((r) => ({
    id: `${r.day}:${r.code_id}:${r.sub_id}`,
    day: r.day,
    code: r.code,
    memId: r.mem_id,
    subId: r.sub_id,
    visits: r.visits,
    signups: r.signups,
    approvals: r.approvals,
    firstDeposits: r.first_deposits,
    firstDepositAmount: r.first_deposit_amount,
    turnover: r.turnover,
    netWin: r.net_win,
    commission: r.commission,
  }));
  return memoryRows('funnel', all, query, deps.config.SITE_TZ_OFFSET_MINUTES, 'day');
}

export const { page: funnelReport, csv: funnelCsv } = memoryReport('funnel', allRows);
