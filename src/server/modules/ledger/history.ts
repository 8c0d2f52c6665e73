import { dateRange } from '../../../shared/dates';
import { LEDGER_ENTRY_SORT, LedgerEntryFilter, type LedgerEntryRecord } from '../../../shared/api/ledger';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import type { AppDeps } from '../../deps';
import { orderBy, pageOffset } from '../../http/paging';
import { memberEntries } from './historyRepo';

/** Money history of member and partner accounts: the site's (staff) or one subtree's (a partner, itself included). */
export async function ledgerHistory(deps: Pick<AppDeps, 'db' | 'config'>, siteId: string, subtreePath: string | undefined, query: OfficeListQuery): Promise<OfficeList<LedgerEntryRecord>> {
  const f = LedgerEntryFilter.parse(query.filter);
  const range = dateRange(f.startDate, f.endDate, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await memberEntries(deps.db, { siteId, subtreePath, memId: f.memId, kind: f.kind, asset: f.asset, range }, orderBy(query, LEDGER_ENTRY_SORT, 'e.id'), pageOffset(query));
  return {
    list: rows.map((r) => ({
      id: r.id,
      transactionId: r.transaction_id,
      memId: r.mem_id,
      memNick: r.mem_nick,
      asset: r.asset,
      kind: r.kind,
      amount: r.amount,
      balanceAfter: r.balance_after ?? 0,
      memo: r.memo,
      createdAt: r.created_at.toISOString(),
    })),
    total,
  };
}
