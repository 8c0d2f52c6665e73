import type { FastifyInstance } from 'fastify';
import siteCheckRoutes from './checks/routes';
import codeRoutes from './codes/routes';
import levelRoutes from './levels/routes';
import siteOptionRoutes from './options/routes';

/** Site settings in the office (area site): levels, common codes, maintenance checks, options. */
export default async function siteOfficeRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [levelRoutes, codeRoutes, siteCheckRoutes, siteOptionRoutes]) await routes(app);
}
