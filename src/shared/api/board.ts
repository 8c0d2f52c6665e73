import { z } from 'zod';
import { DateParam } from '../dates';
import { PageQuery, pagedList } from './common';
import { createBody, listBody, TextFilter, updateBody } from './office/common';
import { byLanguage } from './contentTexts';

/** §3 board types; `mq` is the marquee notice strip, `qna` is served by the inquiry calls. */
export const BoardType = {
  Free: 'free',
  Notice: 'notice',
  Event: 'event',
  Faq: 'faq',
  Marquee: 'mq',
  Guide: 'guide',
  Rule: 'rule',
} as const;
export type BoardType = (typeof BoardType)[keyof typeof BoardType];
export const BOARD_TYPES = Object.values(BoardType);

/** §3 categories (common code group BCATEGORY). */
export const BoardCategory = {
  Introduction: 'introduction',
  Normal: 'normal',
  Event: 'event',
  Notice: 'notice',
} as const;
export type BoardCategory = (typeof BoardCategory)[keyof typeof BoardCategory];

/** What a member does on an event post (docs/domains/content.md#event-actions): the check-in event checks in. */
export const EventAction = { Attendance: 'attendance' } as const;
export type EventAction = (typeof EventAction)[keyof typeof EventAction];
export const EVENT_ACTIONS = Object.values(EventAction);

/** §3: a save carries an action kind, delete or upload (write or edit). */
export const BoardAction = { Upload: 'upload', Delete: 'delete' } as const;
export type BoardAction = (typeof BoardAction)[keyof typeof BoardAction];

/** Limits of stored text: a title is plain text, content sanitised HTML. */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 100_000;
export const COMMENT_MAX = 2_000;

/** An optional text field: the fronts send '' for "not set". */
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

export const BoardIdx = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** §3 list request. `userPageType` (desktop / mobile page) is accepted and does not change the answer. */
export const BoardListRequest = PageQuery.extend({
  boardType: z.string().max(20).optional(),
  category: z.enum(BoardCategory).or(z.literal('')).optional(),
  startDate: DateParam,
  endDate: DateParam,
  searchValue: OptionalText(100),
  userPageType: z.string().max(20).optional(),
});
export type BoardListRequest = z.input<typeof BoardListRequest>;

const BoardTypeSchema = z.enum(BOARD_TYPES);

export const BoardListItem = z.object({
  boardIdx: z.number().int(),
  boardType: BoardTypeSchema,
  category: z.string(),
  title: z.string(),
  /** The writer's nickname (the office's name for staff posts). */
  memName: z.string(),
  regDate: z.string(),
  views: z.number().int(),
  commentCount: z.number().int(),
  /** Only for types shown whole in a list: FAQ answers and the marquee strip. */
  content: z.string().optional(),
  isMine: z.boolean(),
});
export type BoardListItem = z.infer<typeof BoardListItem>;

/** §3 list answer: `idxList` is the boardIdx of every row of this page in order (reader's previous / next). */
export const BoardListResponse = pagedList(BoardListItem).extend({ idxList: z.array(z.number().int()) });
export type BoardListResponse = z.infer<typeof BoardListResponse>;

export const BoardDetailRequest = z.object({ boardIdx: BoardIdx });

export const BoardComment = z.object({
  cmtIdx: z.number().int(),
  memName: z.string(),
  content: z.string(),
  regDate: z.string(),
  isMine: z.boolean(),
});
export type BoardComment = z.infer<typeof BoardComment>;

export const BoardDetail = BoardListItem.extend({
  content: z.string(),
  comments: z.array(BoardComment),
  eventAction: z.enum(EVENT_ACTIONS).nullable(),
});
export type BoardDetail = z.infer<typeof BoardDetail>;
export const BoardDetailResponse = z.object({ board: BoardDetail });
export type BoardDetailResponse = z.infer<typeof BoardDetailResponse>;

/**
 * §3 save: upload writes a post (or edits one's own when boardIdx is given), delete removes one's
 * own. The writer (memId, memName) comes from the session; any sent in the body is ignored.
 */
export const BoardSaveRequest = z.discriminatedUnion('actionKind', [
  z.object({
    actionKind: z.literal(BoardAction.Upload),
    boardIdx: BoardIdx.optional(),
    category: z.enum(BoardCategory).default(BoardCategory.Normal),
    title: z.string().trim().min(1).max(TITLE_MAX),
    content: z.string().trim().min(1).max(CONTENT_MAX),
  }),
  z.object({ actionKind: z.literal(BoardAction.Delete), boardIdx: BoardIdx }),
]);
export type BoardSaveRequest = z.input<typeof BoardSaveRequest>;
export const BoardSaveResponse = z.object({ boardIdx: z.number().int() });
export type BoardSaveResponse = z.infer<typeof BoardSaveResponse>;

/** §3 reply save: regId and memName come from the session. */
export const CommentSaveRequest = z.discriminatedUnion('actionKind', [
  z.object({
    actionKind: z.literal(BoardAction.Upload).default(BoardAction.Upload),
    boardIdx: BoardIdx,
    content: z.string().trim().min(1).max(COMMENT_MAX),
  }),
  z.object({ actionKind: z.literal(BoardAction.Delete), cmtIdx: BoardIdx }),
]);
export type CommentSaveRequest = z.input<typeof CommentSaveRequest>;
export const CommentSaveResponse = z.object({ cmtIdx: z.number().int() });
export type CommentSaveResponse = z.infer<typeof CommentSaveResponse>;

// ---- Office: /api/admin/notices|events|faq|boards (convention in ../office.ts) ----

export const OfficeBoardFilter = z.object({
  q: TextFilter.optional(),
  boardType: z.enum(BOARD_TYPES).optional(),
  category: z.enum(BoardCategory).optional(),
  enabled: z.boolean().optional(),
});
export const OfficeBoardListBody = listBody(OfficeBoardFilter);

/** One language of a post besides Korean; an empty field shows the Korean one. */
export const BoardText = z.object({
  title: z.string().trim().max(TITLE_MAX).default(''),
  content: z.string().trim().max(CONTENT_MAX).default(''),
});
export type BoardText = z.infer<typeof BoardText>;
export const BoardTexts = byLanguage(BoardText);
export type BoardTexts = z.infer<typeof BoardTexts>;

/** `title` and `content` are the Korean text (required, every language's fallback). */
const OfficeBoardFields = z.object({
  boardType: z.enum(BOARD_TYPES),
  category: z.enum(BoardCategory),
  title: z.string().trim().min(1).max(TITLE_MAX),
  content: z.string().trim().min(1).max(CONTENT_MAX),
  texts: BoardTexts,
  enabled: z.boolean(),
  /** Only an event post carries one (E003 on another type). */
  eventAction: z.enum(EVENT_ACTIONS).nullable(),
});
/** `boards` takes any type; notices, events and faq fix theirs from the path. */
export const OfficeBoardInput = OfficeBoardFields.extend({
  boardType: OfficeBoardFields.shape.boardType.optional(),
  category: OfficeBoardFields.shape.category.default(BoardCategory.Normal),
  enabled: OfficeBoardFields.shape.enabled.default(true),
  texts: BoardTexts.default({}),
  eventAction: OfficeBoardFields.shape.eventAction.default(null),
});
/** An update changes only the fields it sends (no defaults). */
export const OfficeBoardPatch = OfficeBoardFields.partial();
export const OfficeBoardCreateBody = createBody(OfficeBoardInput);
export const OfficeBoardUpdateBody = updateBody(OfficeBoardPatch);
export type OfficeBoardInput = z.input<typeof OfficeBoardInput>;

export const OfficeBoard = z.object({
  id: z.number().int(),
  boardType: BoardTypeSchema,
  category: z.string(),
  title: z.string(),
  content: z.string(),
  texts: BoardTexts,
  writer: z.string(),
  memId: z.string().nullable(),
  views: z.number().int(),
  commentCount: z.number().int(),
  enabled: z.boolean(),
  eventAction: z.enum(EVENT_ACTIONS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfficeBoard = z.infer<typeof OfficeBoard>;
/** A list row leaves the content out. */
export const OfficeBoardRow = OfficeBoard.omit({ content: true, texts: true });
export type OfficeBoardRow = z.infer<typeof OfficeBoardRow>;
