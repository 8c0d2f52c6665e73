import { dateRange } from '../../../shared/dates';
import type { PagedList } from '../../../shared/api/common';
import type { PointListQuery, PointRow } from '../../../shared/api/points';
import type { AppDeps } from '../../deps';
import { LedgerKind } from '../ledger/service';
import { pointEntries } from './repo';

const useTypeOf = (kind: string, meta: Record<string, unknown>): string =>
  kind === LedgerKind.PointExchange ? 'change' : typeof meta.source === 'string' ? meta.source : kind;

/** §3 point records of the member, newest first; §5 date bounds in site time. */
export async function listPoints(
  deps: Pick<AppDeps, 'db' | 'config'>,
  memberId: number,
  q: PointListQuery,
): Promise<PagedList<PointRow>> {
  const range = dateRange(q.startDate, q.endDate, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await pointEntries(deps.db, memberId, q.kind, range, {
    limit: q.count_per_list,
    offset: (q.page - 1) * q.count_per_list,
  });
  return {
    list: rows.map((r) => ({
      pointIdx: r.id,
      regDate: r.created_at.toISOString(),
      kind: r.kind,
      percentBp: Number(r.meta.percentBp ?? 0),
      bonusPercentBp: Number(r.meta.bonusPercentBp ?? 0),
      pointAmt: r.amount,
      useType: useTypeOf(r.kind, r.meta),
      balanceAfter: r.balance_after ?? 0,
    })),
    pageInfo: { page: q.page, count_per_list: q.count_per_list, tatal_list_count: total },
  };
}
