import type { OfficeList, OfficeListQuery } from '../../../../shared/api/office';
import type { DailyReportRecord, MoneyTotals, PartnerSummaryRecord, SummaryFilter } from '../../../../shared/api/office/reports';
import type { Tier } from '../../../../shared/enums';
import { pageOffset } from '../../../http/officeAccess';
import type { AppDeps } from '../../../deps';
import { daySpan } from '../dates';
import { findMemberInScope } from '../members/repo';
import { runPage } from '../paging';
import { inScope, type Scope } from '../scope';
import { dailyTotals, partnerTotals, type TotalsRow } from './totalsRepo';
import { ResultCode } from '../../../../shared/resultCodes';
import { AppError } from '../../../http/appError';
import { sql } from 'kysely';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

const EMPTY: TotalsRow = { key: '', deposits: 0, withdrawals: 0, bets: 0, wins: 0, new_members: 0 };

export const toMoneyTotals = (r: TotalsRow): MoneyTotals => ({
  deposits: r.deposits,
  withdrawals: r.withdrawals,
  bets: r.bets,
  wins: r.wins,
  net: r.deposits - r.withdrawals,
  betNet: r.bets - r.wins,
});

/** Every site day of the period (zeros included), newest first unless sorted by `day` ascending. */
export async function dailyReport(deps: Deps, scope: Scope, filter: SummaryFilter, query: OfficeListQuery): Promise<OfficeList<DailyReportRecord>> {
  const span = daySpan(deps, filter);
  const rows = new Map((await dailyTotals(deps.database.reader, scope, deps.config.SITE_TZ_OFFSET_MINUTES, span.from, span.to)).map((r) => [r.key, r]));
  const all = span.days.map((day) => {
    const r = rows.get(day) ?? EMPTY;
    return { id: day, day, ...toMoneyTotals(r), newMembers: r.new_members };
  });
  if (query.sort?.order !== 'ASC') all.reverse();
  const { limit, offset } = pageOffset(query);
  return { list: all.slice(offset, offset + limit), total: all.length };
}

const SORT = { id: 'm.id', memId: 'm.mem_id', tier: 'm.tier' };

/**
 * One row per partner directly below `parentId` (default: the caller; for staff the top partners),
 * each with its whole subtree's money over the period and the commission it was paid.
 */
export async function partnerSummary(deps: Deps, scope: Scope, filter: SummaryFilter, query: OfficeListQuery): Promise<OfficeList<PartnerSummaryRecord>> {
  const span = daySpan(deps, filter);
  const parentId = filter.parentId ?? scope.self;
  if (filter.parentId !== undefined && filter.parentId !== scope.self && !(await findMemberInScope(deps.database.reader, scope, filter.parentId))) throw new AppError(ResultCode.NotFound);
  let base = deps.database.reader.selectFrom('members as m').where(inScope(scope, 'm')).where('m.tier', '<>', 'NORMAL');
  base = parentId === null ? base.where('m.parent_id', 'is', null) : base.where('m.parent_id', '=', parentId);
  const { rows, total } = await runPage(base, (q) => q.select(['m.id', 'm.mem_id', 'm.mem_nick', 'm.tier', 'm.path']), query, SORT, 'm.mem_id', 'm.id');
  const totals = new Map((await partnerTotals(deps.database.reader, scope.siteId, rows, span.from, span.to)).map((t) => [t.key, t]));
  const ids = rows.map((r) => r.id);
  const paid = ids.length
    ? await deps.database.reader
        .selectFrom('partner_settlements')
        .where('partner_id', 'in', ids)
        .where('day', '>=', span.days[0]!)
        .where('day', '<=', span.days.at(-1)!)
        .groupBy(['partner_id', 'kind'])
        .select(['partner_id', 'kind', sql<string>`sum(amount)`.as('amount')])
        .execute()
    : [];
  const counts = ids.length
    ? await deps.database.reader
        .selectFrom('members as p')
        .where('p.id', 'in', ids)
        .select(['p.id', sql<string>`(select count(*) from members s where s.site_id = p.site_id and s.path like p.path || '%' and s.id <> p.id)`.as('n')])
        .execute()
    : [];
  const commission = (id: number, kind: string) => Number(paid.find((p) => Number(p.partner_id) === id && p.kind === kind)?.amount ?? 0);
  const list = rows.map((r) => ({
    id: r.id,
    memId: r.mem_id,
    memNick: r.mem_nick,
    tier: r.tier as Tier,
    ...toMoneyTotals(totals.get(String(r.id)) ?? EMPTY),
    members: Number(counts.find((c) => c.id === r.id)?.n ?? 0),
    rolling: commission(r.id, 'rolling'),
    losing: commission(r.id, 'losing'),
  }));
  return { list, total };
}
