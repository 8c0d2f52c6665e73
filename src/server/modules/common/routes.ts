import type { FastifyInstance } from 'fastify';
import { CommonCodeRequest, GameCodesRequest, ProductListRequest, SiteBody } from '../../../shared/api/common';
import { post } from '../../http/route';
import { commonCodes, gameCodes, GAME_GROUP_CODE, productList, siteCheckInfo } from './service';

/**
 * §7 start-up data. Codes and site checks stay open through site maintenance: the front needs them
 * to show the /warning page; vendors and games close with the site.
 */
export default async function commonRoutes(app: FastifyInstance): Promise<void> {
  post(app, '/api/common/code', { body: SiteBody.extend(CommonCodeRequest.shape), access: 'public', openDuringMaintenance: true }, (req) =>
    commonCodes(req.deps.db, req.body.groupCode || req.body.masterCode),
  );

  post(app, '/api/common/gameGroupCodes', { body: SiteBody, access: 'public', openDuringMaintenance: true }, (req) =>
    commonCodes(req.deps.db, GAME_GROUP_CODE),
  );

  post(app, '/api/common/siteCheckInfo', { body: SiteBody, access: 'public', openDuringMaintenance: true }, (req) =>
    siteCheckInfo(req.deps.db, req.site.site.id, req.deps.clock.now()),
  );

  post(app, '/api/common/productList', { body: SiteBody.extend(ProductListRequest.shape), access: 'public' }, (req) =>
    productList(req.deps.db, req.body.groupCode),
  );

  post(app, '/api/common/gameCodes', { body: SiteBody.extend(GameCodesRequest.shape), access: 'public' }, (req) =>
    gameCodes(req.deps.db, req.body.procId, req.body.groupCode),
  );
}
