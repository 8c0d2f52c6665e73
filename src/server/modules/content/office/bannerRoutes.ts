import type { FastifyInstance } from 'fastify';
import { OfficeArea } from '../../../../shared/api/office';
import { OfficeBannerCreateBody, OfficeBannerListBody, OfficeBannerUpdateBody } from '../../../../shared/api/main';
import type { ContentCache } from '../cache';
import {
  createOfficeBanner,
  deleteOfficeBanner,
  getOfficeBanner,
  getOfficeBanners,
  listOfficeBannerRecords,
  updateOfficeBanner,
} from '../banner/officeService';
import { officeCrudRoutes } from './crudRoutes';

/** `/api/admin/banners/*`: main banners, popups and after-login popups (content area). */
export function officeBannerRoutes(app: FastifyInstance, cache: ContentCache): void {
  officeCrudRoutes(
    app,
    '/api/admin/banners',
    {
      area: OfficeArea.Content,
      listBody: OfficeBannerListBody,
      createBody: OfficeBannerCreateBody,
      updateBody: OfficeBannerUpdateBody,
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
