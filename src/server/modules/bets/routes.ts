import type { FastifyInstance } from 'fastify';
import { bet } from '../../../shared/endpoints/bets';
import { adminBets, partnerBets } from '../../../shared/endpoints/betsOffice';
import { recordId } from '../../http/recordId';
import { route, type ApiRequest } from '../../http/route';
import type { BetProcRequest } from '../../../shared/api/bets';
import type { SportsBetProcRequest } from '../../../shared/api/sports';
import { placeSportsSlip } from '../sports/slips';
import { scopeOf } from '../../http/officeScope';
import { placeMinigameBets } from '../minigame/bets/place';
import { officeBet, slipSource } from './officeService';
import { csvRoute } from '../../http/csvRoute';
import { gridCsv, gridPage } from '../../http/grid/gridReport';
import { betDetail, betList } from './service';
import { requestLanguage } from '../../http/language';

export default async function betRoutes(app: FastifyInstance): Promise<void> {
  // §8 S004: betting maintenance closes the call before anything is judged.
  route(app, bet.place, (req, auth) =>
    req.body.gameType === 'sports'
      ? placeSportsSlip(req as ApiRequest<SportsBetProcRequest>, auth)
      : placeMinigameBets(req as ApiRequest<BetProcRequest>, auth),
  );
  route(app, bet.list, (req, { member }) =>
    betList(req.deps, member.id, req.body, requestLanguage(req.raw.headers['accept-language'])),
  );
  route(app, bet.detail, (req, { member }) =>
    betDetail(req.deps, member.id, req.body.betIdx, requestLanguage(req.raw.headers['accept-language'])),
  );

  // The office bet screens: a partner sees its subtree's slips, staff of the bets area the site's.
  for (const calls of [partnerBets, adminBets]) {
    const language = (req: { raw: { headers: Record<string, string | string[] | undefined> } }) =>
      requestLanguage(req.raw.headers['accept-language']);
    route(app, calls.list, (req, caller) =>
      gridPage(req.deps, slipSource(req.deps, scopeOf(caller), req.body.filter, language(req)), req.body),
    );
    // The file speaks the language the office asked for in the body.
    csvRoute(app, calls.export, (req, caller) =>
      gridCsv(req.deps, slipSource(req.deps, scopeOf(caller), req.body.filter, req.body.lang), req.body),
    );
    route(app, calls.get, (req, caller) => officeBet(req.deps, scopeOf(caller), recordId(req.body.id), language(req)));
  }
}
