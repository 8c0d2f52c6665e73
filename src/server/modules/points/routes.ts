import type { FastifyInstance } from 'fastify';
import { points } from '../../../shared/endpoints/money';
import { route } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { convertPoints } from './conversion';
import { listPoints } from './pointList';

/** §7 point list and point conversion (S007 while point conversion is under maintenance). */
export default async function pointRoutes(app: FastifyInstance): Promise<void> {
  route(app, points.list, (req, { member }) => listPoints(req.deps, member.id, req.body));
  route(app, points.change, (req, { member }) =>
    idempotentMoneyCall(req, (m) =>
      convertPoints(
        m,
        req.deps,
        { siteId: req.site.site.id, memberId: member.id, options: req.site.options },
        req.body.pointAmt,
      ),
    ),
  );
}
