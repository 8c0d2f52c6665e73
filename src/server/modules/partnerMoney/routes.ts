import type { FastifyInstance } from 'fastify';
import { give } from '../../../shared/endpoints/money';
import {
  adminPartnerMoneyRequests,
  partnerMoney,
  partnerMoneyRequests,
  partnerMoneyTransfers,
} from '../../../shared/endpoints/partnerMoneyOffice';
import { route } from '../../http/route';
import { actorOf } from '../audit/actor';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { memberTransfers, transferHistory, transfer } from './service';
import { alertStaff } from '../realtime/staffAlerts';
import { actOnMoneyRequest, createMoneyRequest, getMoneyRequest, listMoneyRequests } from './requests/service';

/** §6 partner pay / recover and the member money grant, all through the ledger service. */
export default async function partnerMoneyRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of ['pay', 'recover'] as const) {
    route(app, partnerMoney[kind], (req, caller) =>
      idempotentMoneyCall(req, (m) =>
        transfer(req.deps, m, { siteId: caller.siteId, caller: caller.member, actor: caller.actor }, kind, req.body),
      ),
    );
  }
  route(app, partnerMoneyTransfers.list, (req, caller) => transferHistory(req.deps, caller, req.body));

  // /mypage/give: a member of a partner tier gives from its own cash to a user below it.
  route(app, give.send, (req, { member }) =>
    idempotentMoneyCall(req, (m) =>
      transfer(req.deps, m, { siteId: req.site.site.id, caller: member, actor: actorOf(req) }, 'give', req.body),
    ),
  );
  route(app, give.list, (req, { member }) => memberTransfers(req.deps, req.site.site.id, member.id, req.body));

  // §4 partner money requests: partners ask and decide for their direct children, staff for the head office.
  route(app, partnerMoneyRequests.list, (req, caller) => listMoneyRequests(req.deps, caller, req.body));
  route(app, partnerMoneyRequests.get, (req, caller) => getMoneyRequest(req.deps.db, caller, req.body.id));
  route(app, partnerMoneyRequests.create, async (req, caller) => {
    const created = await idempotentMoneyCall(req, (m) => createMoneyRequest(req.deps, m, caller, req.body.data));
    // a request to the head office waits on staff: their bell hears it
    if (created.approverMemId === null)
      alertStaff(req.deps, caller.siteId, { kind: 'moneyRequest', id: created.id, at: created.createdAt });
    return created;
  });
  route(app, adminPartnerMoneyRequests.list, (req, caller) => listMoneyRequests(req.deps, caller, req.body));
  route(app, adminPartnerMoneyRequests.get, (req, caller) => getMoneyRequest(req.deps.db, caller, req.body.id));
  for (const action of ['approve', 'refuse', 'wait'] as const) {
    route(app, partnerMoneyRequests[action], (req, caller) =>
      idempotentMoneyCall(req, (m) => actOnMoneyRequest(req.deps, m, caller, action, req.body)),
    );
    route(app, adminPartnerMoneyRequests[action], (req, caller) =>
      idempotentMoneyCall(req, (m) => actOnMoneyRequest(req.deps, m, caller, action, req.body)),
    );
  }
  route(app, partnerMoneyRequests.cancel, (req, caller) =>
    idempotentMoneyCall(req, (m) => actOnMoneyRequest(req.deps, m, caller, 'cancel', req.body)),
  );
}
