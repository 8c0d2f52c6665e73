import type { SelectQueryBuilder } from 'kysely';
import type { PageInfo } from '../../../shared/api/common';

export interface PageRequest {
  page: number;
  count_per_list: number;
}

/** LIMIT / OFFSET of a §3 page. */
export const pageWindow = (q: PageRequest): { limit: number; offset: number } => ({
  limit: q.count_per_list,
  offset: (q.page - 1) * q.count_per_list,
});

/** §3 pageInfo; `tatal_list_count` keeps the spec's spelling. */
export const pageInfo = (q: PageRequest, total: number): PageInfo => ({
  page: q.page,
  count_per_list: q.count_per_list,
  tatal_list_count: total,
});

/** A search value inside LIKE: its own % and _ match themselves. */
export const likeContains = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a filtered query and the total of the same filter, read side by side. */
export async function pageWithTotal<DB, TB extends keyof DB, R>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: (query: SelectQueryBuilder<DB, TB, object>) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, count] = await Promise.all([page(filtered), filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()]);
  return { rows, total: Number((count as { total: number | string }).total) };
}
