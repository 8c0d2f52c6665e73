import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../shared/api/common';
import { PointChangeRequest, PointListQuery } from '../../../shared/api/cash';
import { post, requireMember } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { convertPoints } from './conversion';
import { listPoints } from './pointList';

/** §7 /api/cash/pointList and /api/cash/pointChg (S007 while point conversion is under maintenance). */
export default async function pointRoutes(app: FastifyInstance): Promise<void> {
  post(app, '/api/cash/pointList', { body: SiteBody.extend(PointListQuery.shape), access: 'member' }, (req) => listPoints(req.deps, requireMember(req).member.id, req.body));

  post(app, '/api/cash/pointChg', { body: SiteBody.extend(PointChangeRequest.shape), access: 'member', closedBy: ['point'] }, (req) => {
    const member = requireMember(req).member;
    return idempotentMoneyCall(req, (m) => convertPoints(m, { siteId: req.site.site.id, memberId: member.id, options: req.site.options }, req.body.pointAmt));
  });
}
