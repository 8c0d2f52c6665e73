import type { FastifyInstance } from 'fastify';
import partnerMeRoutes from './partnerMe';
import partnerMemberRoutes from './members/partnerRoutes';
import adminMemberRoutes from './members/adminRoutes';
import partnerRateRoutes from './rates/routes';

/** The partner and staff office (issue 5): every /api/partner/* and /api/admin/* resource of it. */
export default async function officeRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [partnerMeRoutes, partnerMemberRoutes, partnerRateRoutes, adminMemberRoutes]) await routes(app);
}
