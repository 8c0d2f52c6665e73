import type { FastifyInstance } from 'fastify';
import dashboardRoutes from './dashboard/routes';
import partnerGateRoutes from './partnerGate/routes';
import totpRoutes from './totp/routes';
import openApiOfficeRoutes from './openapiRoutes';

/** The partner and staff office (issue 5): every /api/partner/* and /api/admin/* resource of it. */
export default async function officeRoutes(app: FastifyInstance): Promise<void> {
  const parts = [dashboardRoutes, partnerGateRoutes, totpRoutes, openApiOfficeRoutes];
  for (const routes of parts) await routes(app);
}
