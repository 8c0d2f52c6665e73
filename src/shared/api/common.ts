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
