import type { FastifyInstance } from 'fastify';
import { adminJoinCodes, partnerJoinCodes } from '../../../../shared/endpoints/joinCodes';
import { recordId } from '../../../http/recordId';
import { route } from '../../../http/route';
import { createJoinCode, joinCodeById, joinCodeList, updateJoinCodeOf } from './service';

/** Sign-up codes: a partner's over its subtree, staff's over the site with domains (docs/domains/partner-codes.md). */
export default function joinCodeRoutes(app: FastifyInstance): void {
  for (const calls of [partnerJoinCodes, adminJoinCodes]) {
    route(app, calls.list, (req, caller) => joinCodeList(req.deps, caller, req.body));
    route(app, calls.get, (req, caller) => joinCodeById(req.deps, caller, recordId(req.body.id)));
    route(app, calls.create, (req, caller) => createJoinCode(req.deps, caller, req.body.data));
    route(app, calls.update, (req, caller) => updateJoinCodeOf(req.deps, caller, recordId(req.body.id), req.body.data));
  }
}
