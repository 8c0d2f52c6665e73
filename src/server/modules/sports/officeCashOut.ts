import type { OfficeList } from '../../../shared/api/office';
import type {
  SportsCashOutReportFilter,
  SportsCashOutReportRecord,
  SportsCashOutRuleRecord,
  SportsCashOutRuleUpdate,
} from '../../../shared/api/office/sportsCashOut';
import type { SiteOptions } from '../../../shared/api/site';
import type { ReportQuery } from '../../../shared/reports/gridQuery';
import { SPORT_KEYS, SportKeySchema, type SportKey } from '../../../shared/sports/sports';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { memoryReport } from '../../http/grid/gridReport';
import { memoryRows } from '../../http/grid/memoryReport';
import { daySpan } from '../../http/officeDates';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { cashOutDays, ownCashOutRules, setCashOutRule } from './officeCashOutRepo';
import type { CashOutRuleRow } from './cashOutRepo';

/**
 * Cash-out in the office (docs/domains/sportsbook.md#cash-out): each sport's terms, edited and
 * audited beside the odds margins, and the cash-out report.
 */

const toRecord = (sport: SportKey, own: CashOutRuleRow | undefined, options: SiteOptions): SportsCashOutRuleRecord => ({
  id: sport,
  sport,
  enabled: own?.enabled ?? true,
  marginBp: own?.margin_bp ?? options.sportsCashOutMarginBp,
  closedKinds: own?.closed_kinds ?? [],
  custom: own !== undefined,
  siteMarginBp: options.sportsCashOutMarginBp,
});

/** Every sport, in the §3 order. */
export async function cashOutRuleList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  options: SiteOptions,
): Promise<OfficeList<SportsCashOutRuleRecord>> {
  const own = await ownCashOutRules(deps.db, siteId);
  return { list: SPORT_KEYS.map((sport) => toRecord(sport, own.get(sport), options)), total: SPORT_KEYS.length };
}

/** A sport's own terms, or (null) back to the site's; audited with what they replaced. */
export async function cashOutRuleUpdate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: StaffCaller,
  options: SiteOptions,
  id: string | number,
  rule: SportsCashOutRuleUpdate['rule'],
): Promise<SportsCashOutRuleRecord> {
  const sport = SportKeySchema.safeParse(id);
  if (!sport.success) throw new AppError(ResultCode.NotFound);
  await deps.db.transaction().execute(async (trx) => {
    const before = await setCashOutRule(trx, caller.siteId, sport.data, rule, deps.clock.now());
    await writeAudit(trx, caller.actor, 'sportsCashOut.update', sport.data, { rule: before ?? null }, { rule });
  });
  return toRecord(sport.data, (await ownCashOutRules(deps.db, caller.siteId)).get(sport.data), options);
}

type ReportDeps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/** A row per site day and sport over the period (default the last 7 site days); reads the replica. */
async function allRows(
  deps: ReportDeps,
  siteId: string,
  filter: SportsCashOutReportFilter,
  query: ReportQuery,
): Promise<SportsCashOutReportRecord[]> {
  const span = daySpan(deps, filter);
  const rows = await cashOutDays(deps.database.reader, {
    siteId,
    tz: deps.config.SITE_TZ_OFFSET_MINUTES,
    from: span.from,
    to: span.to,
  });
  const all = rows.map((r) => ({ id: `${r.day}:${r.sport}`, ...r, marginKept: r.value - r.paid }));
  return memoryRows('sportsCashOut', all, query, deps.config.SITE_TZ_OFFSET_MINUTES, 'day');
}

export const { page: cashOutReport, csv: cashOutCsv } = memoryReport('sportsCashOut', allRows);
