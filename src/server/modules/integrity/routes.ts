import type { FastifyInstance } from 'fastify';
import { adminIntegrity, partnerIntegrity, partnerSharedSignals } from '../../../shared/endpoints/integrityOffice';
import { recordId } from '../../http/recordId';
import { route } from '../../http/route';
import { scopeOf } from '../../http/officeScope';
import { detectSite } from './detector';
import { getFlag, listFlags, reviewFlag } from './review';
import { listSharedSignals } from './sharedSignals';

/** Integrity flags in the office. */
export default async function integrityRoutes(app: FastifyInstance): Promise<void> {
  for (const calls of [adminIntegrity, partnerIntegrity]) {
    route(app, calls.list, (req, caller) => listFlags(req.deps, scopeOf(caller), req.body));
    route(app, calls.get, (req, caller) => getFlag(req.deps, scopeOf(caller), recordId(req.body.id)));
  }
  route(app, adminIntegrity.accept, (req, caller) =>
    reviewFlag(req.deps, caller.siteId, req.body.id, { action: req.body.action, memo: req.body.memo }, caller.actor),
  );
  route(app, adminIntegrity.dismiss, (req, caller) =>
    reviewFlag(req.deps, caller.siteId, req.body.id, { action: null, memo: req.body.memo }, caller.actor),
  );
  route(app, adminIntegrity.run, (req, caller) => detectSite(req.deps, caller.siteId));
  route(app, partnerSharedSignals.list, (req, caller) => listSharedSignals(req.deps, scopeOf(caller), req.body));
}
