import type { FastifyInstance } from 'fastify';
import { adminAudit, partnerProcessing } from '../../../shared/endpoints/audit';
import { route } from '../../http/route';
import { listAudit, listProcessing } from './service';

export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminAudit.list, (req, caller) => listAudit(req.deps, caller.siteId, req.body));
  route(app, partnerProcessing.list, (req, caller) => listProcessing(req.deps, caller, req.body));
}
