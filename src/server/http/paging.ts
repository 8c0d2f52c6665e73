import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageInfo } from '../../shared/api/common';
import type { OfficeListQuery } from '../../shared/api/office';

/**
 * Paging of every list, in one place: the office convention (`page`, `perPage`, `sort`) and the
 * member front's §3 pages (`page`, `count_per_list`, answered with `pageInfo`).
 */

/** Sort only by listed columns: the field name comes from the client. */
export function orderBy<T extends string>(
  query: OfficeListQuery,
  allowed: Record<string, T>,
  fallback: T,
): { column: T; direction: 'asc' | 'desc' } {
  const column = (query.sort && Object.hasOwn(allowed, query.sort.field) && allowed[query.sort.field]) || fallback;
  return { column, direction: query.sort?.order === 'ASC' ? 'asc' : 'desc' };
}

/** LIMIT / OFFSET of an office list page. */
export const pageOffset = (query: Pick<OfficeListQuery, 'page' | 'perPage'>): { limit: number; offset: number } => ({
  limit: query.perPage,
  offset: (query.page - 1) * query.perPage,
});

/**
 * One page of an office list and its total: `base` holds the scope and filters, `select` the
 * columns; the client's sort field is mapped through `sort` (anything else sorts by `fallback`),
 * with `tiebreak` keeping pages stable; `nullable` columns put their empty values last.
 */
export async function runPage<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  select: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  query: OfficeListQuery,
  sort: Record<string, string>,
  fallback: string,
  tiebreak?: string,
  nullable: readonly string[] = [],
): Promise<{ rows: R[]; total: number }> {
  const { column, direction } = orderBy(query, sort, fallback);
  const { limit, offset } = pageOffset(query);
  // Empty values of a nullable column sort last either way; NOT NULL columns keep the plain order their indexes have.
  let q = nullable.includes(column)
    ? select(base).orderBy(sql.ref(column), (ob) =>
        direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast(),
      )
    : select(base).orderBy(sql.ref(column), direction);
  if (tiebreak && tiebreak !== column) q = q.orderBy(sql.ref(tiebreak), direction);
  // The page and its count run side by side on two pooled connections (one after the other on PGlite).
  const [rows, counted] = await Promise.all([
    q.limit(limit).offset(offset).execute(),
    base.select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as R[], total: Number((counted as { total: string | number }).total) };
}

/** A §3 page request of the member front. */
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
  const [rows, count] = await Promise.all([
    page(filtered),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { total: number | string }).total) };
}
