import type { FastifyInstance } from 'fastify';
import { adminCorrections } from '../../../shared/endpoints/cashOffice';
import { route } from '../../http/route';
import { recordId } from '../../http/recordId';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { alertStaff } from '../realtime/staffAlerts';
import { approveCorrection, getCorrection, listCorrections, rejectCorrection, requestCorrection } from './corrections';

/** Staff balance corrections (docs/domains/corrections.md): ask, list, and the second staff member's decision. */
export function correctionRoutes(app: FastifyInstance): void {
  route(app, adminCorrections.list, (req, caller) => listCorrections(req.deps, caller.siteId, req.body));
  route(app, adminCorrections.get, (req, caller) => getCorrection(req.deps.db, caller.siteId, recordId(req.body.id)));
  route(app, adminCorrections.create, async (req, caller) => {
    const ctx = { siteId: caller.siteId, staffId: caller.staff.id, actor: caller.actor, options: req.site.options };
    const record = await idempotentMoneyCall(req, (m) => requestCorrection(req.deps, m, ctx, req.body.data));
    if (record.status === 'pending')
      alertStaff(req.deps, caller.siteId, { kind: 'correction', id: record.id, at: record.createdAt });
    return record;
  });
  route(app, adminCorrections.approve, (req, caller) => {
    const ctx = { siteId: caller.siteId, staffId: caller.staff.id, actor: caller.actor };
    return idempotentMoneyCall(req, (m) => approveCorrection(req.deps, m, ctx, recordId(req.body.id), req.body.memo));
  });
  route(app, adminCorrections.reject, (req, caller) => {
    const ctx = { siteId: caller.siteId, staffId: caller.staff.id, actor: caller.actor };
    return idempotentMoneyCall(req, (m) => rejectCorrection(req.deps, m, ctx, recordId(req.body.id), req.body.memo));
  });
}
