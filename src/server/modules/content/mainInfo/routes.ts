import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../../shared/api/common';
import { BoardListRequest, BoardType } from '../../../../shared/api/board';
import { post } from '../../../http/route';
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
  const body = SiteBody.extend({ userPageType: BoardListRequest.shape.userPageType });

  post(app, '/api/etc/banner', { body, access: 'public' }, async (req) => ({
    list: await cache.get(req.site.site.id, 'banner', () => mainBanners(req.deps, req.site.site.id)),
  }));
  for (const path of ['/api/etc/popupList', '/api/main/popupList']) {
    post(app, path, { body, access: 'public' }, async (req) => {
      const viewer = viewerOf(req);
      return { list: await cache.get(viewer.siteId, viewer.member ? 'popup:member' : 'popup:guest', () => popups(req.deps, viewer)) };
    });
  }
  post(app, '/api/etc/mainInfo', { body, access: 'public' }, (req) => cache.get(req.site.site.id, 'mainInfo', () => mainInfo(req.deps, viewerOf(req))));
  post(app, '/api/main', { body, access: 'public' }, (req) => cache.get(req.site.site.id, 'main', () => mainPage(req.deps, viewerOf(req))));
  post(app, '/api/main/cashList', { body, access: 'public' }, (req) => cache.get(req.site.site.id, 'cashList', () => cashBoard(req.deps, req.site.site.id)));
  post(app, '/api/main/nt/list', { body: SiteBody.extend(BoardListRequest.shape), access: 'public' }, (req) =>
    listBoard(req.deps, viewerOf(req), BoardType.Notice, req.body),
  );
}
