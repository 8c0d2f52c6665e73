import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ResultCode } from '../../../shared/resultCodes';
import { minigame } from '../../../shared/endpoints/minigame';
import { adminMinigameOdds } from '../../../shared/endpoints/minigameOffice';
import { AppError } from '../../http/appError';
import { recordId } from '../../http/recordId';
import { route } from '../../http/route';
import { oddsList, oddsUpdate } from './oddsAdmin';
import { gameState, launchGame, roundResults } from './service';

const GameKeyParam = z.object({ type: z.string().regex(/^[a-z0-9]{2,20}$/) });

export default async function minigameRoutes(app: FastifyInstance): Promise<void> {
  route(app, minigame.state, (req, auth) => {
    const params = GameKeyParam.safeParse(req.raw.params);
    if (!params.success) throw new AppError(ResultCode.InvalidGameType);
    return gameState(req.deps, req.site.site.id, params.data.type, auth?.member.id ?? null);
  });

  route(app, minigame.launch, (req) => launchGame(req.deps, req.body.gameCode));

  route(app, minigame.results, (req) =>
    roundResults(req.deps, req.body.gameType, req.body.page, req.body.count_per_list),
  );

  route(app, adminMinigameOdds.list, (req, caller) => oddsList(req.deps, caller.siteId, req.body));
  route(app, adminMinigameOdds.update, (req, caller) =>
    oddsUpdate(req.deps, caller, recordId(req.body.id), req.body.data),
  );
}
