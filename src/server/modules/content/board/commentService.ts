import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import { BoardAction, type CommentSaveRequest, type CommentSaveResponse } from '../../../../shared/api/board';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { sanitizeContent } from '../sanitize';
import { requireViewerMember, type Viewer } from '../viewer';
import { readableBoard } from './service';
import { inMoneyTransaction, LedgerKind, SystemAccount } from '../../ledger/service';
import { addCommentCount, findVisibleBoard, insertComment, softDeleteOwnComment } from './repo';

/**
 * §3 reply save: regId and memName are the session's member. A comment and the post's comment
 * count change in one transaction, with the comment points of site option commentPoint (§3).
 */
export async function saveComment(
  deps: AppDeps,
  viewer: Viewer,
  body: z.infer<typeof CommentSaveRequest>,
): Promise<CommentSaveResponse> {
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
  const content = sanitizeContent(body.content, deps.config.IMAGE_ORIGINS);
  if (!content) throw new AppError(ResultCode.InvalidRequest, { fields: ['content'] });
  return inMoneyTransaction(deps, async (m) => {
    const { id } = await insertComment(m.trx, {
      board_id: board.id,
      member_id: member.id,
      writer: member.mem_nick,
      content,
      created_at: now,
    });
    await addCommentCount(m.trx, board.id, 1);
    const points = viewer.options.commentPoint;
    // Paid once per member and post (the ledger key), never for a comment on one's own post.
    if (points > 0 && board.member_id !== member.id) {
      await m.post({
        siteId: viewer.siteId,
        idempotencyKey: `point:comment:${board.id}:${member.id}:${points}`,
        kind: LedgerKind.PointAccrual,
        meta: { source: 'comment', sourceId: id, boardId: board.id },
        postings: [
          { account: { system: SystemAccount.Bonus, asset: 'point' }, amount: -points },
          { account: { member: member.id, asset: 'point' }, amount: points },
        ],
      });
    }
    return { cmtIdx: id };
  });
}
