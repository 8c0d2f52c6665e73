import { columnsByKey, type ReportColumn, type ReportName } from '../../../shared/reports/columns';
import { loadCatalogue } from '../../../shared/i18nResources';
import type { Language } from '../../../shared/locales';
import { ResultCode } from '../../../shared/resultCodes';
import { catalogueTranslator, slipOddsText, type Translate } from '../../../shared/labels';
import { cellWords } from '../../../shared/reports/cellWords';
import { AppError } from '../appError';
import { CsvBytes } from './csvBytes';
import { siteTimes } from './siteTimes';

/**
 * The CSV of a report as an office user opens it in a spreadsheet: UTF-8 with a
 * byte-order mark (Excel reads Korean right only then), headers and enum values in the office's
 * language from the locale catalogues, times in site time, amounts as plain numbers, the columns
 * the grid shows in its order. A text cell that a spreadsheet would run as a formula (= + - @)
 * is written with a leading apostrophe.
 */
const BOM = '\uFEFF';

/** The office language's catalogue (npm run check keeps the six with the same keys). */
const translatorFor = async (lang: Language): Promise<Translate> => catalogueTranslator(await loadCatalogue(lang));

const quote = (cell: string): string => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const FORMULA = /^[=+\-@\t\r]/;

export interface CsvWriter {
  /** The BOM and the header line. */
  head: Buffer;
  /** Lines of the given records, each ending in CRLF, as UTF-8. */
  lines(records: readonly object[]): Buffer;
}

/** Refuses a column the report does not have (E003), so the file has exactly the grid's columns. */
export async function csvWriter(
  report: ReportName,
  keys: readonly string[],
  lang: Language,
  tzOffsetMinutes: number,
): Promise<CsvWriter> {
  const all = columnsByKey(report);
  const columns = keys.map(
    (k) =>
      all.get(k) ??
      (() => {
        throw new AppError(ResultCode.InvalidRequest, { fields: ['columns'], detail: k });
      })(),
  );
  const t = await translatorFor(lang);
  // Enum cells quoted once per export, not per cell.
  const enumLabels = new Map(
    columns
      .filter((c) => c.type === 'enum')
      .map((c) => [
        c.key,
        new Map((c.values ?? []).map((v) => [String(v), quote(t(`office.${c.group}.${v}`, { _: String(v) }))])),
      ]),
  );
  const siteTime = siteTimes(tzOffsetMinutes);
  const bytes = new CsvBytes();
  // One writer per column, chosen once: the export calls them for every cell.
  const writerOf = (c: ReportColumn): ((value: unknown, row: Record<string, unknown>) => void) => {
    switch (c.type) {
      case 'number':
      case 'money':
        return (value) =>
          typeof value === 'number' && Number.isSafeInteger(value) ? bytes.integer(value) : bytes.text(String(value));
      case 'odds':
        return (value, row) => bytes.text(slipOddsText({ gameGroup: String(row.gameGroup ?? '') }, Number(value)));
      case 'datetime':
        return (value) =>
          siteTime(
            typeof value === 'number' ? value : value instanceof Date ? value.getTime() : Date.parse(String(value)),
            bytes,
          );
      case 'enum': {
        const labels = enumLabels.get(c.key)!;
        return (value) => bytes.text(labels.get(String(value)) ?? quote(String(value)));
      }
      default: {
        const { words } = c;
        return (value, row) => {
          const text = words ? cellWords(words, t, value, row, lang) : String(value);
          bytes.text(quote(FORMULA.test(text) ? `'${text}` : text));
        };
      }
    }
  };
  const cells = columns.map((c) => ({ key: c.key, write: writerOf(c) }));
  const head = BOM + columns.map((c) => quote(t(`office.fields.${c.label ?? c.key}`, { _: c.key }))).join(',') + '\r\n';
  return {
    head: Buffer.from(head),
    lines: (records) => {
      for (const r of records) {
        const row = r as Record<string, unknown>;
        for (let i = 0; i < cells.length; i++) {
          if (i) bytes.comma();
          const value = row[cells[i]!.key];
          if (value !== null && value !== undefined && value !== '') cells[i]!.write(value, row);
        }
        bytes.lineEnd();
      }
      return bytes.take();
    },
  };
}
