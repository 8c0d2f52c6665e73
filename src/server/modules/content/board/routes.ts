import type { FastifyInstance } from 'fastify';
import { board } from '../../../../shared/endpoints/content';
import { route, type ApiRequest } from '../../../http/route';
import { viewerOf } from '../viewer';
import { listBoard, readBoard, saveBoard } from './service';
import { saveComment } from './commentService';
import { contentWriteLimits } from '../writeLimits';

/** The path's `:boardType` decides the board (a body's boardType is ignored). */
const boardType = (req: ApiRequest<unknown>): string =>
  String((req.raw.params as { boardType?: unknown }).boardType ?? '');

/** §7 board calls. */
export function boardRoutes(app: FastifyInstance): void {
  route(app, board.list, (req) => listBoard(req.deps, viewerOf(req), boardType(req), req.body));
  route(app, board.detail, (req) => readBoard(req.deps, viewerOf(req), boardType(req), req.body.boardIdx));
  route(app, board.save, (req) => saveBoard(req.deps, viewerOf(req), boardType(req), req.body), {
    rateLimits: contentWriteLimits,
  });
  route(app, board.commentSave, (req) => saveComment(req.deps, viewerOf(req), req.body), {
    rateLimits: contentWriteLimits,
  });
}
