import type { FastifyInstance } from 'fastify';
import { event } from '../../../shared/endpoints/promotions';
import { route } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { attendanceMonth, checkIn } from './service';

/** §2 attendance check-in. */
export default async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  route(app, event.attendance.check, (req, { member }) =>
    idempotentMoneyCall(req, (m) =>
      checkIn(m, req.deps, { siteId: req.site.site.id, memberId: member.id, options: req.site.options }),
    ),
  );
  route(app, event.attendance.list, (req, { member }) =>
    attendanceMonth(
      req.deps,
      { siteId: req.site.site.id, memberId: member.id, options: req.site.options },
      req.body.month,
    ),
  );
}
