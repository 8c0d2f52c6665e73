import { z } from 'zod';

/** Every request body carries the site id (§7); the client adds it. */
export const SiteBody = z.object({ siteId: z.string().min(1).max(40) });

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count_per_list: z.coerce.number().int().min(1).max(100).default(10),
});

/** §3 paging answer; `tatal_list_count` keeps the spec's spelling. */
export const PageInfo = z.object({
  page: z.number().int(),
  count_per_list: z.number().int(),
  tatal_list_count: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfo>;

export interface PagedList<T> {
  list: T[];
  pageInfo: PageInfo;
}
/** The answer schema of a §3 paged list of `row`. */
export const pagedList = <R extends z.ZodType>(row: R) => z.object({ list: z.array(row), pageInfo: PageInfo });

/** §3 Y/N flags. */
export const YesNo = z.enum(['Y', 'N']);

/** /api/common/code: one group (`groupCode`, or the §3 master code such as 'bcategory'), or every code. */
export const CommonCodeRequest = z.object({
  groupCode: z.string().max(40).optional(),
  masterCode: z.string().max(40).optional(),
});

/** §3 common code. */
export const CommonCode = z.object({
  groupCode: z.string(),
  code: z.string(),
  codeName: z.string(),
  groupNameEn: z.string(),
  ord: z.number().int(),
});
export type CommonCode = z.infer<typeof CommonCode>;

/** /api/common/productList: vendors of one game group (casino, slot, sports, minigame, esport, virtual, fishing), or all. */
export const ProductListRequest = z.object({ groupCode: z.string().max(40).optional() });

/** §3 product (vendor) entry. */
export const ProductEntry = z.object({
  procId: z.number().int(),
  groupCode: z.string(),
  lobbySymbol: z.string(),
  image: z.string(),
  name: z.string(),
  /** An adapter is configured: false means "in preparation" (front.header.inready) */
  playable: z.boolean(),
});
export type ProductEntry = z.infer<typeof ProductEntry>;

/** /api/common/gameCodes: the games of one vendor; `groupCode` picks among vendors sharing an id (§3: 101). */
export const GameCodesRequest = z.object({
  procId: z.coerce.number().int().min(0).max(1_000_000).optional(),
  groupCode: z.string().max(40).optional(),
});

/** §3 slot game entry: the front shows name_KOR when the locale is ko, else name_ENG. */
const GameCodeEntry = z.object({
  code: z.string(),
  name_KOR: z.string(),
  name_ENG: z.string(),
  thumbnail: z.string(),
});
type GameCodeEntry = z.infer<typeof GameCodeEntry>;

export const GameCodesResponse = z.object({ procId: z.number().int(), gameList: z.array(GameCodeEntry) });
export type GameCodesResponse = z.infer<typeof GameCodesResponse>;
