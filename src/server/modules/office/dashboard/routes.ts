import type { FastifyInstance } from 'fastify';
import { officeDashboard } from '../../../../shared/endpoints/office';
import { route } from '../../../http/route';
import { scopeOf } from '../scope';
import { dashboard } from './service';

export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  route(app, officeDashboard, (req, caller) => dashboard(req.deps, scopeOf(caller)));
}
