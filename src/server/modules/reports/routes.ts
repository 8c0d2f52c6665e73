import type { FastifyInstance } from 'fastify';
import { adminReports, partnerReports } from '../../../shared/endpoints/reports';
import { route } from '../../http/route';
import { scopeOf } from '../office/scope';
import { cashReport, dailyReport, partnerSummary, pointReport, transferReport } from './service';

/** §2 reports: a partner's over its own subtree, staff's (area reports) over the whole site. */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  for (const calls of [partnerReports, adminReports]) {
    route(app, calls.deposits.list, (req, caller) => cashReport(req.deps, scopeOf(caller), 'in', req.body.filter, req.body));
    route(app, calls.withdrawals.list, (req, caller) => cashReport(req.deps, scopeOf(caller), 'out', req.body.filter, req.body));
    route(app, calls.transfers.list, (req, caller) => transferReport(req.deps, scopeOf(caller), req.body.filter, req.body));
    route(app, calls.points.list, (req, caller) => pointReport(req.deps, scopeOf(caller), req.body.filter, req.body));
    route(app, calls.daily.list, (req, caller) => dailyReport(req.deps, scopeOf(caller), req.body.filter, req.body));
    route(app, calls.summary.list, (req, caller) => partnerSummary(req.deps, scopeOf(caller), req.body.filter, req.body));
  }
}
