import type { ReportColumn } from './columns';

/**
 * The keys of a report's totals row (docs/domains/reports.md#one-grid-two-calls): a summed column
 * is one key; a split column one key per part, `<column>.<part>`, each summing only the rows whose
 * `split.by` value is one of the part's values. Server (SQL and worked-out reports) and grid read
 * them from here.
 */
export interface TotalKey {
  key: string;
  column: ReportColumn;
  /** The values of `column.split.by` the sum keeps; none for a whole-column sum. */
  only?: readonly (string | number)[];
}

export const splitKey = (column: string, part: string): string => `${column}.${part}`;

export function totalKeys(columns: Iterable<ReportColumn>): TotalKey[] {
  return [...columns].flatMap((column): TotalKey[] =>
    column.split
      ? column.split.parts.map((p) => ({ key: splitKey(column.key, p.key), column, only: p.values }))
      : column.total
        ? [{ key: column.key, column }]
        : [],
  );
}
