import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import { YN } from '../../../../shared/enums';
import {
  MessageAction,
  type MessageItem,
  type MessageListRequest,
  type MessageListResponse,
  type MessageReadResponse,
  type MessageUpdateRequest,
  type MessageUpdateResponse,
} from '../../../../shared/api/message';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { pageInfo, pageWindow } from '../../../http/paging';
import type { MemberViewer } from '../viewer';
import {
  countUnread,
  findOwnMessage,
  findOwnMessages,
  listOwnMessages,
  lockOwnMessages,
  markRead,
  softDeleteMessages,
  type MessageRow,
} from './repo';
import { publishUnread } from './unread';

const toItem = (row: MessageRow): MessageItem => ({
  msgIdx: row.id,
  title: row.title,
  content: row.content,
  sendTime: row.sent_at.toISOString(),
  readYn: row.read_at ? YN.Y : YN.N,
  readTime: row.read_at?.toISOString() ?? null,
});

export async function listMessages(
  deps: AppDeps,
  viewer: MemberViewer,
  q: z.infer<typeof MessageListRequest>,
): Promise<MessageListResponse> {
  const memberId = viewer.member.id;
  const [{ rows, total }, unread] = await Promise.all([
    listOwnMessages(deps.db, memberId, q.filter, pageWindow(q)),
    countUnread(deps.db, memberId),
  ]);
  return { list: rows.map(toItem), pageInfo: pageInfo(q, total), unread };
}

/** §4 unread → read on opening; another member's message answers E007. */
export async function readMessage(deps: AppDeps, viewer: MemberViewer, msgIdx: number): Promise<MessageReadResponse> {
  const memberId = viewer.member.id;
  const changed = await markRead(deps.db, memberId, [msgIdx], deps.clock.now());
  const row = await findOwnMessage(deps.db, memberId, msgIdx);
  if (!row) throw new AppError(ResultCode.NotFound);
  const unread = changed > 0 ? await publishUnread(deps, memberId) : await countUnread(deps.db, memberId);
  return { message: toItem(row), unread };
}

/**
 * §2 read selected, delete selected, mark all read. §4: an unread message cannot be deleted: a
 * selection holding one answers M002 and deletes nothing. Ids of other members are never touched;
 * a selection with none of one's own answers E007.
 */
export async function updateMessages(
  deps: AppDeps,
  viewer: MemberViewer,
  body: z.infer<typeof MessageUpdateRequest>,
): Promise<MessageUpdateResponse> {
  const memberId = viewer.member.id;
  const now = deps.clock.now();
  if (body.action === MessageAction.Delete) {
    const ids = [...new Set(body.msgIdxList)];
    const changed = await deps.db.transaction().execute(async (trx) => {
      const own = await lockOwnMessages(trx, memberId, ids);
      if (own.length === 0) throw new AppError(ResultCode.NotFound);
      if (own.some((m) => !m.read_at)) throw new AppError(ResultCode.UnreadCannotDelete);
      return softDeleteMessages(
        trx,
        own.map((m) => m.id),
        now,
      );
    });
    return { changed, unread: await countUnread(deps.db, memberId) };
  }
  const ids = body.action === MessageAction.Read ? [...new Set(body.msgIdxList)] : null;
  if (ids && (await findOwnMessages(deps.db, memberId, ids)).length === 0) throw new AppError(ResultCode.NotFound);
  const changed = await markRead(deps.db, memberId, ids, now);
  const unread = changed > 0 ? await publishUnread(deps, memberId) : await countUnread(deps.db, memberId);
  return { changed, unread };
}
