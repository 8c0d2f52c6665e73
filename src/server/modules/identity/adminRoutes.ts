import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../shared/api/common';
import { MemberLockRequest } from '../../../shared/api/member';
import { OfficeArea } from '../../../shared/api/office';
import { post } from '../../http/route';
import { requireStaffArea } from '../../http/officeAccess';
import { lockMember } from './memberFlags';

/**
 * Staff actions on a member that identity owns because they end sessions. The office's members
 * resource (list, get, update, approve) is built around them and calls the exports of memberFlags.ts.
 */
export default async function memberAdminRoutes(app: FastifyInstance): Promise<void> {
  post(app, '/api/admin/members/lock', { body: SiteBody.extend(MemberLockRequest.shape), access: 'staff' }, async (req) => {
    const staff = requireStaffArea(req, OfficeArea.Members);
    return lockMember(req.deps, req.site.site.id, req.body.id, req.body.locked, { kind: 'staff', id: staff.staff.staff_id, ip: req.ip });
  });
}
