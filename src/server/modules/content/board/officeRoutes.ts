import type { FastifyInstance } from 'fastify';
import { BoardType } from '../../../../shared/api/board';
import { contentOffice, type OfficeBoardGroup } from '../../../../shared/endpoints/contentOffice';
import type { ContentCache } from '../cache';
import { officeBoardService } from './officeService';
import { officeCrudRoutes } from '../officeCrudRoutes';

/** `admin/notices|events|faq` fix their board type; `admin/boards` reaches every type (free, mq, guide, rule…). */
const RESOURCES: [OfficeBoardGroup, BoardType | undefined][] = [
  [contentOffice.notices, BoardType.Notice],
  [contentOffice.events, BoardType.Event],
  [contentOffice.faq, BoardType.Faq],
  [contentOffice.boards, undefined],
];

export function officeBoardRoutes(app: FastifyInstance, cache: ContentCache): void {
  for (const [group, fixedType] of RESOURCES)
    officeCrudRoutes(app, group, officeBoardService(fixedType), (siteId) => cache.invalidate(siteId));
}
