import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../shared/api/common';
import { BetDetailRequest, BetListRequest, BetProcRequest } from '../../../shared/api/bets';
import { post, requireMember } from '../../http/route';
import { placeMinigameBets } from './minigameBet';
import { betDetail, betList } from './service';

export default async function betRoutes(app: FastifyInstance): Promise<void> {
  // §8 S004: betting maintenance closes the call before anything is judged.
  post(app, '/api/bet/betProc', { body: SiteBody.extend(BetProcRequest.shape), access: 'member', closedBy: ['bet'] }, (req) =>
    placeMinigameBets(req, requireMember(req)),
  );

  post(app, '/api/bet/betlist', { body: SiteBody.extend(BetListRequest.shape), access: 'member' }, (req) =>
    betList(req.deps, requireMember(req).member.id, req.body),
  );

  post(app, '/api/bet/detail', { body: SiteBody.extend(BetDetailRequest.shape), access: 'member' }, (req) =>
    betDetail(req.deps, requireMember(req).member.id, req.body.betIdx),
  );
}
