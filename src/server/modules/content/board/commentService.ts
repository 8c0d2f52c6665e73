import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import { BoardAction, type CommentSaveRequest, type CommentSaveResponse } from '../../../../shared/api/board';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { sanitizeContent } from '../sanitize';
import { requireViewerMember, type Viewer } from '../viewer';
import { readableBoard } from './service';
import { addCommentCount, findVisibleBoard, insertComment, softDeleteOwnComment } from './repo';

/**
 * §3 reply save: regId and memName are the session's member. A comment and the post's
 * comment count change in one transaction. Comment points (site option commentPoint) are paid
 * by the points module once it exists.
 */
export async function saveComment(deps: AppDeps, viewer: Viewer, body: z.infer<typeof CommentSaveRequest>): Promise<CommentSaveResponse> {
  const { member } = requireViewerMember(viewer);
  const now = deps.clock.now();

  if (body.actionKind === BoardAction.Delete) {
    return deps.db.transaction().execute(async (trx) => {
      const done = await softDeleteOwnComment(trx, body.cmtIdx, member.id, now);
      if (!done) throw new AppError(ResultCode.NotFound);
      await addCommentCount(trx, done.board_id, -1);
      return { cmtIdx: body.cmtIdx };
    });
  }

  const board = await findVisibleBoard(deps.db, viewer.siteId, body.boardIdx);
  if (!board) throw new AppError(ResultCode.NotFound);
  if (!readableBoard(viewer, board.board_type).rule.comments) throw new AppError(ResultCode.NoAccess);
  const content = sanitizeContent(body.content);
  if (!content) throw new AppError(ResultCode.InvalidRequest, { fields: ['content'] });
  return deps.db.transaction().execute(async (trx) => {
    const { id } = await insertComment(trx, { board_id: board.id, member_id: member.id, writer: member.mem_nick, content, created_at: now });
    await addCommentCount(trx, board.id, 1);
    return { cmtIdx: id };
  });
}
