import type { FastifyInstance } from 'fastify';
import { adminLedger, partnerLedger } from '../../../shared/endpoints/ledgerOffice';
import { csvRoute } from '../../http/csvRoute';
import { route } from '../../http/route';
import { gridCsv, gridPage } from '../../http/grid/gridReport';
import { ledgerSource } from './history';
import { verify } from './verify';

/** Money history for the office (staff: the site; partners: their subtree) as a report grid, and the ledger check. */
export default async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminLedger.list, (req, caller) =>
    gridPage(req.deps, ledgerSource(req.deps, caller.siteId, undefined, req.body.filter), req.body),
  );
  csvRoute(app, adminLedger.export, (req, caller) =>
    gridCsv(req.deps, ledgerSource(req.deps, caller.siteId, undefined, req.body.filter), req.body),
  );
  route(app, partnerLedger.list, (req, caller) =>
    gridPage(req.deps, ledgerSource(req.deps, caller.siteId, caller.member.path, req.body.filter), req.body),
  );
  csvRoute(app, partnerLedger.export, (req, caller) =>
    gridCsv(req.deps, ledgerSource(req.deps, caller.siteId, caller.member.path, req.body.filter), req.body),
  );
  route(app, adminLedger.verify, (req) => verify(req.deps.db));
}
