import type { FastifyInstance } from 'fastify';
import { bonus } from '../../../shared/endpoints/bonuses';
import { route } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { depositOffers } from './offers';
import { forfeitBonus, myBonuses } from './service';
import bonusOfficeRoutes from './officeRoutes';

/** The member's bonuses (docs/domains/bonuses.md), and the office's programs, grants and requirements. */
export default async function bonusRoutes(app: FastifyInstance): Promise<void> {
  route(app, bonus.offers, (req, { member }) => depositOffers(req.deps, req.site.site.id, member.id));
  route(app, bonus.list, (req, { member }) => myBonuses(req.deps, member.id, req.body));
  route(app, bonus.forfeit, (req, { member }) =>
    idempotentMoneyCall(req, (m) =>
      forfeitBonus(m, req.deps, { siteId: req.site.site.id, memberId: member.id }, req.body.id),
    ),
  );
  await bonusOfficeRoutes(app);
}
