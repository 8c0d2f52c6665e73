import type { FastifyInstance } from 'fastify';
import { contentOffice } from '../../../../shared/endpoints/contentOffice';
import type { ContentCache } from '../cache';
import {
  createOfficeBanner,
  deleteOfficeBanner,
  getOfficeBanner,
  getOfficeBanners,
  listOfficeBannerRecords,
  updateOfficeBanner,
} from './officeService';
import { officeCrudRoutes } from '../officeCrudRoutes';

/** `admin/banners`: main banners, popups and after-login popups (content area). */
export function officeBannerRoutes(app: FastifyInstance, cache: ContentCache): void {
  officeCrudRoutes(
    app,
    contentOffice.banners,
    {
      list: listOfficeBannerRecords,
      get: getOfficeBanner,
      getMany: getOfficeBanners,
      create: createOfficeBanner,
      update: updateOfficeBanner,
      remove: deleteOfficeBanner,
    },
    (siteId) => cache.invalidate(siteId),
  );
}
