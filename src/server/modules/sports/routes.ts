import type { FastifyInstance } from 'fastify';
import { sports } from '../../../shared/endpoints/sports';
import { route } from '../../http/route';
import { sportsFixtures, sportsResults } from './board';
import { cancelSportsSlip } from './cancel';

/**
 * The sportsbook's member calls (docs/domains/sportsbook.md). A slip is placed through
 * /api/bet/betProc (bets/routes.ts).
 */
export default async function sportsRoutes(app: FastifyInstance): Promise<void> {
  route(app, sports.fixtures, (req) => sportsFixtures(req.deps, req.site.site.id, req.body));
  route(app, sports.results, (req) => sportsResults(req.deps, req.site.site.id, req.body));
  route(app, sports.cancel, (req, auth) => cancelSportsSlip(req, auth));
}
