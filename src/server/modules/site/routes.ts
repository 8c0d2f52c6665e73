import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../shared/api/common';
import { PublicSiteOptionsSchema, type BankEntry } from '../../../shared/api/site';
import { post } from '../../http/route';
import { commonCodes } from '../common/service';

/** The code group of the banks a member may name (§3 bank name). */
const BANK_GROUP = 'BANK';

export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  // Open through maintenance: the /warning page reads the site status and the contact links here.
  post(app, '/api/etc/siteOption', { body: SiteBody, access: 'public', openDuringMaintenance: true }, async (req) =>
    PublicSiteOptionsSchema.parse(req.site.options),
  );

  post(app, '/api/etc/bank', { body: SiteBody, access: 'public' }, async (req): Promise<BankEntry[]> =>
    (await commonCodes(req.deps.db, BANK_GROUP)).map(({ code, codeName }) => ({ code, codeName })),
  );
}
