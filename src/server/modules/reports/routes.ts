import type { FastifyInstance } from 'fastify';
import { adminReports, partnerReports } from '../../../shared/endpoints/reports';
import { csvRoute } from '../../http/csvRoute';
import { route } from '../../http/route';
import { scopeOf } from '../../http/officeScope';
import dashboardRoutes from './dashboard/routes';
import { gridCsv, gridPage } from '../../http/grid/gridReport';
import { cashSource } from '../cash/report';
import { funnelCsv, funnelReport } from '../partners/joinCodes/funnel';
import { dailyCsv, dailyReport, partnerSummary, partnerSummaryCsv, pointSource, transferSource } from './service';

/** §2 reports: a partner's over its own subtree, staff's (area reports) over the whole site; each a page and a CSV export. */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  for (const calls of [partnerReports, adminReports]) {
    route(app, calls.deposits.list, (req, caller) =>
      gridPage(req.deps, cashSource(req.deps, scopeOf(caller), 'in', req.body.filter), req.body),
    );
    csvRoute(app, calls.deposits.export, (req, caller) =>
      gridCsv(req.deps, cashSource(req.deps, scopeOf(caller), 'in', req.body.filter), req.body),
    );
    route(app, calls.withdrawals.list, (req, caller) =>
      gridPage(req.deps, cashSource(req.deps, scopeOf(caller), 'out', req.body.filter), req.body),
    );
    csvRoute(app, calls.withdrawals.export, (req, caller) =>
      gridCsv(req.deps, cashSource(req.deps, scopeOf(caller), 'out', req.body.filter), req.body),
    );
    route(app, calls.transfers.list, (req, caller) =>
      gridPage(req.deps, transferSource(req.deps, scopeOf(caller), req.body.filter), req.body),
    );
    csvRoute(app, calls.transfers.export, (req, caller) =>
      gridCsv(req.deps, transferSource(req.deps, scopeOf(caller), req.body.filter), req.body),
    );
    route(app, calls.points.list, (req, caller) =>
      gridPage(req.deps, pointSource(req.deps, scopeOf(caller), req.body.filter), req.body),
    );
    csvRoute(app, calls.points.export, (req, caller) =>
      gridCsv(req.deps, pointSource(req.deps, scopeOf(caller), req.body.filter), req.body),
    );
    route(app, calls.daily.list, (req, caller) => dailyReport(req.deps, scopeOf(caller), req.body.filter, req.body));
    csvRoute(app, calls.daily.export, (req, caller) => dailyCsv(req.deps, scopeOf(caller), req.body.filter, req.body));
    route(app, calls.summary.list, (req, caller) =>
      partnerSummary(req.deps, scopeOf(caller), req.body.filter, req.body),
    );
    csvRoute(app, calls.summary.export, (req, caller) =>
      partnerSummaryCsv(req.deps, scopeOf(caller), req.body.filter, req.body),
    );
    route(app, calls.funnel.list, (req, caller) => funnelReport(req.deps, scopeOf(caller), req.body.filter, req.body));
    csvRoute(app, calls.funnel.export, (req, caller) =>
      funnelCsv(req.deps, scopeOf(caller), req.body.filter, req.body),
    );
  }
  await dashboardRoutes(app);
}
