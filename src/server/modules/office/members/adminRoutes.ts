import type { FastifyInstance } from 'fastify';
import { OfficeArea, OfficeId, OfficeIds } from '../../../../shared/api/office';
import { AdminMemberList, AdminMemberUpdateRequest } from '../../../../shared/api/office/members';
import { ResultCode } from '../../../../shared/resultCodes';
import { AppError } from '../../../http/appError';
import { approveMember } from '../../identity/memberFlags';
import { filterRange } from '../dates';
import { staffPost } from '../officeRoute';
import { scopeOf } from '../scope';
import { memberById, memberPage, membersByIds, numericId, numericIds } from './read';
import { findMemberInScope } from './repo';
import { updateMemberFromOffice } from './update';
import { toAdminRecord } from './view';

const staffView = { staffView: true };

/** §6 staff members resource: every member of the site; approve, status, flags, level, memo. */
export default async function adminMemberRoutes(app: FastifyInstance): Promise<void> {
  const area = OfficeArea.Members;
  staffPost(app, '/api/admin/members/list', area, AdminMemberList, (body, caller, req) =>
    memberPage(req.deps, scopeOf(caller), { ...body.filter, ...filterRange(req.deps, body.filter) }, body, staffView, toAdminRecord),
  );

  staffPost(app, '/api/admin/members/get', area, OfficeId, (body, caller, req) => memberById(req.deps, scopeOf(caller), numericId(body.id), staffView, toAdminRecord));

  staffPost(app, '/api/admin/members/getMany', area, OfficeIds, (body, caller, req) => membersByIds(req.deps, scopeOf(caller), numericIds(body.ids), staffView, toAdminRecord));

  staffPost(app, '/api/admin/members/update', area, AdminMemberUpdateRequest, async (body, caller, req) => {
    const member = await findMemberInScope(req.deps.db, scopeOf(caller), numericId(body.id));
    if (!member) throw new AppError(ResultCode.NotFound);
    await updateMemberFromOffice(req.deps, caller.siteId, member, body.data, caller.actor);
    return memberById(req.deps, scopeOf(caller), member.id, staffView, toAdminRecord);
  });

  // §4: sign-up approval (wait -> normal), identity's rule and audit line.
  staffPost(app, '/api/admin/members/approve', area, OfficeId, async (body, caller, req) => {
    const id = numericId(body.id);
    await approveMember(req.deps, caller.siteId, id, caller.actor);
    return memberById(req.deps, scopeOf(caller), id, staffView, toAdminRecord);
  });
}
