import type { FastifyInstance } from 'fastify';
import { adminSiteOptions } from '../../../../shared/endpoints/site';
import { route } from '../../../http/route';
import { readOptions, updateOptions } from './service';

/** §3 site options (area site). */
export default async function siteOptionRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminSiteOptions.get, (req, caller) => readOptions(req.deps, caller.siteId));
  route(app, adminSiteOptions.update, (req, caller) => {
    // The partial schema still fills defaults; only the fields the office sent are changes.
    const sent = new Set(Object.keys((req.raw.body as { data?: object }).data ?? {}));
    return updateOptions(
      req.deps,
      caller,
      Object.fromEntries(Object.entries(req.body.data).filter(([key]) => sent.has(key))),
    );
  });
}
