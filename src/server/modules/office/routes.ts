import type { FastifyInstance } from 'fastify';
import partnerMeRoutes from './partnerMe';
import partnerMemberRoutes from './members/partnerRoutes';
import adminMemberRoutes from './members/adminRoutes';
import partnerRateRoutes from './rates/routes';
import adminPartnerRoutes from './partners/routes';
import betListRoutes from './bets/routes';
import siteRoutes from './site/routes';
import blocklistRoutes from './blocklist/routes';
import levelRoutes from './levels/routes';
import codeRoutes from './codes/routes';
import auditRoutes from './audit/routes';
import reportRoutes from './reports/routes';
import dashboardRoutes from './dashboard/routes';
import settlementRoutes from './settlements/routes';
import partnerGateRoutes from './partnerGate/routes';
import totpRoutes from './totp';
import { startSettlementScheduler } from './settlements/scheduler';

/** The partner and staff office (issue 5): every /api/partner/* and /api/admin/* resource of it. */
export default async function officeRoutes(app: FastifyInstance): Promise<void> {
  const parts = [partnerMeRoutes, partnerMemberRoutes, partnerRateRoutes, adminMemberRoutes, adminPartnerRoutes, betListRoutes, siteRoutes, blocklistRoutes, levelRoutes, codeRoutes, auditRoutes,
    reportRoutes, dashboardRoutes, settlementRoutes, partnerGateRoutes, totpRoutes];
  for (const routes of parts) await routes(app);
  if (app.deps.config.SCHEDULER) {
    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = startSettlementScheduler(app.deps, app.log);
    });
    app.addHook('onClose', async () => stop?.());
  }
}
