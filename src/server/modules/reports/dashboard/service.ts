import type { Dashboard } from '../../../../shared/api/office/dashboard';
import type { AppDeps } from '../../../deps';
import { dailyReport } from '../service';
import type { Scope } from '../../../http/officeScope';
import { onlineMembers } from './repo';

const SERIES_DAYS = 7;

/** §2 dashboard: today's money, new and online members and a 7-day series (what waits: ./queues.ts). */
export async function dashboard(deps: AppDeps, scope: Scope): Promise<Dashboard> {
  const now = deps.clock.now();
  const [days, online] = await Promise.all([
    dailyReport(
      deps,
      scope,
      { dateFrom: undefined, dateTo: undefined },
      { page: 1, perPage: SERIES_DAYS, sort: { field: 'day', order: 'ASC' }, filter: {}, where: [] },
    ),
    onlineMembers(deps.db, scope.siteId, now),
  ]);
  const series = days.list.map(({ id: _id, ...day }) => day);
  return {
    today: {
      ...series.at(-1)!,
      onlineMembers: online,
    },
    series,
  };
}
