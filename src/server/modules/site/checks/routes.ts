import type { FastifyInstance } from 'fastify';
import { adminSiteChecks } from '../../../../shared/endpoints/site';
import { recordId, recordIds } from '../../../http/recordId';
import { route } from '../../../http/route';
import { checkById, checksById, createCheck, listChecks, removeCheck, updateCheckSettings } from './service';

/** §3 site maintenance and per-game checks (area site). */
export default async function siteCheckRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminSiteChecks.list, (req, caller) => listChecks(req.deps, caller.siteId, req.body.filter, req.body));
  route(app, adminSiteChecks.get, (req, caller) => checkById(req.deps, caller.siteId, recordId(req.body.id)));
  route(app, adminSiteChecks.getMany, (req, caller) => checksById(req.deps, caller.siteId, recordIds(req.body.ids)));
  route(app, adminSiteChecks.create, (req, caller) => createCheck(req.deps, caller, req.body.data));
  route(app, adminSiteChecks.update, (req, caller) =>
    updateCheckSettings(req.deps, caller, recordId(req.body.id), req.body.data),
  );
  route(app, adminSiteChecks.delete, (req, caller) => removeCheck(req.deps, caller, recordId(req.body.id)));
}
