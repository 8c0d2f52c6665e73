import { dateRange } from '../../../shared/dates';
import type { LedgerEntryFilter, LedgerEntryRecord } from '../../../shared/api/ledger';
import type { AppDeps } from '../../deps';
import { gridSource } from '../../http/grid/gridReport';
import { ledgerReportSpec, memberEntries } from './historyRepo';

/** Money history of member and partner accounts: the site's (staff) or one subtree's (a partner, itself included). */
export const ledgerSource = (
  deps: Pick<AppDeps, 'db' | 'config'>,
  siteId: string,
  subtreePath: string | undefined,
  f: LedgerEntryFilter,
) =>
  gridSource(
    ledgerReportSpec,
    memberEntries(deps.db, {
      siteId,
      subtreePath,
      memId: f.memId,
      kind: f.kind,
      asset: f.asset,
      range: dateRange(f.startDate, f.endDate, deps.config.SITE_TZ_OFFSET_MINUTES),
    }),
    (rows): LedgerEntryRecord[] =>
      rows.map((r) => ({
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
  );
