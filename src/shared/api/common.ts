import { z } from 'zod';

/** Every request body carries the site id (§7); the client adds it. */
export const SiteBody = z.object({ siteId: z.string().min(1).max(40) });

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count_per_list: z.coerce.number().int().min(1).max(100).default(10),
});

/** §3 paging answer; `tatal_list_count` keeps the spec's spelling. */
export interface PageInfo {
  page: number;
  count_per_list: number;
  tatal_list_count: number;
}

export interface PagedList<T> {
  list: T[];
  pageInfo: PageInfo;
}

/** /api/common/code: one group (`groupCode`, or the §3 master code such as 'bcategory'), or every code. */
export const CommonCodeRequest = z.object({
  groupCode: z.string().max(40).optional(),
  masterCode: z.string().max(40).optional(),
});

/** §3 common code. */
export interface CommonCode {
  groupCode: string;
  code: string;
  codeName: string;
  groupNameEn: string;
  ord: number;
}

/** /api/common/productList: vendors of one game group (casino, slot, sports, minigame, esport, virtual, fishing), or all. */
export const ProductListRequest = z.object({ groupCode: z.string().max(40).optional() });

/** §3 product (vendor) entry. */
export interface ProductEntry {
  procId: number;
  groupCode: string;
  lobbySymbol: string;
  image: string;
  name: string;
}

/** /api/common/gameCodes: the games of one vendor; `groupCode` picks among vendors sharing an id (§3: 101). */
export const GameCodesRequest = z.object({
  procId: z.coerce.number().int().min(0).max(1_000_000).optional(),
  groupCode: z.string().max(40).optional(),
});

/** §3 slot game entry: the front shows name_KOR when the locale is ko, else name_ENG. */
export interface GameCodeEntry {
  code: string;
  name_KOR: string;
  name_ENG: string;
  thumbnail: string;
}

export interface GameCodesResponse {
  procId: number;
  gameList: GameCodeEntry[];
}
