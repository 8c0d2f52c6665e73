import { z } from 'zod';
import { CashStatusSchema } from './cash';
import { createBody, Day, listBody, updateBody } from './office/common';
import { BoardListItem, TITLE_MAX } from './board';
import { byLanguage } from './contentTexts';

/** §3 banner types: main banner, pop-up, after-login pop-up. */
export const BannerKind = { Main: 'main', Popup: 'popup', AfterLogin: 'afterLogin' } as const;
export type BannerKind = (typeof BannerKind)[keyof typeof BannerKind];

const BannerKindSchema = z.enum(BannerKind);

/** §3 banner / popup as the member front shows it. `image` is a URL (http(s) or /uploads/banner/…). */
export const BannerItem = z.object({
  bannerIdx: z.number().int(),
  type: BannerKindSchema,
  image: z.string(),
  link: z.string(),
  location: z.string(),
  title: z.string(),
  startDay: z.string().nullable(),
  endDay: z.string().nullable(),
});
export type BannerItem = z.infer<typeof BannerItem>;
export const BannerListResponse = z.object({ list: z.array(BannerItem) });
export type BannerListResponse = z.infer<typeof BannerListResponse>;

/** A withdrawal or deposit in the main page's tickers; the member id is masked (me***01). */
export const CashTickerItem = z.object({
  memId: z.string(),
  /** Whole won. */
  amount: z.number().int(),
  /** Processing time of an approved request; request time in the live lists. */
  date: z.string(),
  /** Live lists only: §3 0 apply, 1 done, 2 wait. */
  status: CashStatusSchema.optional(),
});
export type CashTickerItem = z.infer<typeof CashTickerItem>;

/** §3 mainInfo: eventList, board list (latest notices), cash-in and cash-out lists. */
export const MainInfoResponse = z.object({
  eventList: z.array(BoardListItem),
  boardList: z.array(BoardListItem),
  cashInList: z.array(CashTickerItem),
  cashOutList: z.array(CashTickerItem),
});
export type MainInfoResponse = z.infer<typeof MainInfoResponse>;

/** §2 main page: today's and weekly best withdrawals, live deposit / withdrawal status. */
export const MainCashListResponse = z.object({
  todayBestOut: z.array(CashTickerItem),
  weeklyBestOut: z.array(CashTickerItem),
  liveIn: z.array(CashTickerItem),
  liveOut: z.array(CashTickerItem),
});
export type MainCashListResponse = z.infer<typeof MainCashListResponse>;

/** §2 main page ranking: a game played this week, from the slips (most slips first). */
export const RankedGame = z.object({
  groupCode: z.string(),
  /** The vendor's §3 code (the product's procId), or the house minigames' vendor. */
  vendorCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  plays: z.number().int(),
  players: z.number().int(),
});
export type RankedGame = z.infer<typeof RankedGame>;

/** §2 main page highlights: the week's most played games and the live video address (empty: no live area). */
export const MainHighlightsResponse = z.object({
  ranking: z.array(RankedGame),
  liveStreamUrl: z.string(),
});
export type MainHighlightsResponse = z.infer<typeof MainHighlightsResponse>;

/** The main page call: what the main page needs in one call. */
export const MainResponse = z.object({
  bannerList: z.array(BannerItem),
  marqueeList: z.array(BoardListItem),
  noticeList: z.array(BoardListItem),
  eventList: z.array(BoardListItem),
});
export type MainResponse = z.infer<typeof MainResponse>;

// ---- Office: /api/admin/banners/list|get|getMany|create|update|delete ----

/** An image field up to 1 MB of text (a data URL of about 730 KB of image), inside the API's 1 MiB body limit. */
export const BANNER_IMAGE_MAX = 1_000_000;
/** Raster images and SVG; SVG is served with a script-less content policy. */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
const DATA_URL = new RegExp(
  `^data:(${BANNER_IMAGE_TYPES.map((t) => t.replace('+', '\\+')).join('|')});base64,[A-Za-z0-9+/]+={0,2}$`,
);
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/;
/** An address a banner may link to: a site path or an http(s) address. */
const LINK = /^(\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)?$/;

const BannerImage = z
  .string()
  .max(BANNER_IMAGE_MAX)
  .refine((v) => DATA_URL.test(v) || HTTP_URL.test(v), 'image must be a data URL of an image or an http(s) address');

/** One language of a banner besides Korean: its title and its own image (lettering in that language); empty shows the Korean one. */
export const BannerText = z.object({
  title: z.string().trim().max(TITLE_MAX).default(''),
  image: z.union([z.literal(''), BannerImage]).default(''),
});
export type BannerText = z.infer<typeof BannerText>;
export const BannerTexts = byLanguage(BannerText);
export type BannerTexts = z.infer<typeof BannerTexts>;

const OfficeBannerFilter = z.object({ kind: z.enum(BannerKind).optional(), enabled: z.boolean().optional() });
export const OfficeBannerListBody = listBody(OfficeBannerFilter);

const OfficeBannerFields = z.object({
  kind: z.enum(BannerKind),
  image: BannerImage,
  link: z.string().trim().max(500).regex(LINK),
  location: z.string().trim().max(40),
  title: z.string().trim().max(TITLE_MAX),
  startDay: Day.nullable(),
  endDay: Day.nullable(),
  ord: z.number().int().min(0).max(1000),
  texts: BannerTexts,
  enabled: z.boolean(),
});
export const OfficeBannerInput = OfficeBannerFields.extend({
  link: OfficeBannerFields.shape.link.default(''),
  location: OfficeBannerFields.shape.location.default(''),
  title: OfficeBannerFields.shape.title.default(''),
  startDay: OfficeBannerFields.shape.startDay.default(null),
  endDay: OfficeBannerFields.shape.endDay.default(null),
  ord: OfficeBannerFields.shape.ord.default(0),
  enabled: OfficeBannerFields.shape.enabled.default(true),
  texts: BannerTexts.default({}),
});
/** An update changes only the fields it sends (no defaults). */
export const OfficeBannerPatch = OfficeBannerFields.partial();
export const OfficeBannerCreateBody = createBody(OfficeBannerInput);
export const OfficeBannerUpdateBody = updateBody(OfficeBannerPatch);
export type OfficeBannerInput = z.input<typeof OfficeBannerInput>;

export const OfficeBanner = z.object({
  id: z.number().int(),
  kind: BannerKindSchema,
  /** The stored image: a data URL or an http(s) address (a list shows it by address). */
  image: z.string(),
  link: z.string(),
  location: z.string(),
  title: z.string(),
  startDay: z.string().nullable(),
  endDay: z.string().nullable(),
  ord: z.number().int(),
  /** Per language; a list leaves them out, a single record carries them (images as stored) for editing. */
  texts: BannerTexts.optional(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfficeBanner = z.infer<typeof OfficeBanner>;
