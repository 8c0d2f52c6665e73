import { z } from 'zod';
import type { Won } from '../money';
import type { CashStatus } from './cash';
import { createBody, Day, listBody, updateBody } from './office/common';
import { TITLE_MAX, type BoardListItem } from './board';

/** §3 banner types: main banner, pop-up, after-login pop-up. */
export const BannerKind = { Main: 'main', Popup: 'popup', AfterLogin: 'afterLogin' } as const;
export type BannerKind = (typeof BannerKind)[keyof typeof BannerKind];

/** §3 banner / popup as the member front shows it. `image` is a URL (http(s) or /uploads/banner/…). */
export interface BannerItem {
  bannerIdx: number;
  type: BannerKind;
  image: string;
  link: string;
  location: string;
  title: string;
  startDay: string | null;
  endDay: string | null;
}
export interface BannerListResponse {
  list: BannerItem[];
}

/** A withdrawal or deposit in the main page's tickers; the member id is masked (me***01). */
export interface CashTickerItem {
  memId: string;
  amount: Won;
  /** Processing time of an approved request; request time in the live lists. */
  date: string;
  /** Live lists only: §3 0 apply, 1 done, 2 wait. */
  status?: CashStatus;
}

/** §3 mainInfo: eventList, board list (latest notices), cash-in and cash-out lists. */
export interface MainInfoResponse {
  eventList: BoardListItem[];
  boardList: BoardListItem[];
  cashInList: CashTickerItem[];
  cashOutList: CashTickerItem[];
}

/** §2 main page: today's and weekly best withdrawals, live deposit / withdrawal status. */
export interface MainCashListResponse {
  todayBestOut: CashTickerItem[];
  weeklyBestOut: CashTickerItem[];
  liveIn: CashTickerItem[];
  liveOut: CashTickerItem[];
}

/** `/api/main`: what the main page needs in one call. */
export interface MainResponse {
  bannerList: BannerItem[];
  marqueeList: BoardListItem[];
  noticeList: BoardListItem[];
  eventList: BoardListItem[];
}

// ---- Office: /api/admin/banners/list|get|getMany|create|update|delete ----

/** An image field up to 1 MB of text (a data URL of about 730 KB of image), inside the API's 1 MiB body limit. */
export const BANNER_IMAGE_MAX = 1_000_000;
/** Raster images and SVG; SVG is served with a script-less content policy. */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
const DATA_URL = new RegExp(`^data:(${BANNER_IMAGE_TYPES.map((t) => t.replace('+', '\\+')).join('|')});base64,[A-Za-z0-9+/]+={0,2}$`);
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/;
/** An address a banner may link to: a site path or an http(s) address. */
const LINK = /^(\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)?$/;

export const BannerImage = z
  .string()
  .max(BANNER_IMAGE_MAX)
  .refine((v) => DATA_URL.test(v) || HTTP_URL.test(v), 'image must be a data URL of an image or an http(s) address');

export const OfficeBannerFilter = z.object({ kind: z.enum(BannerKind).optional(), enabled: z.boolean().optional() });
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
});
/** An update changes only the fields it sends (no defaults). */
export const OfficeBannerPatch = OfficeBannerFields.partial();
export const OfficeBannerCreateBody = createBody(OfficeBannerInput);
export const OfficeBannerUpdateBody = updateBody(OfficeBannerPatch);
export type OfficeBannerInput = z.input<typeof OfficeBannerInput>;

export interface OfficeBanner {
  id: number;
  kind: BannerKind;
  /** The stored image: a data URL or an http(s) address. */
  image: string;
  link: string;
  location: string;
  title: string;
  startDay: string | null;
  endDay: string | null;
  ord: number;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}
