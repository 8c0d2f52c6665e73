import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReportList, ReportQuery } from '../../../shared/reports/gridQuery';
import type { Language } from '../../../shared/locales';
import { siteDay } from '../../../shared/dates';
import type { ReportName } from '../../../shared/reports/columns';
import type { AppDeps } from '../../deps';
import type { CsvAnswer } from '../csvRoute';
import { csvWriter } from './csv';
import { memoryPage } from './memoryReport';
import { reportChunks, reportPage, type Query, type SqlReport } from './reportQuery';

type Deps = Pick<AppDeps, 'config' | 'clock'>;

/**
 * The export's own rows, lighter than the page's: only the columns a cell reads (times may come
 * as epoch milliseconds), and how they become records.
 */
export interface ExportRows<X> {
  select(base: Query): SelectQueryBuilder<DB, never, X>;
  records(rows: X[]): object[] | Promise<object[]>;
}

/** A SQL report bound to one caller's scope and filter: the spec, its base and how rows become records. */
export interface GridSource<R, Rec, X = R> {
  spec: SqlReport<R>;
  base: Query;
  toRecords(rows: R[]): Rec[] | Promise<Rec[]>;
  exportRows?: ExportRows<X>;
}

export interface ExportQuery extends ReportQuery {
  columns: string[];
  lang: Language;
}

/** A page of records with the total and the totals row. */
export async function gridPage<R, Rec>(
  deps: Deps,
  source: Pick<GridSource<R, Rec>, 'spec' | 'base' | 'toRecords'>,
  query: ReportQuery,
): Promise<ReportList<Rec>> {
  const { rows, total, totals } = await reportPage(source.spec, source.base, query, deps.config.SITE_TZ_OFFSET_MINUTES);
  return { list: await source.toRecords(rows), total, totals };
}

const fileName = (deps: Deps, report: ReportName) =>
  `${report}-${siteDay(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES)}.csv`;

/** Every filtered record as CSV, read chunk by chunk while the client downloads. */
export async function gridCsv<R, Rec extends object, X>(
  deps: Deps,
  source: GridSource<R, Rec, X>,
  query: ExportQuery,
): Promise<CsvAnswer> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  // Both refuse a bad column or filter item here, before the first byte of the file.
  const writer = await csvWriter(source.spec.report, query.columns, query.lang, tz);
  const chunks = source.exportRows
    ? reportChunks(source.spec, source.base, query, tz, {
        select: source.exportRows.select,
        prepare: source.exportRows.records,
      })
    : reportChunks(source.spec, source.base, query, tz, { prepare: source.toRecords });
  async function* file() {
    yield writer.head;
    for await (const records of chunks) yield writer.lines(records);
  }
  return { filename: fileName(deps, source.spec.report), chunks: file() };
}

/** The CSV of a worked-out report (every row it filtered, sorted as the grid). */
async function memoryCsv<Rec extends object>(
  deps: Deps,
  report: ReportName,
  rows: readonly Rec[],
  query: ExportQuery,
): Promise<CsvAnswer> {
  const writer = await csvWriter(report, query.columns, query.lang, deps.config.SITE_TZ_OFFSET_MINUTES);
  async function* file() {
    yield writer.head;
    for (let i = 0; i < rows.length; i += 1000) yield writer.lines(rows.slice(i, i + 1000));
  }
  return { filename: fileName(deps, report), chunks: file() };
}

/**
 * A worked-out report's two answers from the one function that works out its rows: the grid's
 * page (its totals over every row) and the CSV of every row, filtered and sorted alike.
 */
export function memoryReport<D extends Deps, S, F, Rec extends object>(
  report: ReportName,
  rowsOf: (deps: D, scope: S, filter: F, query: ReportQuery) => Promise<Rec[]>,
) {
  return {
    page: async (deps: D, scope: S, filter: F, query: ReportQuery): Promise<ReportList<Rec>> =>
      memoryPage(report, await rowsOf(deps, scope, filter, query), query),
    csv: async (deps: D, scope: S, filter: F, query: ExportQuery): Promise<CsvAnswer> =>
      memoryCsv(deps, report, await rowsOf(deps, scope, filter, query), query),
  };
}

/** Binds a report's spec to its base; the records' row type comes from the spec. */
export const gridSource = <R, Rec, X = R>(
  spec: SqlReport<R>,
  base: Query,
  toRecords: (rows: R[]) => Rec[] | Promise<Rec[]>,
  exportRows?: ExportRows<X>,
): GridSource<R, Rec, X> => ({
  spec,
  base,
  toRecords,
  exportRows,
});
