import type { FastifyInstance } from 'fastify';
import { partnerSubUsers } from '../../../../shared/endpoints/staffOffice';
import { recordId } from '../../../http/recordId';
import { route } from '../../../http/route';
import { createSubUser, listSubUsers, updateSubUser } from './service';

/** A partner's sub-users of its office (docs/domains/partners.md#sub-users): the partner itself only. */
export default function subUserRoutes(app: FastifyInstance): void {
  route(app, partnerSubUsers.list, (req, caller) => listSubUsers(req.deps, caller));
  route(app, partnerSubUsers.create, (req, caller) => createSubUser(req.deps, caller, req.body.data));
  route(app, partnerSubUsers.update, (req, caller) =>
    updateSubUser(req.deps, caller, recordId(req.body.id), req.body.data),
  );
}
