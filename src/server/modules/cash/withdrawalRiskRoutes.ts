import type { FastifyInstance } from 'fastify';
import { adminWithdrawals } from '../../../shared/endpoints/cashOffice';
import { route } from '../../http/route';
import { recordId } from '../../http/recordId';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { judgeWithdrawal, riskCard } from './withdrawalRisk';

/** A withdrawal's risk card and the rules run again (docs/domains/cash.md#withdrawal-risk-rules). */
export function withdrawalRiskRoutes(app: FastifyInstance): void {
  route(app, adminWithdrawals.risk, (req, caller) =>
    riskCard(req.deps, req.deps.db, { siteId: caller.siteId, options: req.site.options }, recordId(req.body.id)),
  );
  route(app, adminWithdrawals.judge, (req, caller) => {
    const site = { siteId: caller.siteId, options: req.site.options };
    const id = recordId(req.body.id);
    return idempotentMoneyCall(req, async (m) => {
      await judgeWithdrawal(req.deps, m, site, id, 'again');
      return riskCard(req.deps, m.trx, site, id);
    });
  });
}
