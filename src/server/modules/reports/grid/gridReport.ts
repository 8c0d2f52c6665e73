import type { ReportList, ReportQuery } from '../../../../shared/reports/gridQuery';
import type { Language } from '../../../../shared/locales';
import { siteDay } from '../../../../shared/dates';
import type { ReportName } from '../../../../shared/reports/columns';
import type { AppDeps } from '../../../deps';
import type { CsvAnswer } from '../../../http/csvRoute';
import { csvWriter } from './csv';
import { memoryPage } from './memoryReport';
import { reportChunks, reportPage, type Query, type SqlReport } from './reportQuery';

type Deps = Pick<AppDeps, 'config' | 'clock'>;

/** A SQL report bound to one caller's scope and filter: the spec, its base and how rows become records. */
export interface GridSource<R, Rec> {
  spec: SqlReport<R>;
  base: Query;
  toRecords(rows: R[]): Rec[] | Promise<Rec[]>;
  /** The export's records when lighter than the page's (only the fields a column shows; times may stay Dates). */
  exportRecords?: (rows: R[]) => object[] | Promise<object[]>;
}

export interface ExportQuery extends ReportQuery {
  columns: string[];
  lang: Language;
}

/** A page of records with the total and the totals row. */
export async function gridPage<R, Rec>(deps: Deps, source: GridSource<R, Rec>, query: ReportQuery): Promise<ReportList<Rec>> {
  const { rows, total, totals } = await reportPage(source.spec, source.base, query, deps.config.SITE_TZ_OFFSET_MINUTES);
  return { list: await source.toRecords(rows), total, totals };
}

const fileName = (deps: Deps, report: ReportName) => `${report}-${siteDay(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES)}.csv`;

/** Every filtered record as CSV, read chunk by chunk while the client downloads. */
export async function gridCsv<R, Rec extends object>(deps: Deps, source: GridSource<R, Rec>, query: ExportQuery): Promise<CsvAnswer> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  // Both refuse a bad column or filter item here, before the first byte of the file.
  const writer = await csvWriter(source.spec.report, query.columns, query.lang, tz);
  const chunks = reportChunks(source.spec, source.base, query, tz);
  async function* file() {
    yield writer.head;
    for await (const rows of chunks) yield writer.lines(await (source.exportRecords ?? source.toRecords)(rows));
  }
  return { filename: fileName(deps, source.spec.report), chunks: file() };
}

/** The CSV of a worked-out report (every row it filtered, sorted as the grid). */
export async function memoryCsv<Rec extends object>(deps: Deps, report: ReportName, rows: readonly Rec[], query: ExportQuery): Promise<CsvAnswer> {
  const writer = await csvWriter(report, query.columns, query.lang, deps.config.SITE_TZ_OFFSET_MINUTES);
  async function* file() {
    yield writer.head;
    for (let i = 0; i < rows.length; i += 1000) yield writer.lines(rows.slice(i, i + 1000));
  }
  return { filename: fileName(deps, report), chunks: file() };
}

export { memoryPage };

/** Binds a report's spec to its base; the records' row type comes from the spec. */
export const gridSource = <R, Rec>(spec: SqlReport<R>, base: Query, toRecords: (rows: R[]) => Rec[] | Promise<Rec[]>, exportRecords?: (rows: R[]) => object[] | Promise<object[]>): GridSource<R, Rec> => ({
  spec,
  base,
  toRecords,
  exportRecords,
});
