import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../shared/api/common';
import { CashRefuseRequest } from '../../../shared/api/adminCash';
import type { CashKind } from '../../../shared/api/cash';
import { OfficeArea, OfficeId, OfficeListQuery } from '../../../shared/api/office';
import { ResultCode } from '../../../shared/resultCodes';
import { AppError } from '../../http/appError';
import { requireStaffArea } from '../../http/officeAccess';
import { post, type ApiRequest } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { getRequest, listRequests, processRequest, type CashAction } from './staffProcess';

const resources: ReadonlyArray<{ resource: string; kind: CashKind; area: OfficeArea }> = [
  { resource: 'deposits', kind: 'in', area: OfficeArea.Deposits },
  { resource: 'withdrawals', kind: 'out', area: OfficeArea.Withdrawals },
];

const id = (req: ApiRequest<{ id: number | string }>): number => {
  const n = Number(req.body.id);
  if (!Number.isSafeInteger(n)) throw new AppError(ResultCode.NotFound);
  return n;
};

/** Staff processing (§3 statuses, office convention): deposit managers deposits, withdrawal managers withdrawals, master both. */
export default async function cashStaffRoutes(app: FastifyInstance): Promise<void> {
  for (const { resource, kind, area } of resources) {
    const base = `/api/admin/${resource}`;
    post(app, `${base}/list`, { body: SiteBody.extend(OfficeListQuery.shape), access: 'staff' }, (req) => {
      requireStaffArea(req, area);
      return listRequests(req.deps, req.site.site.id, kind, req.body);
    });
    post(app, `${base}/get`, { body: SiteBody.extend(OfficeId.shape), access: 'staff' }, (req) => {
      requireStaffArea(req, area);
      return getRequest(req.deps, req.site.site.id, kind, id(req));
    });
    const action = (name: CashAction) =>
      post(app, `${base}/${name}`, { body: SiteBody.extend(CashRefuseRequest.shape), access: 'staff' }, (req) => {
        const staff = requireStaffArea(req, area).staff;
        const ctx = { siteId: req.site.site.id, staffId: staff.id, ip: req.ip };
        return idempotentMoneyCall(req, (m) => processRequest(req.deps, m, ctx, kind, id(req), name, req.body.memo));
      });
    action('approve');
    action('refuse');
    action('wait');
  }
}
