import type { FastifyPluginAsync } from 'fastify';
import opsRoutes from './ops/routes';
import identityRoutes from './identity/routes';
import memberRoutes from './members/routes';
import siteRoutes from './site/routes';
import realtimeRoutes from './realtime/routes';
import contentRoutes from './content/routes';
import minigameRoutes from './minigame/routes';
import betRoutes from './bets/routes';
import cashRoutes from './cash/routes';
import pointRoutes from './points/routes';
import partnerMoneyRoutes from './partnerMoney/routes';
import ledgerRoutes from './ledger/routes';
import siteOfficeRoutes from './site/officeRoutes';
import auditRoutes from './audit/routes';
import reportRoutes from './reports/routes';
import partnersRoutes from './partners/routes';
import settlementRoutes from './settlements/routes';
import responsibleRoutes from './responsible/routes';
import vendorDemoRoutes from '../../vendorDemo/server/routes';
import vendorRoutes from './vendors/routes';
import integrityRoutes from './integrity/routes';
import couponRoutes from './coupons/routes';
import attendanceRoutes from './attendance/routes';
import rouletteRoutes from './roulette/routes';
import promotionReportRoutes from './promotions/routes';
import insuranceRoutes from './insurance/routes';
import sportsRoutes from './sports/routes';
import companyRoutes from './companies/routes';
import sportsOfficeRoutes from './sports/officeRoutes';
import memberLevelRoutes from './memberLevels/routes';
import bonusRoutes from './bonuses/routes';

/**
 * Every module's routes, registered by app.ts in this order: each domain's member and office calls
 * (a domain registers its sub-parts itself), and the built-in demo vendor (src/vendorDemo), which is
 * mounted here but reaches the platform only over HTTP.
 */
export const moduleRoutes: FastifyPluginAsync[] = [
  opsRoutes,
  identityRoutes,
  memberRoutes,
  siteRoutes,
  realtimeRoutes,
  contentRoutes,
  minigameRoutes,
  betRoutes,
  cashRoutes,
  pointRoutes,
  partnerMoneyRoutes,
  ledgerRoutes,
  siteOfficeRoutes,
  auditRoutes,
  reportRoutes,
  partnersRoutes,
  settlementRoutes,
  responsibleRoutes,
  vendorRoutes,
  integrityRoutes,
  vendorDemoRoutes,
  couponRoutes,
  attendanceRoutes,
  rouletteRoutes,
  promotionReportRoutes,
  bonusRoutes,
  insuranceRoutes,
  sportsRoutes,
  sportsOfficeRoutes,
  companyRoutes,
  memberLevelRoutes,
];
