import type { FastifyInstance } from 'fastify';
import { sports } from '../../../shared/endpoints/sports';
import { route } from '../../http/route';
import { sportsFixture, sportsFixtures, sportsResults } from './board';
import { cancelSportsSlip } from './cancel';
import { acceptCashOut, quoteCashOut } from './cashOut';

/**
 * The sportsbook's member calls (docs/domains/sportsbook.md): the board, results, cancel and cash-out. A slip is placed through
 * /api/bet/betProc (bets/routes.ts).
 */
export default async function sportsRoutes(app: FastifyInstance): Promise<void> {
  route(app, sports.fixtures, (req) => sportsFixtures(req.deps, req.site.site.id, req.body));
  route(app, sports.fixture, (req) => sportsFixture(req.deps, req.site.site.id, req.body));
  route(app, sports.results, (req) => sportsResults(req.deps, req.site.site.id, req.body));
  route(app, sports.cancel, (req, auth) => cancelSportsSlip(req, auth));
  route(app, sports.cashOutQuote, (req, auth) => quoteCashOut(req, auth));
  route(app, sports.cashOut, (req, auth) => acceptCashOut(req, auth));
}
