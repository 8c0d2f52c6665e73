import type { FastifyInstance } from 'fastify';
import { adminLevels } from '../../../../shared/endpoints/site';
import { recordId, recordIds } from '../../../http/recordId';
import { route } from '../../../http/route';
import { createLevel, levelByNumber, levelsByNumber, listLevels, updateLevelSettings } from './service';

/** §5 level bet limits (min, max, win) and point percents (area site). */
export default async function levelRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminLevels.list, (req, caller) => listLevels(req.deps, caller.siteId, req.body));
  route(app, adminLevels.get, (req, caller) => levelByNumber(req.deps, caller.siteId, recordId(req.body.id)));
  route(app, adminLevels.getMany, (req, caller) => levelsByNumber(req.deps, caller.siteId, recordIds(req.body.ids)));
  route(app, adminLevels.create, (req, caller) => createLevel(req.deps, caller, req.body.data));
  route(app, adminLevels.update, (req, caller) =>
    updateLevelSettings(req.deps, caller, recordId(req.body.id), req.body.data),
  );
}
