import { ResultCode } from '../../../../shared/resultCodes';
import { YN } from '../../../../shared/enums';
import { dateRange } from '../../../../shared/dates';
import type { z } from 'zod';
import {
  BoardAction,
  BoardType,
  type BoardDetailResponse,
  type EventAction,
  type BoardListItem,
  type BoardListResponse,
  type BoardSaveRequest,
  type BoardSaveResponse,
  type BoardListRequest,
} from '../../../../shared/api/board';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { pageInfo, pageWindow } from '../../../http/paging';
import { cleanText } from '../cleanText';
import { requireViewerMember, type Viewer } from '../viewer';
import { BOARD_RULES, isBoardType, type BoardRule } from './rules';
import { insertBoard, listBoards, listComments, openBoard, updateOwnBoard, type BoardRow } from './repo';

type ParsedList = z.infer<typeof BoardListRequest>;
type ListRow = Pick<
  BoardRow,
  'id' | 'board_type' | 'category' | 'title' | 'writer' | 'member_id' | 'views' | 'comment_count' | 'created_at'
> & { content: string };

/** The rule of a readable board for this viewer; §6 guests read all but the free board, which boardStatus N closes. */
export function readableBoard(viewer: Viewer, boardType: string): { type: BoardType; rule: BoardRule } {
  if (!isBoardType(boardType)) throw new AppError(ResultCode.NotFound);
  const rule = BOARD_RULES[boardType];
  if (!rule.guestRead) {
    requireViewerMember(viewer);
    if (viewer.options.boardStatus === YN.N) throw new AppError(ResultCode.NoAccess);
  }
  return { type: boardType, rule };
}

export const toListItem = (row: ListRow, viewer: Viewer, withContent: boolean): BoardListItem => ({
  boardIdx: row.id,
  boardType: row.board_type as BoardType,
  category: row.category,
  title: row.title,
  memName: row.writer,
  regDate: row.created_at.toISOString(),
  views: row.views,
  commentCount: row.comment_count,
  ...(withContent ? { content: row.content } : {}),
  isMine: !!viewer.member && row.member_id === viewer.member.id,
});

export async function listBoard(
  deps: AppDeps,
  viewer: Viewer,
  boardType: string,
  q: ParsedList,
): Promise<BoardListResponse> {
  const { type, rule } = readableBoard(viewer, boardType);
  const { from, to } = dateRange(q.startDate, q.endDate, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await listBoards(
    deps.db,
    { siteId: viewer.siteId, boardType: type, category: q.category || undefined, from, to, search: q.searchValue },
    pageWindow(q),
    rule.contentInList,
    viewer.lang,
  );
  const list = rows.map((r) => toListItem(r, viewer, rule.contentInList));
  return { list, pageInfo: pageInfo(q, total), idxList: list.map((b) => b.boardIdx) };
}

/** §7 datail: the post with its comments; opening it counts a view. */
export async function readBoard(
  deps: AppDeps,
  viewer: Viewer,
  boardType: string,
  boardIdx: number,
): Promise<BoardDetailResponse> {
  const { type, rule } = readableBoard(viewer, boardType);
  const row = await openBoard(deps.db, viewer.siteId, type, boardIdx, viewer.lang);
  if (!row) throw new AppError(ResultCode.NotFound);
  const comments = rule.comments ? await listComments(deps.db, row.id) : [];
  return {
    board: {
      ...toListItem(row, viewer, true),
      content: row.content,
      comments: comments.map((c) => ({
        cmtIdx: c.id,
        memName: c.writer,
        content: c.content,
        regDate: c.created_at.toISOString(),
        isMine: !!viewer.member && c.member_id === viewer.member.id,
      })),
      eventAction: type === BoardType.Event ? (row.event_action as EventAction | null) : null,
    },
  };
}

/** §3 save: the writer is the session's member, never the body's memId / memName. */
export async function saveBoard(
  deps: AppDeps,
  viewer: Viewer,
  boardType: string,
  body: z.infer<typeof BoardSaveRequest>,
): Promise<BoardSaveResponse> {
  const { type, rule } = readableBoard(viewer, boardType);
  const { member } = requireViewerMember(viewer);
  if (!rule.memberWrite) throw new AppError(ResultCode.NoAccess);
  const now = deps.clock.now();
  const own = { siteId: viewer.siteId, boardType: type, memberId: member.id };

  if (body.actionKind === BoardAction.Delete) {
    const done = await updateOwnBoard(deps.db, { ...own, id: body.boardIdx }, { deleted_at: now });
    if (!done) throw new AppError(ResultCode.NotFound);
    return { boardIdx: done.id };
  }
  const post = cleanText({ title: body.title, content: body.content }, deps.config.IMAGE_ORIGINS);
  if (body.boardIdx) {
    const done = await updateOwnBoard(
      deps.db,
      { ...own, id: body.boardIdx },
      { ...post, category: body.category, updated_at: now },
    );
    if (!done) throw new AppError(ResultCode.NotFound);
    return { boardIdx: done.id };
  }
  const { id } = await insertBoard(deps.db, {
    site_id: viewer.siteId,
    board_type: type,
    category: body.category,
    ...post,
    member_id: member.id,
    staff_id: null,
    writer: member.mem_nick,
    enabled: true,
    created_at: now,
  });
  return { boardIdx: id };
}
