import type { FastifyInstance } from 'fastify';
import {
  adminSettlementPayments,
  adminSettlements,
  partnerSettlementPayments,
  partnerSettlements,
} from '../../../shared/endpoints/partnersOffice';
import { route } from '../../http/route';
import { csvRoute } from '../../http/csvRoute';
import { gridCsv, gridPage } from '../../http/grid/gridReport';
import { listSettlementPayments, runSettlement, settlementSource } from './service';

/** §2 settlement history (partner: its subtree's; staff: the site's) and the staff day run. */
export default async function settlementRoutes(app: FastifyInstance): Promise<void> {
  for (const calls of [partnerSettlements, adminSettlements]) {
    route(app, calls.list, (req, caller) =>
      gridPage(req.deps, settlementSource(req.deps, caller, req.body.filter), req.body),
    );
    csvRoute(app, calls.export, (req, caller) =>
      gridCsv(req.deps, settlementSource(req.deps, caller, req.body.filter), req.body),
    );
  }
  route(app, partnerSettlementPayments.list, (req, caller) => listSettlementPayments(req.deps, caller, req.body));
  route(app, adminSettlementPayments.list, (req, caller) => listSettlementPayments(req.deps, caller, req.body));
  route(app, adminSettlements.run, (req, caller) => runSettlement(req.deps, caller.siteId, req.body.day, caller.actor));
}
