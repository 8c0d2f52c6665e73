import type { StatementRow } from '../../../shared/api/bankNotices';

/**
 * A bank statement as CSV (docs/domains/cash.md#uploading-a-statement): a header row naming the
 * time, depositor, amount and reference columns (English or the Korean banks' own names, in any
 * order), then one row per movement; rows of money paid out (the deposit column empty or 0) are
 * read and skipped. Times without an offset are site time. Pure: the preview and the import read
 * a file the same way.
 */

const COLUMNS = {
  paidAt: ['paidat', 'date', 'time', 'datetime', '거래일시', '입금일시', '거래일자', '일시'],
  depositor: ['depositor', 'name', '입금자', '입금자명', '보낸분', '적요'],
  amount: ['amount', '입금액', '입금', '금액', '맡기신금액'],
  bankRef: ['bankref', 'reference', 'ref', '거래번호', '참조번호'],
} as const;
type Column = keyof typeof COLUMNS;

/** RFC 4180 fields: quoted fields may hold commas, quotes ("") and line breaks. */
function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.replace(/^\uFEFF/, '');
  const end = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) end();
  return records;
}

/** A statement time: `2026-11-21 12:05[:30]` (also with `.` or `/`) in site time, or ISO 8601 with an offset. */
function statementTime(text: string, tzOffsetMinutes: number): Date | null {
  const s = text.trim();
  const m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (m) {
    const [y, mo, d, h = '0', mi = '0', se = '0'] = m.slice(1).map((v) => v ?? '0') as string[];
    const utc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +se) - tzOffsetMinutes * 60_000;
    const back = new Date(utc + tzOffsetMinutes * 60_000);
    // 2026-02-31 rolls into March: a date the calendar lacks is an error, not another day.
    if (back.getUTCMonth() !== +mo! - 1 || back.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +se > 59) return null;
    return new Date(utc);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(s)) {
    const at = new Date(s);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  return null;
}

/** A statement amount: whole won, with thousands separators or a trailing 원 allowed. */
function statementAmount(text: string): number | null {
  const s = text.trim().replace(/[,\s]/g, '').replace(/원$/, '');
  if (!/^\d{1,13}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

export interface ParsedStatement {
  headerError: boolean;
  rows: Omit<StatementRow, 'known'>[];
}

/** Every data row of a statement and what is wrong with it (null: it can be received). */
export function parseStatement(text: string, tzOffsetMinutes: number): ParsedStatement {
  const [header, ...data] = csvRecords(text);
  const index = {} as Record<Column, number>;
  for (const column of Object.keys(COLUMNS) as Column[]) {
    index[column] = header
      ? header.fields.findIndex((f) => (COLUMNS[column] as readonly string[]).includes(norm(f)))
      : -1;
  }
  if (!header || Object.values(index).some((i) => i < 0)) return { headerError: true, rows: [] };
  const seen = new Set<string>();
  const rows = data.map(({ line, fields }) => {
    const cell = (c: Column) => (fields[index[c]] ?? '').trim();
    const paidAt = statementTime(cell('paidAt'), tzOffsetMinutes);
    // A statement lists payments out too: their deposit column is empty or 0.
    const outgoing = /^[0\s,원-]*$/.test(cell('amount'));
    const amount = outgoing ? null : statementAmount(cell('amount'));
    const bankRef = cell('bankRef');
    const depositor = cell('depositor');
    const error =
      fields.length < header.fields.length
        ? 'columns'
        : !paidAt
          ? 'date'
          : amount === null && !outgoing
            ? 'amount'
            : outgoing
              ? null
              : !depositor || depositor.length > 60
                ? 'depositor'
                : !bankRef || bankRef.length > 100
                  ? 'reference'
                  : seen.has(bankRef)
                    ? 'repeated'
                    : null;
    if (!outgoing) seen.add(bankRef);
    return { line, bankRef, depositor, amount, paidAt: paidAt?.toISOString() ?? null, error, outgoing } as const;
  });
  return { headerError: false, rows };
}
