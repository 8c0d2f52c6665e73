import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../shared/api/common';
import { dateRange } from '../../../shared/dates';
import { LEDGER_ENTRY_SORT, LedgerEntryFilter, type LedgerEntryRecord, type LedgerVerifyResult } from '../../../shared/api/ledger';
import { OfficeArea, OfficeListQuery, type OfficeList } from '../../../shared/api/office';
import { orderBy, pageOffset, requirePartner, requireStaffArea } from '../../http/officeAccess';
import { post, type ApiRequest } from '../../http/route';
import { memberEntries } from './historyRepo';
import { verify } from './verify';

async function history(req: ApiRequest<OfficeListQuery>, subtreePath: string | undefined): Promise<OfficeList<LedgerEntryRecord>> {
  const f = LedgerEntryFilter.parse(req.body.filter);
  const range = dateRange(f.startDate, f.endDate, req.deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await memberEntries(
    req.deps.db,
    { siteId: req.site.site.id, subtreePath, memId: f.memId, kind: f.kind, asset: f.asset, range },
    orderBy(req.body, LEDGER_ENTRY_SORT, 'e.id'),
    pageOffset(req.body),
  );
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

/** Money history for the office (staff: the site; partners: their subtree) and the ledger check. */
export default async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  const body = SiteBody.extend(OfficeListQuery.shape);
  post(app, '/api/admin/reports/ledger/list', { body, access: 'staff' }, (req) => {
    requireStaffArea(req, OfficeArea.Reports);
    return history(req, undefined);
  });
  post(app, '/api/partner/ledger/list', { body, access: 'member' }, (req) => history(req, requirePartner(req).member.path));
  post(app, '/api/admin/audit/ledgerVerify', { body: SiteBody, access: 'staff' }, async (req): Promise<LedgerVerifyResult> => {
    requireStaffArea(req, OfficeArea.Audit);
    return verify(req.deps.db);
  });
}
