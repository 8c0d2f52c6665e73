import { z } from 'zod';
import { DateParam } from '../dates';
import { PageQuery, type PagedList } from './common';
import { createBody, listBody, TextFilter, updateBody } from './office/common';
import { OfficeArea } from './office';
import type { OfficeResourceSpec } from './office/resources';

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
/** The Q&A path segment: `/api/board/qna/list|datail|save` are the inquiry calls. */
export const QNA_BOARD_TYPE = 'qna';

/** §3 categories (common code group BCATEGORY). */
export const BoardCategory = {
  Introduction: 'introduction',
  Normal: 'normal',
  Event: 'event',
  Notice: 'notice',
} as const;
export type BoardCategory = (typeof BoardCategory)[keyof typeof BoardCategory];

/** §3: a save carries an action kind, delete or upload (write or edit). */
export const BoardAction = { Upload: 'upload', Delete: 'delete' } as const;
export type BoardAction = (typeof BoardAction)[keyof typeof BoardAction];

/** Limits of stored text: a title is plain text, content sanitised HTML. */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 100_000;
export const COMMENT_MAX = 2_000;

/** An optional text field: the fronts send '' for "not set". */
export const OptionalText = (max: number) =>
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

export interface BoardListItem {
  boardIdx: number;
  boardType: BoardType;
  category: string;
  title: string;
  /** The writer's nickname (the office's name for staff posts). */
  memName: string;
  regDate: string;
  views: number;
  commentCount: number;
  /** Only for types shown whole in a list: FAQ answers and the marquee strip. */
  content?: string;
  isMine: boolean;
}

/** §3 list answer: `idxList` is the boardIdx of every row of this page in order (reader's previous / next). */
export interface BoardListResponse extends PagedList<BoardListItem> {
  idxList: number[];
}

export const BoardDetailRequest = z.object({ boardIdx: BoardIdx });

export interface BoardComment {
  cmtIdx: number;
  memName: string;
  content: string;
  regDate: string;
  isMine: boolean;
}

export interface BoardDetail extends BoardListItem {
  content: string;
  comments: BoardComment[];
}
export interface BoardDetailResponse {
  board: BoardDetail;
}

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
export interface BoardSaveResponse {
  boardIdx: number;
}

/** §3 reply save: regId and memName come from the session. */
export const CommentSaveRequest = z.discriminatedUnion('actionKind', [
  z.object({ actionKind: z.literal(BoardAction.Upload).default(BoardAction.Upload), boardIdx: BoardIdx, content: z.string().trim().min(1).max(COMMENT_MAX) }),
  z.object({ actionKind: z.literal(BoardAction.Delete), cmtIdx: BoardIdx }),
]);
export type CommentSaveRequest = z.input<typeof CommentSaveRequest>;
export interface CommentSaveResponse {
  cmtIdx: number;
}

// ---- Office: /api/admin/notices|events|faq|boards (convention in ../office.ts) ----

export const OfficeBoardFilter = z.object({
  q: TextFilter.optional(),
  boardType: z.enum(BOARD_TYPES).optional(),
  category: z.enum(BoardCategory).optional(),
  enabled: z.boolean().optional(),
});
export const OfficeBoardListBody = listBody(OfficeBoardFilter);

const OfficeBoardFields = z.object({
  boardType: z.enum(BOARD_TYPES),
  category: z.enum(BoardCategory),
  title: z.string().trim().min(1).max(TITLE_MAX),
  content: z.string().trim().min(1).max(CONTENT_MAX),
  enabled: z.boolean(),
});
/** `boards` takes any type; notices, events and faq fix theirs from the path. */
export const OfficeBoardInput = OfficeBoardFields.extend({
  boardType: OfficeBoardFields.shape.boardType.optional(),
  category: OfficeBoardFields.shape.category.default(BoardCategory.Normal),
  enabled: OfficeBoardFields.shape.enabled.default(true),
});
/** An update changes only the fields it sends (no defaults). */
export const OfficeBoardPatch = OfficeBoardFields.partial();
export const OfficeBoardCreateBody = createBody(OfficeBoardInput);
export const OfficeBoardUpdateBody = updateBody(OfficeBoardPatch);
export type OfficeBoardInput = z.input<typeof OfficeBoardInput>;

export interface OfficeBoard {
  id: number;
  boardType: BoardType;
  category: string;
  title: string;
  content: string;
  writer: string;
  memId: string | null;
  views: number;
  commentCount: number;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

const crud = ['list', 'get', 'getMany', 'create', 'update', 'delete'] as const;
/**
 * The content resources of the staff office (react-admin name -> calls), for the office's
 * resource table: boards, Q&A answering (action `answer`, body `{ id, answer }`), message
 * sending (area messages) and banners. Records: OfficeBoard, OfficeInquiry, OfficeMessage, OfficeBanner.
 */
export const CONTENT_OFFICE_RESOURCES = {
  'admin/notices': { path: '/api/admin/notices', verbs: crud, scope: 'staff', area: OfficeArea.Content },
  'admin/events': { path: '/api/admin/events', verbs: crud, scope: 'staff', area: OfficeArea.Content },
  'admin/faq': { path: '/api/admin/faq', verbs: crud, scope: 'staff', area: OfficeArea.Content },
  'admin/boards': { path: '/api/admin/boards', verbs: crud, scope: 'staff', area: OfficeArea.Content },
  'admin/inquiries': { path: '/api/admin/inquiries', verbs: ['list', 'get', 'getMany'], actions: ['answer'], scope: 'staff', area: OfficeArea.Content },
  'admin/messages': { path: '/api/admin/messages', verbs: ['list', 'get', 'getMany', 'create'], scope: 'staff', area: OfficeArea.Messages },
  'admin/banners': { path: '/api/admin/banners', verbs: crud, scope: 'staff', area: OfficeArea.Content },
} as const satisfies Record<string, OfficeResourceSpec>;
