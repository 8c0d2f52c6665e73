import type { FastifyInstance } from 'fastify';
import { OfficeId, OfficeIds } from '../../../../shared/api/office';
import { LowerMemberCreateRequest, LowerMemberList, LowerMemberUpdateRequest } from '../../../../shared/api/office/members';
import { ResultCode } from '../../../../shared/resultCodes';
import { AppError } from '../../../http/appError';
import { filterRange } from '../dates';
import { partnerPost } from '../officeRoute';
import { scopeOf } from '../scope';
import { createMemberUnder } from './create';
import { memberById, memberPage, membersByIds, numericId, numericIds } from './read';
import { findMemberInScope } from './repo';
import { updateMemberFromOffice } from './update';
import { toLowerRecord } from './view';

/** §2 partner lower/list and lower/create: the caller's subtree only, itself excluded. */
export default async function partnerMemberRoutes(app: FastifyInstance): Promise<void> {
  partnerPost(app, '/api/partner/members/list', LowerMemberList, (body, caller, req) =>
    memberPage(req.deps, scopeOf(caller), { ...body.filter, ...filterRange(req.deps, body.filter) }, body, {}, toLowerRecord),
  );

  partnerPost(app, '/api/partner/members/get', OfficeId, (body, caller, req) => memberById(req.deps, scopeOf(caller), numericId(body.id), {}, toLowerRecord));

  partnerPost(app, '/api/partner/members/getMany', OfficeIds, (body, caller, req) => membersByIds(req.deps, scopeOf(caller), numericIds(body.ids), {}, toLowerRecord));

  partnerPost(app, '/api/partner/members/create', LowerMemberCreateRequest, async (body, caller, req) => {
    const place = { siteId: caller.siteId, parent: caller.member, domain: req.raw.hostname };
    const id = await createMemberUnder(req.deps, place, body.data, caller.actor);
    return memberById(req.deps, scopeOf(caller), id, {}, toLowerRecord);
  });

  partnerPost(app, '/api/partner/members/update', LowerMemberUpdateRequest, async (body, caller, req) => {
    const scope = scopeOf(caller);
    const member = await findMemberInScope(req.deps.db, scope, numericId(body.id));
    if (!member) throw new AppError(ResultCode.NotFound);
    await updateMemberFromOffice(req.deps, caller.siteId, member, body.data, caller.actor);
    return memberById(req.deps, scope, member.id, {}, toLowerRecord);
  });
}
