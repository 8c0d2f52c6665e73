import type { FastifyInstance } from 'fastify';
import { adminSettlements, partnerSettlements } from '../../../shared/endpoints/partnersOffice';
import { route } from '../../http/route';
import { listSettlements, runSettlement } from './service';

/** §2 settlement history (partner: its subtree's; staff: the site's) and the staff day run. */
export default async function settlementRoutes(app: FastifyInstance): Promise<void> {
  route(app, partnerSettlements.list, (req, caller) => listSettlements(req.deps, caller, req.body));
  route(app, adminSettlements.list, (req, caller) => listSettlements(req.deps, caller, req.body));
  route(app, adminSettlements.run, (req, caller) => runSettlement(req.deps, caller.siteId, req.body.day, caller.actor));
}
