import type { FastifyInstance } from 'fastify';
import { adminLogins, adminOnline, partnerLogins, partnerOnline } from '../../../../shared/endpoints/accessOffice';
import { route } from '../../../http/route';
import { listLoginEvents, listOnline } from './service';

/** §2 access info and online members: a partner's subtree, staff the site. */
export function accessRoutes(app: FastifyInstance): void {
  route(app, partnerLogins.list, (req, caller) => listLoginEvents(req.deps, caller, req.body));
  route(app, adminLogins.list, (req, caller) => listLoginEvents(req.deps, caller, req.body));
  route(app, partnerOnline.list, (req, caller) => listOnline(req.deps, caller, req.body));
  route(app, adminOnline.list, (req, caller) => listOnline(req.deps, caller, req.body));
}
