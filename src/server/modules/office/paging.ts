import { sql, type SelectQueryBuilder } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import { orderBy, pageOffset } from '../../http/officeAccess';

/**
 * One page of an office list and its total: `base` holds the scope and filters, `select` the
 * columns; the client's sort field is mapped through `sort` (anything else sorts by `fallback`),
 * with `tiebreak` keeping pages stable.
 */
export async function runPage<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  select: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  query: OfficeListQuery,
  sort: Record<string, string>,
  fallback: string,
  tiebreak?: string,
): Promise<{ rows: R[]; total: number }> {
  const { column, direction } = orderBy(query, sort, fallback);
  const { limit, offset } = pageOffset(query);
  let q = select(base).orderBy(sql.ref(column), (ob) => (direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()));
  if (tiebreak && tiebreak !== column) q = q.orderBy(sql.ref(tiebreak), direction);
  const rows = await q.limit(limit).offset(offset).execute();
  const counted = await base.select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return { rows: rows as R[], total: Number((counted as { total: string | number }).total) };
}
