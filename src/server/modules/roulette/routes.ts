import type { FastifyInstance } from 'fastify';
import { event } from '../../../shared/endpoints/promotions';
import { adminRouletteGrants, adminRoulettePrizes } from '../../../shared/endpoints/promotionsOffice';
import { route } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { rouletteInfo, spinRoulette } from './service';
import { grantByStaff, prizeCreate, prizeDelete, prizeGet, prizeList, prizeUpdate } from './officeService';

/** §2 roulette (/member/rotary), and the office's wheel and spin grants (area points). */
export default async function rouletteRoutes(app: FastifyInstance): Promise<void> {
  route(app, event.roulette.info, (req, { member }) =>
    rouletteInfo(req.deps, { siteId: req.site.site.id, memberId: member.id, options: req.site.options }),
  );
  route(app, event.roulette.spin, (req, { member }) =>
    idempotentMoneyCall(req, (m) =>
      spinRoulette(m, req.deps, { siteId: req.site.site.id, memberId: member.id, options: req.site.options }),
    ),
  );
  route(app, adminRoulettePrizes.list, (req, caller) => prizeList(req.deps, caller.siteId, req.body));
  route(app, adminRoulettePrizes.get, (req, caller) => prizeGet(req.deps, caller.siteId, Number(req.body.id)));
  route(app, adminRoulettePrizes.create, (req, caller) => prizeCreate(req.deps, caller, req.body.data));
  route(app, adminRoulettePrizes.update, (req, caller) =>
    prizeUpdate(req.deps, caller, Number(req.body.id), req.body.data),
  );
  route(app, adminRoulettePrizes.delete, (req, caller) => prizeDelete(req.deps, caller, Number(req.body.id)));
  route(app, adminRouletteGrants.create, (req, caller) => grantByStaff(req.deps, caller, req.body.data));
}
