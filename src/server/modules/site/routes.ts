import type { FastifyInstance } from 'fastify';
import { PublicSiteOptionsSchema } from '../../../shared/api/site';
import { common, site } from '../../../shared/endpoints/common';
import { route } from '../../http/route';
import { bankList, commonCodes, GAME_GROUP_CODE, siteCheckInfo } from './service';

/** §7 start-up data: site options, banks, common codes, maintenance checks. */
export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  route(app, site.options, async (req) => ({
    ...PublicSiteOptionsSchema.parse(req.site.options),
    tzOffsetMinutes: req.deps.config.SITE_TZ_OFFSET_MINUTES,
  }));
  route(app, site.banks, (req) => bankList(req.deps.db));
  route(app, common.codes, (req) => commonCodes(req.deps.db, req.body.groupCode || req.body.masterCode));
  route(app, common.gameGroups, (req) => commonCodes(req.deps.db, GAME_GROUP_CODE));
  route(app, common.siteChecks, (req) => siteCheckInfo(req.deps.db, req.site.site.id, req.deps.clock.now()));
}
