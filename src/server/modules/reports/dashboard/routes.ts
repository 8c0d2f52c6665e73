import type { FastifyInstance } from 'fastify';
import { officeDashboard } from '../../../../shared/endpoints/office';
import { adminDesk, partnerDesk } from '../../../../shared/endpoints/officeDesk';
import { pendingQueues } from './queues';
import { route } from '../../../http/route';
import { scopeOf } from '../../../http/officeScope';
import { dashboard } from './service';

export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  route(app, officeDashboard, (req, caller) => dashboard(req.deps, scopeOf(caller)));
  route(app, adminDesk.queues, (req, caller) => pendingQueues(req.deps.db, caller));
  route(app, partnerDesk.queues, (req, caller) => pendingQueues(req.deps.db, caller));
}
