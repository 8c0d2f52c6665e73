import type { FastifyInstance } from 'fastify';
import { qna } from '../../../../shared/endpoints/content';
import { route } from '../../../http/route';
import { requireViewerMember, viewerOf } from '../viewer';
import { listInquiries, readInquiry, saveInquiry } from './service';
import { contentWriteLimits } from '../writeLimits';

/** Q&A keeps the board paths (§7) under the type `qna`; these static paths win over `:boardType`. */
export function inquiryRoutes(app: FastifyInstance): void {
  route(app, qna.list, (req) => listInquiries(req.deps, requireViewerMember(viewerOf(req)), req.body));
  route(app, qna.detail, (req) => readInquiry(req.deps, requireViewerMember(viewerOf(req)), req.body.boardIdx));
  route(app, qna.save, (req) => saveInquiry(req.deps, requireViewerMember(viewerOf(req)), req.body), {
    rateLimits: contentWriteLimits,
  });
}
