import { sql, type SelectQueryBuilder } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import { orderBy, pageOffset } from '../../http/officeAccess';

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
    ? select(base).orderBy(sql.ref(column), (ob) => (direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
    : select(base).orderBy(sql.ref(column), direction);
  if (tiebreak && tiebreak !== column) q = q.orderBy(sql.ref(tiebreak), direction);
  // The page and its count run side by side on two pooled connections (one after the other on PGlite).
  const [rows, counted] = await Promise.all([q.limit(limit).offset(offset).execute(), base.select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow()]);
  return { rows: rows as R[], total: Number((counted as { total: string | number }).total) };
}
