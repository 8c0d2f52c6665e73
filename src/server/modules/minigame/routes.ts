import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ResultCode } from '../../../shared/resultCodes';
import { SiteBody } from '../../../shared/api/common';
import { OfficeArea, OfficeId, OfficeListQuery } from '../../../shared/api/office';
import { GetGameRequest, LaunchRequest, OddsUpdate, ResultListRequest } from '../../../shared/api/minigame';
import { AppError } from '../../http/appError';
import { post } from '../../http/route';
import { requireStaffArea } from '../../http/officeAccess';
import { writeAudit } from '../audit/repo';
import { prepareMinigames } from './engine';
import { oddsList, oddsUpdate } from './oddsAdmin';
import { startScheduler } from './scheduler';
import { gameState, roundResults } from './service';

const GameKeyParam = z.object({ type: z.string().regex(/^[a-z0-9]{2,20}$/) });

export default async function minigameRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // DESIGN: scheduled work runs where SCHEDULER is on; the advisory lock picks one node of those.
  if (deps.config.SCHEDULER) {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      await prepareMinigames(deps);
      stop = startScheduler(deps, app.log);
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }

  post(app, '/api/minigame/getGame/:type', { body: SiteBody.extend(GetGameRequest.shape), access: 'public' }, (req) => {
    const params = GameKeyParam.safeParse(req.raw.params);
    if (!params.success) throw new AppError(ResultCode.InvalidGameType);
    return gameState(req.deps, req.site.site.id, params.data.type, req.auth?.kind === 'member' ? req.auth.member.id : null);
  });

  // §7 mini launch: the house minigames play in the member front's own viewer.
  post(app, '/api/minigame/getGame', { body: SiteBody.extend(LaunchRequest.shape), access: 'member' }, async (req) => {
    await gameState(req.deps, req.site.site.id, req.body.gameCode, null);
    return { gameurl: `/winner/mini/play/${req.body.gameCode}` };
  });

  post(app, '/api/minigame/powerballResult', { body: SiteBody.extend(ResultListRequest.shape), access: 'public' }, (req) =>
    roundResults(req.deps, req.body.gameType, req.body.page, req.body.count_per_list),
  );

  post(app, '/api/admin/minigameOdds/list', { body: SiteBody.extend(OfficeListQuery.shape), access: 'staff' }, (req) => {
    requireStaffArea(req, OfficeArea.Games);
    return oddsList(req.deps, req.site.site.id, req.body);
  });

  post(app, '/api/admin/minigameOdds/update', { body: SiteBody.extend(OfficeId.shape).extend({ data: OddsUpdate }), access: 'staff' }, async (req) => {
    const staff = requireStaffArea(req, OfficeArea.Games);
    const id = Number(req.body.id);
    if (!Number.isSafeInteger(id)) throw new AppError(ResultCode.NotFound);
    const record = await oddsUpdate(req.deps, req.site.site.id, id, req.body.data);
    await writeAudit(req.deps.db, {
      siteId: req.site.site.id,
      actorKind: 'staff',
      actorId: String(staff.staff.id),
      action: 'minigameOdds.update',
      target: String(id),
      detail: req.body.data,
      ip: req.ip,
    });
    return record;
  });
}
