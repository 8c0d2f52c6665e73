import { z } from 'zod';
import { DateParam } from '../dates';
import type { YN } from '../enums';
import { PageQuery, type PagedList } from './common';
import { createBody, listBody, TextFilter } from './office/common';
import { BoardIdx, CONTENT_MAX, TITLE_MAX } from './board';

/** §2 message box tabs: all, read, unread. */
export const MessageFilter = { All: 'all', Read: 'read', Unread: 'unread' } as const;
export type MessageFilter = (typeof MessageFilter)[keyof typeof MessageFilter];

export const MessageListRequest = PageQuery.extend({ filter: z.enum(MessageFilter).default(MessageFilter.All) });
export type MessageListRequest = z.input<typeof MessageListRequest>;

export interface MessageItem {
  msgIdx: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  sendTime: string;
  readYn: YN;
  readTime: string | null;
}
/** The list also answers the unread count, so the header banner stays right. */
export interface MessageListResponse extends PagedList<MessageItem> {
  unread: number;
}

export const MessageReadRequest = z.object({ msgIdx: BoardIdx });
export interface MessageReadResponse {
  message: MessageItem;
  unread: number;
}

/** §2 message actions. §4: an unread message cannot be deleted (M002); §5: at least one selected. */
export const MessageAction = { Read: 'read', Delete: 'delete', ReadAll: 'readAll' } as const;
export type MessageAction = (typeof MessageAction)[keyof typeof MessageAction];

const Selection = z.array(BoardIdx).min(1).max(1000);
export const MessageUpdateRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal(MessageAction.Read), msgIdxList: Selection }),
  z.object({ action: z.literal(MessageAction.Delete), msgIdxList: Selection }),
  z.object({ action: z.literal(MessageAction.ReadAll) }),
]);
export type MessageUpdateRequest = z.input<typeof MessageUpdateRequest>;
export interface MessageUpdateResponse {
  /** Messages this call changed. */
  changed: number;
  unread: number;
}

// ---- Office: /api/admin/messages/list|create ----

export const OfficeMessageFilter = z.object({
  q: TextFilter.optional(),
  memId: TextFilter.optional(),
  unread: z.boolean().optional(),
  dateFrom: DateParam,
  dateTo: DateParam,
});
export const OfficeMessageListBody = listBody(OfficeMessageFilter);

/** Send to one member, every member of a level, or everyone: exactly one target. */
export const OfficeMessageInput = z
  .object({
    title: z.string().trim().min(1).max(TITLE_MAX),
    content: z.string().trim().min(1).max(CONTENT_MAX),
    memId: z.string().trim().min(1).max(40).optional(),
    level: z.number().int().min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((d) => [d.memId !== undefined, d.level !== undefined, d.all === true].filter(Boolean).length === 1, {
    message: 'exactly one of memId, level, all',
    path: ['memId'],
  });
export const OfficeMessageCreateBody = createBody(OfficeMessageInput);
export type OfficeMessageInput = z.input<typeof OfficeMessageInput>;

export interface OfficeMessage {
  id: number;
  memId: string;
  memNick: string;
  title: string;
  content: string;
  sentBy: string | null;
  sentAt: string;
  readAt: string | null;
}
/** A create answers how many members received the message. */
export interface OfficeMessageSent {
  id: number;
  recipients: number;
}
