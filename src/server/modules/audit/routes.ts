import type { FastifyInstance } from 'fastify';
import { adminAudit } from '../../../shared/endpoints/audit';
import { route } from '../../http/route';
import { listAudit } from './service';

export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminAudit.list, (req, caller) => listAudit(req.deps, caller.siteId, req.body));
}
