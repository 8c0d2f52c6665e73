import type { Dashboard } from '../../../../shared/api/office/dashboard';
import type { AppDeps } from '../../../deps';
import { dailyReport } from '../../reports/service';
import type { Scope } from '../scope';
import { onlineMembers, waitingCashRequests } from './repo';

const SERIES_DAYS = 7;

/** §2 dashboard: today's money, new and online members, waiting cash requests, and a 7-day series. */
export async function dashboard(deps: AppDeps, scope: Scope): Promise<Dashboard> {
  const now = deps.clock.now();
  const [days, online, waiting] = await Promise.all([
    dailyReport(deps, scope, { dateFrom: undefined, dateTo: undefined }, { page: 1, perPage: SERIES_DAYS, sort: { field: 'day', order: 'ASC' }, filter: {}, where: [] }),
    onlineMembers(deps.db, scope.siteId, now),
    waitingCashRequests(deps.db, scope.siteId),
  ]);
  const series = days.list.map(({ id: _id, ...day }) => day);
  return {
    today: { ...series.at(-1)!, onlineMembers: online, pendingDeposits: waiting.deposits, pendingWithdrawals: waiting.withdrawals },
    series,
  };
}
