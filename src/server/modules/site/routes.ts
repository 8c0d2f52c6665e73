import type { FastifyInstance } from 'fastify';
import { PublicSiteOptionsSchema } from '../../../shared/api/site';
import { site } from '../../../shared/endpoints/common';
import { route } from '../../http/route';
import { bankList } from './service';

export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  route(app, site.options, async (req) => ({ ...PublicSiteOptionsSchema.parse(req.site.options), tzOffsetMinutes: req.deps.config.SITE_TZ_OFFSET_MINUTES }));
  route(app, site.banks, (req) => bankList(req.deps.db));
}
