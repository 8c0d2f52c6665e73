import type { FastifyInstance } from 'fastify';
import { common } from '../../../shared/endpoints/common';
import { route } from '../../http/route';
import { commonCodes, gameCodes, GAME_GROUP_CODE, siteCheckInfo } from './service';
import { productList } from '../vendors/catalogue';

/** §7 start-up data (which calls stay open through maintenance is the table's to say). */
export default async function commonRoutes(app: FastifyInstance): Promise<void> {
  route(app, common.codes, (req) => commonCodes(req.deps.db, req.body.groupCode || req.body.masterCode));
  route(app, common.gameGroups, (req) => commonCodes(req.deps.db, GAME_GROUP_CODE));
  route(app, common.siteChecks, (req) => siteCheckInfo(req.deps.db, req.site.site.id, req.deps.clock.now()));
  route(app, common.products, (req) => productList(req.deps, req.site.site.id, req.body.groupCode));
  route(app, common.gameCodes, (req) => gameCodes(req.deps, req.site.site.id, req.body.procId, req.body.groupCode));
}
