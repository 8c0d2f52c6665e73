import type { FastifyInstance } from 'fastify';
import { BoardType } from '../../../../shared/api/board';
import { main } from '../../../../shared/endpoints/content';
import { route, type ApiRequest } from '../../../http/route';
import type { ContentCache } from '../cache';
import { viewerOf, type Viewer } from '../viewer';
import { listBoard } from '../board/service';
import { mainBanners, popups } from '../banner/service';
import { mainInfo, mainPage } from './service';
import { cashBoard } from './cashTicker';
import { mainHighlights } from './highlights';

/**
 * §7 start-up and main-page calls: open to guests, answered from the site's 2-second cache
 * (`userPageType` is accepted and does not change the answer).
 */
export function mainRoutes(app: FastifyInstance, cache: ContentCache): void {
  const popupList = async (req: ApiRequest<unknown>) => {
    const viewer = viewerOf(req);
    return {
      list: await cache.get(viewer.siteId, `popup:${viewer.member ? 'member' : 'guest'}:${viewer.lang}`, () =>
        popups(req.deps, viewer),
      ),
    };
  };
  // The shared answers are kept per language (docs/domains/content.md#languages).
  const shared = <T>(req: ApiRequest<unknown>, key: string, load: (viewer: Viewer) => Promise<T>) => {
    const viewer = viewerOf(req);
    return cache.get(viewer.siteId, `${key}:${viewer.lang}`, () => load(viewer));
  };
  route(app, main.banners, async (req) => ({
    list: await shared(req, 'banner', (viewer) => mainBanners(req.deps, viewer.siteId, viewer.lang)),
  }));
  route(app, main.popups, popupList);
  route(app, main.mainPopups, popupList);
  route(app, main.info, (req) => shared(req, 'mainInfo', (viewer) => mainInfo(req.deps, viewer)));
  route(app, main.page, (req) => shared(req, 'main', (viewer) => mainPage(req.deps, viewer)));
  route(app, main.cashList, (req) =>
    cache.get(req.site.site.id, 'cashList', () => cashBoard(req.deps, req.site.site.id)),
  );
  route(app, main.highlights, (req) => {
    const viewer = viewerOf(req);
    // game names follow the reader's language: one cached answer per language
    return cache.get(req.site.site.id, `highlights:${viewer.lang}`, () => mainHighlights(req.deps, viewer));
  });
  route(app, main.notices, (req) => listBoard(req.deps, viewerOf(req), BoardType.Notice, req.body));
}
