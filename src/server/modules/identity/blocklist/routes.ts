import type { FastifyInstance } from 'fastify';
import { adminBlocklist } from '../../../../shared/endpoints/members';
import { route } from '../../../http/route';
import { addBlock, listBlocklist, removeBlock } from './service';

/** §6 blocked IP / phone / account / member id lists (area members), checked by sign-up and login. */
export default async function blocklistRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminBlocklist.list, (req, caller) => listBlocklist(req.deps, caller.siteId, req.body.filter, req.body));
  route(app, adminBlocklist.create, (req, caller) => addBlock(req.deps, caller.siteId, req.body.data, caller.actor));
  route(app, adminBlocklist.delete, (req, caller) => removeBlock(req.deps, caller.siteId, req.body.id, caller.actor));
}
