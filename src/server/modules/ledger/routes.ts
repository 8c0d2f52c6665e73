import type { FastifyInstance } from 'fastify';
import { adminLedger, partnerLedger } from '../../../shared/endpoints/moneyOffice';
import { route } from '../../http/route';
import { ledgerHistory } from './history';
import { verify } from './verify';

/** Money history for the office (staff: the site; partners: their subtree) and the ledger check. */
export default async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminLedger.list, (req, caller) => ledgerHistory(req.deps, caller.siteId, undefined, req.body));
  route(app, partnerLedger.list, (req, caller) => ledgerHistory(req.deps, caller.siteId, caller.member.path, req.body));
  route(app, adminLedger.verify, (req) => verify(req.deps.db));
}
