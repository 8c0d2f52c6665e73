import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../../shared/api/common';
import { BoardDetailRequest } from '../../../../shared/api/board';
import { InquiryListRequest, InquirySaveRequest } from '../../../../shared/api/inquiry';
import { post } from '../../../http/route';
import { requireViewerMember, viewerOf } from '../viewer';
import { listInquiries, readInquiry, saveInquiry } from './service';

/** Q&A keeps the board paths (§7) under the type `qna`; these static paths win over `:boardType`. */
export function inquiryRoutes(app: FastifyInstance): void {
  post(app, '/api/board/qna/list', { body: SiteBody.extend(InquiryListRequest.shape), access: 'member' }, (req) =>
    listInquiries(req.deps, requireViewerMember(viewerOf(req)), req.body),
  );
  post(app, '/api/board/qna/datail', { body: SiteBody.and(BoardDetailRequest), access: 'member' }, (req) =>
    readInquiry(req.deps, requireViewerMember(viewerOf(req)), req.body.boardIdx),
  );
  post(app, '/api/board/qna/save', { body: SiteBody.and(InquirySaveRequest), access: 'member' }, (req) =>
    saveInquiry(req.deps, requireViewerMember(viewerOf(req)), req.body),
  );
}
