import type { FastifyInstance } from 'fastify';
import { cash } from '../../../shared/endpoints/cash';
import { adminDeposits, adminWithdrawals } from '../../../shared/endpoints/cashOffice';
import type { CashKind } from '../../../shared/api/cash';
import { route } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { requestDeposit } from './deposits';
import { deleteCash, listCash, userCash } from './memberCash';
import { recordId } from '../../http/recordId';
import { getRequest, listRequests, processRequest, type CashAction } from './staffProcess';
import { precheckWithdrawal, requestWithdrawal, rollingRemain } from './withdrawals';

/** §7 /api/cash/*: the member's deposits, withdrawals and balance. Points live in ../points. */
function memberRoutes(app: FastifyInstance): void {
  route(app, cash.deposit, (req, { member }) =>
    idempotentMoneyCall(req, (m) => requestDeposit(req.deps, m, { siteId: req.site.site.id, memberId: member.id, options: req.site.options }, req.body)),
  );

  route(app, cash.withdraw, async (req, { member }) => {
    const amount = await precheckWithdrawal(req.deps, member, req.site.options, req.body);
    return idempotentMoneyCall(req, (m) => requestWithdrawal(req.deps, m, { siteId: req.site.site.id, member, options: req.site.options }, amount));
  });

  route(app, cash.account, async (req) => {
    const o = req.site.options;
    return { bankName: o.bankName, bankAccountNo: o.bankAccountNo, bankAccountHolder: o.bankAccountHolder };
  });

  route(app, cash.list, (req, { member }) => listCash(req.deps, member.id, req.body));

  route(app, cash.cancel, (req, { member }) => idempotentMoneyCall(req, (m) => deleteCash(req.deps, m, req.site.site.id, member.id, req.body.cashIdx)));

  route(app, cash.balance, (req, { member }) => userCash(req.deps, member));

  route(app, cash.rollingRemain, (req, { member }) => rollingRemain(req.deps.db, member.id, req.site.options));
}

/** Staff processing (§3 statuses): deposit managers deposits, withdrawal managers withdrawals, master both. */
function staffRoutes(app: FastifyInstance): void {
  const queues: ReadonlyArray<[CashKind, typeof adminDeposits | typeof adminWithdrawals]> = [
    ['in', adminDeposits],
    ['out', adminWithdrawals],
  ];
  for (const [kind, calls] of queues) {
    route(app, calls.list, (req, caller) => listRequests(req.deps, caller.siteId, kind, req.body));
    route(app, calls.get, (req, caller) => getRequest(req.deps, caller.siteId, kind, recordId(req.body.id)));
    const action = (name: CashAction) =>
      route(app, calls[name], (req, caller) => {
        const ctx = { siteId: caller.siteId, staffId: caller.staff.id, actor: caller.actor };
        return idempotentMoneyCall(req, (m) => processRequest(req.deps, m, ctx, kind, recordId(req.body.id), name, req.body.memo));
      });
    action('approve');
    action('refuse');
    action('wait');
  }
}

export default async function cashRoutes(app: FastifyInstance): Promise<void> {
  memberRoutes(app);
  staffRoutes(app);
}
