import type { FastifyInstance } from 'fastify';
import { ResultCode } from '../../../shared/resultCodes';
import { SiteBody } from '../../../shared/api/common';
import { OfficeListQuery } from '../../../shared/api/office';
import { GiveListQuery, TransferRequest, type TransferKind } from '../../../shared/api/partnerMoney';
import { AppError } from '../../http/appError';
import { isPartnerTier, requirePartner } from '../../http/officeAccess';
import { post, requireMember, type ApiRequest } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import type { MemberRow } from '../identity/sessionRepo';
import { memberTransfers, partnerTransfers, transfer } from './service';

const Body = SiteBody.extend(TransferRequest.shape);

/** §6 partner pay / recover and the member money grant, all through the ledger service. */
export default async function partnerMoneyRoutes(app: FastifyInstance): Promise<void> {
  const run = (req: ApiRequest<TransferRequest>, caller: MemberRow, kind: TransferKind) =>
    idempotentMoneyCall(req, (m) => transfer(req.deps, m, { siteId: req.site.site.id, caller, ip: req.ip }, kind, req.body));

  post(app, '/api/partner/money/pay', { body: Body, access: 'member' }, (req) => run(req, requirePartner(req).member, 'pay'));
  post(app, '/api/partner/money/recover', { body: Body, access: 'member' }, (req) => run(req, requirePartner(req).member, 'recover'));
  post(app, '/api/partner/transfers/list', { body: SiteBody.extend(OfficeListQuery.shape), access: 'member' }, (req) =>
    partnerTransfers(req.deps, req.site.site.id, requirePartner(req).member, req.body),
  );

  // /mypage/give: a member of a partner tier gives from its own cash to a user below it.
  post(app, '/api/cash/give', { body: Body, access: 'member' }, (req) => {
    const member = requireMember(req).member;
    if (!isPartnerTier(member.tier)) throw new AppError(ResultCode.NoRightForSubUser);
    return run(req, member, 'give');
  });
  post(app, '/api/cash/give/list', { body: SiteBody.extend(GiveListQuery.shape), access: 'member' }, (req) =>
    memberTransfers(req.deps, req.site.site.id, requireMember(req).member.id, req.body),
  );
}
