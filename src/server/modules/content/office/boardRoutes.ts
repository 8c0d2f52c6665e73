import type { FastifyInstance } from 'fastify';
import { BoardType } from '../../../../shared/api/board';
import { OfficeBoardCreateBody, OfficeBoardListBody, OfficeBoardUpdateBody } from '../../../../shared/api/board';
import { OfficeArea } from '../../../../shared/api/office';
import type { ContentCache } from '../cache';
import { officeBoardService } from '../board/officeService';
import { officeCrudRoutes } from './crudRoutes';

/** `/api/admin/notices|events|faq` fix their board type; `/api/admin/boards` reaches every type (free, mq, guide, rule…). */
const RESOURCES: [string, BoardType | undefined][] = [
  ['notices', BoardType.Notice],
  ['events', BoardType.Event],
  ['faq', BoardType.Faq],
  ['boards', undefined],
];

export function officeBoardRoutes(app: FastifyInstance, cache: ContentCache): void {
  for (const [name, fixedType] of RESOURCES) {
    officeCrudRoutes(
      app,
      `/api/admin/${name}`,
      {
        area: OfficeArea.Content,
        listBody: OfficeBoardListBody,
        createBody: OfficeBoardCreateBody,
        updateBody: OfficeBoardUpdateBody,
        ...officeBoardService(fixedType),
      },
      (siteId) => cache.invalidate(siteId),
    );
  }
}
