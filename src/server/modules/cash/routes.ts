import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../shared/api/common';
import { CashDeleteRequest, CashListQuery, DepositRequest, WithdrawRequest, type SiteAccount } from '../../../shared/api/cash';
import { post, requireMember } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { requestDeposit } from './deposits';
import { deleteCash, listCash, userCash } from './memberCash';
import { precheckWithdrawal, requestWithdrawal, rollingRemain } from './withdrawals';

/** §7 /api/cash/*: the member's deposits, withdrawals and balance. Points live in ../points. */
export default async function cashRoutes(app: FastifyInstance): Promise<void> {
  post(app, '/api/cash/in', { body: SiteBody.extend(DepositRequest.shape), access: 'member', closedBy: ['deposit'] }, (req) => {
    const member = requireMember(req).member;
    return idempotentMoneyCall(req, (m) => requestDeposit(req.deps, m, { siteId: req.site.site.id, memberId: member.id, options: req.site.options }, req.body));
  });

  post(app, '/api/cash/out', { body: SiteBody.extend(WithdrawRequest.shape), access: 'member', closedBy: ['withdraw'] }, async (req) => {
    const member = requireMember(req).member;
    const amount = await precheckWithdrawal(req.deps, member, req.site.options, req.body);
    return idempotentMoneyCall(req, (m) => requestWithdrawal(req.deps, m, { siteId: req.site.site.id, member, options: req.site.options }, amount));
  });

  post(app, '/api/cash/getAcc', { body: SiteBody, access: 'member', closedBy: ['deposit'] }, async (req): Promise<SiteAccount> => {
    const o = req.site.options;
    return { bankName: o.bankName, bankAccountNo: o.bankAccountNo, bankAccountHolder: o.bankAccountHolder };
  });

  post(app, '/api/cash/list', { body: SiteBody.extend(CashListQuery.shape), access: 'member' }, (req) => listCash(req.deps, requireMember(req).member.id, req.body));

  post(app, '/api/cash/del', { body: SiteBody.extend(CashDeleteRequest.shape), access: 'member' }, (req) => {
    const member = requireMember(req).member;
    return idempotentMoneyCall(req, (m) => deleteCash(req.deps, m, req.site.site.id, member.id, req.body.cashIdx));
  });

  post(app, '/api/cash/getUserCash', { body: SiteBody, access: 'member' }, (req) => userCash(req.deps, requireMember(req).member));

  post(app, '/api/cash/rolling/remain', { body: SiteBody, access: 'member' }, (req) => rollingRemain(req.deps.db, requireMember(req).member.id, req.site.options));
}
