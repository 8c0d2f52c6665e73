import { columnsByKey, type ReportName } from '../../../shared/reports/columns';
import type { ReportList, ReportQuery } from '../../../shared/reports/gridQuery';
import { totalKeys } from '../../../shared/reports/totals';
import { pageOffset } from '../paging';
import { conditionsOf, matches } from './gridWhere';

/**
 * Reports whose rows are worked out rather than stored (a row per site day, a row per lower
 * partner): a bounded set (at most a year of days, one partner's children), filtered, sorted and
 * summed on the server with the same columns and filter rules as the SQL reports.
 */
export function memoryRows<T extends object>(
  report: ReportName,
  all: readonly T[],
  query: Pick<ReportQuery, 'where' | 'sort'>,
  tzOffsetMinutes: number,
  fallbackSort: keyof T & string,
): T[] {
  const columns = columnsByKey(report);
  const conditions = conditionsOf(columns, query.where, tzOffsetMinutes);
  const rows = all.filter((row) => conditions.every((c) => matches((row as Record<string, unknown>)[c.key], c)));
  const wanted = query.sort?.field;
  const key = wanted && columns.get(wanted)?.sortable ? wanted : fallbackSort;
  const sign = query.sort?.order === 'ASC' ? 1 : -1;
  const value = (row: T) => (row as Record<string, unknown>)[key] as string | number;
  return rows.sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0));
}

/** A page of the rows, their count and the totals row of all of them. */
export function memoryPage<T extends object>(
  report: ReportName,
  rows: readonly T[],
  query: ReportQuery,
): ReportList<T> {
  const { limit, offset } = pageOffset(query);
  const totals: Record<string, number> = { count: rows.length };
  for (const k of totalKeys(columnsByKey(report).values())) {
    const field = (row: T, key: string) => (row as Record<string, unknown>)[key];
    const kept = k.only
      ? rows.filter((row) => k.only!.map(String).includes(String(field(row, k.column.split!.by))))
      : rows;
    totals[k.key] = kept.reduce((sum, row) => sum + Number(field(row, k.column.key) ?? 0), 0);
  }
  return { list: rows.slice(offset, offset + limit), total: rows.length, totals };
}
