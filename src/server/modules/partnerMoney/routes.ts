import type { FastifyInstance } from 'fastify';
import { give } from '../../../shared/endpoints/money';
import { partnerMoney, partnerTransfers } from '../../../shared/endpoints/moneyOffice';
import { route } from '../../http/route';
import { actorOf } from '../audit/actor';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { memberTransfers, partnerTransfers as transferHistory, transfer } from './service';

/** §6 partner pay / recover and the member money grant, all through the ledger service. */
export default async function partnerMoneyRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of ['pay', 'recover'] as const) {
    route(app, partnerMoney[kind], (req, caller) =>
      idempotentMoneyCall(req, (m) => transfer(req.deps, m, { siteId: caller.siteId, caller: caller.member, actor: caller.actor }, kind, req.body)),
    );
  }
  route(app, partnerTransfers.list, (req, caller) => transferHistory(req.deps, caller, req.body));

  // /mypage/give: a member of a partner tier gives from its own cash to a user below it.
  route(app, give.send, (req, { member }) =>
    idempotentMoneyCall(req, (m) => transfer(req.deps, m, { siteId: req.site.site.id, caller: member, actor: actorOf(req) }, 'give', req.body)),
  );
  route(app, give.list, (req, { member }) => memberTransfers(req.deps, req.site.site.id, member.id, req.body));
}
