import type { FastifyInstance } from 'fastify';
import { cash } from '../../../shared/endpoints/cash';
import { adminDeposits, adminWithdrawals } from '../../../shared/endpoints/cashOffice';
import type { CashKind } from '../../../shared/api/cash';
import { route, type RateRule } from '../../http/route';
import { csvRoute } from '../../http/csvRoute';
import { gridCsv } from '../../http/grid/gridReport';
import { scopeOf } from '../../http/officeScope';
import { cashSource } from './report';
import { unlockPin } from './pinUnlock';
import { alertStaff } from '../realtime/staffAlerts';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { requestDeposit } from './deposits';
import { deleteCash, listCash, userCash } from './memberCash';
import { recordId } from '../../http/recordId';
import { getRequest, listRequests, processRequest, type CashAction } from './staffProcess';
import { assertGameWindowOpen } from '../vendors/gameWindow';
import { precheckWithdrawal, requestWithdrawal, withdrawBlockers } from './withdrawals';
import { correctionRoutes } from './correctionRoutes';
import { bankNoticeRoutes } from './bankNoticeRoutes';
import { matchWaitingNotices } from './bankNotices';
import { judgeNewWithdrawal } from './withdrawalRisk';
import { withdrawalRiskRoutes } from './withdrawalRiskRoutes';

/**
 * Calls that check a password are limited per IP before any hash
 * (docs/architecture/endpoints.md#rate-limits); the guesses of one member are counted (and lock) in
 * ../identity/secretLocks.
 */
const pinLimits: RateRule[] = [{ name: 'pin-ip', key: ({ ip }) => ip, max: 60, windowMs: 60_000 }];

/** §7 /api/cash/*: the member's deposits, withdrawals and balance. Points live in ../points. */
function memberRoutes(app: FastifyInstance): void {
  route(app, cash.deposit, async (req, { member }) => {
    const site = { siteId: req.site.site.id, options: req.site.options };
    const { row, paid } = await idempotentMoneyCall(req, async (m) => {
      const asked = await requestDeposit(req.deps, m, { ...site, memberId: member.id }, req.body);
      // The money may have arrived first: a waiting bank notice of this deposit pays it now.
      const matched = await matchWaitingNotices(req.deps, m, site, asked);
      return { row: matched ?? asked, paid: matched !== null };
    });
    if (!paid) alertStaff(req.deps, site.siteId, { kind: 'deposit', id: row.cashIdx, at: row.applyDate });
    return row;
  });

  route(
    app,
    cash.withdraw,
    async (req, { member }) => {
      const amount = await precheckWithdrawal(req.deps, member, req.site.options, req.body);
      const site = { siteId: req.site.site.id, options: req.site.options };
      const row = await idempotentMoneyCall(req, (m) => requestWithdrawal(req.deps, m, { ...site, member }, amount));
      // The risk rules may approve it at once (docs/domains/cash.md#withdrawal-risk-rules); else staff are told.
      const approved = await judgeNewWithdrawal(req.deps, req.log, site, row.cashIdx);
      if (approved) return approved;
      alertStaff(req.deps, req.site.site.id, { kind: 'withdrawal', id: row.cashIdx, at: row.applyDate });
      return row;
    },
    { rateLimits: pinLimits },
  );

  route(app, cash.unlockPin, (req, auth) => unlockPin(req.deps, auth, req.body.memPass), { rateLimits: pinLimits });

  route(app, cash.account, async (req) => {
    const o = req.site.options;
    return { bankName: o.bankName, bankAccountNo: o.bankAccountNo, bankAccountHolder: o.bankAccountHolder };
  });

  route(app, cash.list, (req, { member }) => listCash(req.deps, member.id, req.body));

  route(app, cash.cancel, (req, { member }) =>
    idempotentMoneyCall(req, (m) => deleteCash(req.deps, m, req.site.site.id, member.id, req.body.cashIdx)),
  );

  route(app, cash.balance, async (req, auth) => {
    await assertGameWindowOpen(req.deps, auth);
    return userCash(req.deps, auth.member);
  });

  route(app, cash.rollingRemain, (req, { member }) => withdrawBlockers(req.deps, member.id, req.site.options));
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
    // The queue's CSV is the cash report's (one writer, one set of columns), over the queue's filter.
    csvRoute(app, calls.export, (req, caller) => {
      const { status, memId, startDate, endDate } = req.body.filter;
      const filter = { status, memId, dateFrom: startDate, dateTo: endDate };
      return gridCsv(req.deps, cashSource(req.deps, scopeOf(caller), kind, filter), req.body);
    });
    const action = (name: CashAction) =>
      route(app, calls[name], (req, caller) => {
        const ctx = { siteId: caller.siteId, staffId: caller.staff.id, actor: caller.actor };
        return idempotentMoneyCall(req, (m) =>
          processRequest(req.deps, m, ctx, kind, recordId(req.body.id), name, req.body.memo),
        );
      });
    action('approve');
    action('refuse');
    action('wait');
  }
}

export default async function cashRoutes(app: FastifyInstance): Promise<void> {
  memberRoutes(app);
  staffRoutes(app);
  correctionRoutes(app);
  withdrawalRiskRoutes(app);
  await bankNoticeRoutes(app);
}
