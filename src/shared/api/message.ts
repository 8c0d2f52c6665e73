import { z } from 'zod';
import { DateParam } from '../dates';
import { PageQuery, YesNo, pagedList } from './common';
import { createBody, listBody, TextFilter } from './office/common';
import { BoardIdx, CONTENT_MAX, TITLE_MAX } from './board';

/** §2 message box tabs: all, read, unread. */
export const MessageFilter = { All: 'all', Read: 'read', Unread: 'unread' } as const;
export type MessageFilter = (typeof MessageFilter)[keyof typeof MessageFilter];

export const MessageListRequest = PageQuery.extend({ filter: z.enum(MessageFilter).default(MessageFilter.All) });
export type MessageListRequest = z.input<typeof MessageListRequest>;

export const MessageItem = z.object({
  msgIdx: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  sendTime: z.string(),
  readYn: YesNo,
  readTime: z.string().nullable(),
});
export type MessageItem = z.infer<typeof MessageItem>;
/** The list also answers the unread count, so the header banner stays right. */
export const MessageListResponse = pagedList(MessageItem).extend({ unread: z.number().int() });
export type MessageListResponse = z.infer<typeof MessageListResponse>;

export const MessageReadRequest = z.object({ msgIdx: BoardIdx });
export const MessageReadResponse = z.object({ message: MessageItem, unread: z.number().int() });
export type MessageReadResponse = z.infer<typeof MessageReadResponse>;

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
export const MessageUpdateResponse = z.object({
  /** Messages this call changed. */
  changed: z.number().int(),
  unread: z.number().int(),
});
export type MessageUpdateResponse = z.infer<typeof MessageUpdateResponse>;

// ---- Office: /api/admin/messages/list|create ----

const OfficeMessageFilter = z.object({
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

export const OfficeMessage = z.object({
  id: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  title: z.string(),
  content: z.string(),
  sentBy: z.string().nullable(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type OfficeMessage = z.infer<typeof OfficeMessage>;
/** A create answers how many members received the message. */
export const OfficeMessageSent = z.object({ id: z.number().int(), recipients: z.number().int() });
export type OfficeMessageSent = z.infer<typeof OfficeMessageSent>;
