import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../../shared/api/common';
import { BoardDetailRequest, BoardListRequest, BoardSaveRequest, CommentSaveRequest } from '../../../../shared/api/board';
import { post, type ApiRequest } from '../../../http/route';
import { viewerOf } from '../viewer';
import { listBoard, readBoard, saveBoard } from './service';
import { saveComment } from './commentService';

const boardType = (req: ApiRequest<unknown>): string => String((req.raw.params as { boardType?: unknown }).boardType ?? '');

/** §7 board calls; the path's boardType decides the board (the body's is ignored). */
export function boardRoutes(app: FastifyInstance): void {
  post(app, '/api/board/:boardType/list', { body: SiteBody.extend(BoardListRequest.shape), access: 'public' }, (req) =>
    listBoard(req.deps, viewerOf(req), boardType(req), req.body),
  );
  // `datail`: the spec's spelling (§7).
  post(app, '/api/board/:boardType/datail', { body: SiteBody.and(BoardDetailRequest), access: 'public' }, (req) =>
    readBoard(req.deps, viewerOf(req), boardType(req), req.body.boardIdx),
  );
  post(app, '/api/board/:boardType/save', { body: SiteBody.and(BoardSaveRequest), access: 'member' }, (req) =>
    saveBoard(req.deps, viewerOf(req), boardType(req), req.body),
  );
  post(app, '/api/board/cmtSave', { body: SiteBody.and(CommentSaveRequest), access: 'member' }, (req) => saveComment(req.deps, viewerOf(req), req.body));
}
