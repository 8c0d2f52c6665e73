import { sql, type Expression, type SqlBool } from 'kysely';
import { parseDateParam } from '../../../shared/dates';
import { FILTER_OPERATORS, type GridFilterItem } from '../../../shared/reports/gridQuery';
import { filterKindOf, type ReportColumn } from '../../../shared/reports/columns';
import { ResultCode } from '../../../shared/resultCodes';
import { AppError } from '../appError';

/**
 * The grid's filter items, checked against the report's columns: an item must name a filterable
 * column and one operator of its kind, with a value of that kind. What comes out is typed values
 * only; the SQL (./reportQuery.ts) and the in-memory reports (./memoryReport.ts) apply them.
 */
export type Condition =
  | { key: string; kind: 'text'; op: 'contains' | 'equals' | 'startsWith'; value: string }
  | { key: string; kind: 'number'; op: '=' | '!=' | '>' | '>=' | '<' | '<='; value: number }
  | { key: string; kind: 'enum'; op: 'is' | 'not' | 'isAnyOf'; values: (string | number)[] }
  | { key: string; kind: 'datetime'; op: 'after' | 'onOrAfter' | 'before' | 'onOrBefore'; value: Date; day: string };

const refuse = (detail: string): never => {
  throw new AppError(ResultCode.InvalidRequest, { fields: ['where'], detail });
};

const isEmpty = (v: GridFilterItem['value']) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** An enum value as the column holds it (the grid sends numbers of a select as text at times). */
const enumValue = (column: ReportColumn, raw: string | number): string | number => {
  const found = column.values?.find((v) => String(v) === String(raw));
  return found === undefined ? refuse(`${column.key}: unknown value`) : found;
};

export function conditionsOf(
  columns: Map<string, ReportColumn>,
  items: readonly GridFilterItem[],
  tzOffsetMinutes: number,
): Condition[] {
  const out: Condition[] = [];
  for (const item of items) {
    const column = columns.get(item.field);
    if (!column?.filterable) refuse(`${item.field}: not a filterable column`);
    const kind = filterKindOf(column!.type);
    if (!(FILTER_OPERATORS[kind] as readonly string[]).includes(item.operator))
      refuse(`${item.field}: operator ${item.operator}`);
    if (isEmpty(item.value)) continue;
    const value = item.value!;
    switch (kind) {
      case 'text':
        if (Array.isArray(value)) refuse(`${item.field}: one value`);
        out.push({ key: item.field, kind, op: item.operator as 'contains', value: String(value).trim().slice(0, 60) });
        break;
      case 'number': {
        const n = Array.isArray(value) ? NaN : Number(value);
        if (!Number.isFinite(n)) refuse(`${item.field}: not a number`);
        out.push({ key: item.field, kind, op: item.operator as '=', value: n });
        break;
      }
      case 'enum':
        out.push({
          key: item.field,
          kind,
          op: item.operator as 'is',
          values: (Array.isArray(value) ? value : [value]).map((v) => enumValue(column!, v)),
        });
        break;
      case 'datetime': {
        const text = Array.isArray(value) ? '' : String(value);
        // §5: a day alone means its first second for a start and its last for an end (site time).
        const edge = item.operator === 'after' || item.operator === 'onOrBefore' ? 'end' : 'start';
        const at = parseDateParam(text, edge, tzOffsetMinutes) ?? refuse(`${item.field}: not a date`);
        out.push({ key: item.field, kind, op: item.operator as 'after', value: at, day: text.slice(0, 10) });
        break;
      }
    }
  }
  return out;
}

const COMPARE = {
  '=': '=',
  '!=': '<>',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
  after: '>',
  onOrAfter: '>=',
  before: '<',
  onOrBefore: '<=',
} as const;

/** A text filter inside LIKE: the user's % and _ match themselves. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One condition on a SQL expression of the server's column map; `dayColumn`: a date column compared by day. */
export function sqlCondition(expr: string, c: Condition, dayColumn = false): Expression<SqlBool> {
  const ref = sql.raw(expr);
  switch (c.kind) {
    case 'text':
      if (c.op === 'equals') return sql<SqlBool>`${ref} = ${c.value}`;
      return sql<SqlBool>`${ref} ilike ${c.op === 'contains' ? `%${literal(c.value)}%` : `${literal(c.value)}%`}`;
    case 'number':
      return sql<SqlBool>`${ref} ${sql.raw(COMPARE[c.op])} ${c.value}`;
    case 'enum':
      if (c.op === 'not') return sql<SqlBool>`${ref} <> ${c.values[0]}`;
      return sql<SqlBool>`${ref} in (${sql.join(c.values)})`;
    case 'datetime':
      return dayColumn
        ? sql<SqlBool>`${ref} ${sql.raw(COMPARE[c.op])} ${c.day}::date`
        : sql<SqlBool>`${ref} ${sql.raw(COMPARE[c.op])} ${c.value}`;
  }
}

/** The same condition on a record value (in-memory reports: days, partners). */
export function matches(value: unknown, c: Condition): boolean {
  switch (c.kind) {
    case 'text': {
      const text = String(value ?? '').toLowerCase();
      const wanted = c.value.toLowerCase();
      return c.op === 'equals'
        ? text === wanted
        : c.op === 'contains'
          ? text.includes(wanted)
          : text.startsWith(wanted);
    }
    case 'number':
      return compare(Number(value), c.value, c.op);
    case 'enum':
      return c.op === 'not' ? value !== c.values[0] : c.values.includes(value as string | number);
    case 'datetime':
      // Days compare as text (YYYY-MM-DD); instants as instants.
      return typeof value === 'string' && value.length === 10
        ? compare(value, c.day, c.op)
        : compare(Date.parse(String(value)), c.value.getTime(), c.op);
  }
}

function compare<T extends number | string>(a: T, b: T, op: keyof typeof COMPARE): boolean {
  switch (COMPARE[op]) {
    case '=':
      return a === b;
    case '<>':
      return a !== b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    default:
      return a <= b;
  }
}
