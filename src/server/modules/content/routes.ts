import type { FastifyInstance } from 'fastify';
import { createContentCache } from './cache';
import { boardRoutes } from './board/routes';
import { inquiryRoutes } from './inquiry/routes';
import { messageRoutes } from './message/routes';
import { mainRoutes } from './mainInfo/routes';
import { bannerImageRoute } from './banner/imageRoute';
import { officeBoardRoutes } from './board/officeRoutes';
import { officeInquiryRoutes } from './inquiry/officeRoutes';
import { officeMessageRoutes } from './message/officeRoutes';
import { officeBannerRoutes } from './banner/officeRoutes';

/** Boards, Q&A, messages, banners and the main page (§3, §7), and their office resources. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  // One cache per app: the office routes clear what the public routes keep.
  const cache = createContentCache(app.deps.clock);
  boardRoutes(app);
  inquiryRoutes(app);
  messageRoutes(app);
  mainRoutes(app, cache);
  bannerImageRoute(app);
  officeBoardRoutes(app, cache);
  officeInquiryRoutes(app);
  officeMessageRoutes(app);
  officeBannerRoutes(app, cache);
}
