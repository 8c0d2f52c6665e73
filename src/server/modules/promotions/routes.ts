import type { FastifyInstance } from 'fastify';
import { adminPromotionReport, partnerPromotionReport } from '../../../shared/endpoints/promotionsOffice';
import { csvRoute } from '../../http/csvRoute';
import { gridCsv, gridPage } from '../../http/grid/gridReport';
import { route } from '../../http/route';
import { scopeOf } from '../../http/officeScope';
import { promotionSource } from './report';

/** What each promotion paid: a partner over its own subtree, staff (area reports) over the site; a page and a CSV export. */
export default async function promotionReportRoutes(app: FastifyInstance): Promise<void> {
  for (const calls of [partnerPromotionReport, adminPromotionReport]) {
    route(app, calls.list, (req, caller) =>
      gridPage(req.deps, promotionSource(req.deps, scopeOf(caller), req.body.filter), req.body),
    );
    csvRoute(app, calls.export, (req, caller) =>
      gridCsv(req.deps, promotionSource(req.deps, scopeOf(caller), req.body.filter), req.body),
    );
  }
}
