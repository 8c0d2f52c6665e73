import type { FastifyInstance } from 'fastify';
import { bet } from '../../../shared/endpoints/bets';
import { adminBets, partnerBets } from '../../../shared/endpoints/betsOffice';
import { recordId } from '../../http/recordId';
import { route } from '../../http/route';
import { scopeOf } from '../office/scope';
import { placeMinigameBets } from './minigameBet';
import { officeBet, officeBetList } from './officeService';
import { betDetail, betList } from './service';
import { requestLanguage } from '../../http/language';

export default async function betRoutes(app: FastifyInstance): Promise<void> {
  // §8 S004: betting maintenance closes the call before anything is judged.
  route(app, bet.place, (req, auth) => placeMinigameBets(req, auth));
  route(app, bet.list, (req, { member }) => betList(req.deps, member.id, req.body, requestLanguage(req.raw.headers['accept-language'])));
  route(app, bet.detail, (req, { member }) => betDetail(req.deps, member.id, req.body.betIdx, requestLanguage(req.raw.headers['accept-language'])));

  // The office bet screens: a partner sees its subtree's slips, staff of the bets area the site's.
  for (const calls of [partnerBets, adminBets]) {
    route(app, calls.list, (req, caller) => officeBetList(req.deps, scopeOf(caller), req.body));
    route(app, calls.get, (req, caller) => officeBet(req.deps, scopeOf(caller), recordId(req.body.id)));
  }
}
