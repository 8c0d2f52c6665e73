import type { FastifyInstance } from 'fastify';
import { adminPromotionReport, partnerPromotionReport } from '../../../shared/endpoints/promotionsOffice';
import { route } from '../../http/route';
import { scopeOf } from '../office/scope';
import { promotionPayouts } from './report';

/** What each promotion paid: a partner over its own subtree, staff (area reports) over the site. */
export default async function promotionReportRoutes(app: FastifyInstance): Promise<void> {
  for (const call of [partnerPromotionReport.list, adminPromotionReport.list]) {
    route(app, call, (req, caller) => promotionPayouts(req.deps, scopeOf(caller), req.body.filter, req.body));
  }
}
