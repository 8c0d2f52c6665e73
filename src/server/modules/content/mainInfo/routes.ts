import type { FastifyInstance } from 'fastify';
import { BoardType } from '../../../../shared/api/board';
import { main } from '../../../../shared/endpoints/content';
import { route, type ApiRequest } from '../../../http/route';
import type { ContentCache } from '../cache';
import { viewerOf } from '../viewer';
import { listBoard } from '../board/service';
import { mainBanners, popups } from '../banner/service';
import { mainInfo, mainPage } from './service';
import { cashBoard } from './cashTicker';

/**
 * §7 start-up and main-page calls: open to guests, answered from the site's 2-second cache
 * (`userPageType` is accepted and does not change the answer).
 */
export function mainRoutes(app: FastifyInstance, cache: ContentCache): void {
  const popupList = async (req: ApiRequest<unknown>) => {
    const viewer = viewerOf(req);
    return { list: await cache.get(viewer.siteId, viewer.member ? 'popup:member' : 'popup:guest', () => popups(req.deps, viewer)) };
  };
  route(app, main.banners, async (req) => ({ list: await cache.get(req.site.site.id, 'banner', () => mainBanners(req.deps, req.site.site.id)) }));
  route(app, main.popups, popupList);
  route(app, main.mainPopups, popupList);
  route(app, main.info, (req) => cache.get(req.site.site.id, 'mainInfo', () => mainInfo(req.deps, viewerOf(req))));
  route(app, main.page, (req) => cache.get(req.site.site.id, 'main', () => mainPage(req.deps, viewerOf(req))));
  route(app, main.cashList, (req) => cache.get(req.site.site.id, 'cashList', () => cashBoard(req.deps, req.site.site.id)));
  route(app, main.notices, (req) => listBoard(req.deps, viewerOf(req), BoardType.Notice, req.body));
}
