import type { CashTickerItem, MainCashListResponse } from '../../../../shared/api/main';
import type { AppDeps } from '../../../deps';

/**
 * The main page's deposit and withdrawal tickers. They read the cash module's approved requests;
 * until that table is in the schema the tickers are empty (issue 4, item 5).
 */
export async function latestCash(_deps: AppDeps, _siteId: string): Promise<{ cashInList: CashTickerItem[]; cashOutList: CashTickerItem[] }> {
  return { cashInList: [], cashOutList: [] };
}

export async function cashBoard(_deps: AppDeps, _siteId: string): Promise<MainCashListResponse> {
  return { todayBestOut: [], weeklyBestOut: [], liveIn: [], liveOut: [] };
}
