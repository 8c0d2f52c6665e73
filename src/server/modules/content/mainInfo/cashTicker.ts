import type { CashTickerItem, MainCashListResponse } from '../../../../shared/api/main';
import type { CashStatus } from '../../../../shared/api/cash';
import { addDays, siteDay, siteDayStart } from '../../../../shared/dates';
import type { AppDeps } from '../../../deps';
import { maskMemId } from './maskMemId';
import { largestApprovedSince, latestApproved, latestOpenOrDone } from './cashRepo';

/** How many rows each ticker shows. */
const TICKER_SIZE = 10;
const BEST_SIZE = 5;

type TickerRow = { mem_id: string; amount: number; at: Date | null; status?: number };

const toItem = (r: TickerRow): CashTickerItem => ({
  memId: maskMemId(r.mem_id),
  amount: Number(r.amount),
  date: r.at?.toISOString() ?? '',
  ...(r.status !== undefined ? { status: r.status as CashStatus } : {}),
});

/** §3 mainInfo cash-in and cash-out lists: the latest approved deposits and withdrawals, ids masked. */
export async function latestCash(
  deps: AppDeps,
  siteId: string,
): Promise<{ cashInList: CashTickerItem[]; cashOutList: CashTickerItem[] }> {
  const [ins, outs] = await Promise.all([
    latestApproved(deps.db, siteId, 'in', TICKER_SIZE),
    latestApproved(deps.db, siteId, 'out', TICKER_SIZE),
  ]);
  return { cashInList: ins.map(toItem), cashOutList: outs.map(toItem) };
}

/** §2 main page: today's and this week's (7 site days) best withdrawals and the live request status. */
export async function cashBoard(deps: AppDeps, siteId: string): Promise<MainCashListResponse> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const today = siteDay(deps.clock.now(), tz);
  const [todayBest, weekBest, liveIn, liveOut] = await Promise.all([
    largestApprovedSince(deps.db, siteId, 'out', siteDayStart(today, tz), BEST_SIZE),
    largestApprovedSince(deps.db, siteId, 'out', siteDayStart(addDays(today, -6), tz), BEST_SIZE),
    latestOpenOrDone(deps.db, siteId, 'in', TICKER_SIZE),
    latestOpenOrDone(deps.db, siteId, 'out', TICKER_SIZE),
  ]);
  return {
    todayBestOut: todayBest.map(toItem),
    weeklyBestOut: weekBest.map(toItem),
    liveIn: liveIn.map(toItem),
    liveOut: liveOut.map(toItem),
  };
}
