import {
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { FILTER_OPERATORS } from '../../shared/reports/gridQuery';
import { filterKindOf, type ReportColumn } from '../../shared/reports/columns';
import { cellWords } from '../../shared/reports/cellWords';
import { splitKey } from '../../shared/reports/totals';
import { slipOddsText } from '../../shared/labels/games';
import { pickerDateOperators } from './dateInputs';
import type { Language } from '../../shared/locales';

/** The row id of the totals row the grid shows under each page. */
export const TOTALS_ID = '__totals';

export interface ColumnFormat {
  translate: (key: string, options?: Record<string, unknown>) => string;
  money: (value: number) => string;
  dateTime: (iso: string) => string;
  /** The office language: a sports slip's team names are in it. */
  language: Language;
}

const only = (operators: GridFilterOperator[], allowed: readonly string[]) =>
  operators.filter((o) => allowed.includes(o.value));

/** The grid's operators a column may use: those the server maps for its kind (shared/reports/gridQuery). */
function operatorsOf(column: ReportColumn): GridFilterOperator[] {
  const allowed = FILTER_OPERATORS[filterKindOf(column.type)];
  switch (column.type) {
    case 'text':
      return only(getGridStringOperators(), allowed);
    case 'enum':
      return only(getGridSingleSelectOperators(), allowed);
    case 'datetime':
      return only(pickerDateOperators(true), allowed);
    case 'day':
      return only(pickerDateOperators(false), allowed);
    default:
      return only(getGridNumericOperators(), allowed);
  }
}

const empty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * GridColDefs of a report: headers from `office.fields`, amounts grouped, times in the office's
 * language, enum values as words; sorting and filtering only where the server does them. The
 * totals row (id TOTALS_ID) shows the sums under summed columns and its label in the first one.
 */
export function gridColumns(
  columns: readonly ReportColumn[],
  fmt: ColumnFormat,
  visible: readonly string[],
): GridColDef[] {
  // The totals label sits in the first shown column and spans the shown columns before the first sum.
  const labelKey = visible[0];
  const summed = (c: ReportColumn | undefined) => !!c && (!!c.total || !!c.split);
  const firstSum = visible.findIndex((key) => summed(columns.find((c) => c.key === key)));
  const labelSpan = Math.max(1, firstSum);
  return columns.map((c) => {
    const base: GridColDef = {
      field: c.key,
      headerName: fmt.translate(`office.fields.${c.label ?? c.key}`),
      sortable: !!c.sortable,
      filterable: !!c.filterable,
      filterOperators: c.filterable ? operatorsOf(c) : [],
      // Worded cells (a sports pick with its line and team, a ledger memo) need room to be read.
      minWidth: c.words ? 180 : c.type === 'datetime' ? 160 : c.type === 'money' ? 110 : 90,
      flex: c.type === 'text' ? 1 : undefined,
      // a split total's lines stacked in its cell (the row grows to hold them: ReportGrid)
      renderCell: c.split
        ? (params) =>
            params.id === TOTALS_ID ? (
              <span style={{ whiteSpace: 'pre-line', lineHeight: 1.5, padding: '4px 0' }}>{params.formattedValue}</span>
            ) : (
              params.formattedValue
            )
        : undefined,
      colSpan: (_value: unknown, row: Record<string, unknown>) =>
        row.id === TOTALS_ID && c.key === labelKey ? labelSpan : 1,
      valueGetter: (value: unknown, row: Record<string, unknown>) => {
        if (row.id !== TOTALS_ID) return c.type === 'datetime' && typeof value === 'string' ? new Date(value) : value;
        if (c.total) return row[c.key];
        // a split total: one line per part, each with its word (never one sum of unlike things)
        if (c.split)
          return c.split.parts
            .map((p) => `${fmt.translate(p.label)} ${fmt.money(Number(row[splitKey(c.key, p.key)] ?? 0))}`)
            .join('\n');
        return c.key === labelKey
          ? fmt.translate('office.reports.totals', { count: fmt.money(row.count as number) })
          : null;
      },
      valueFormatter: (value: unknown, row: Record<string, unknown>) => {
        if (empty(value)) return '-';
        if (c.words && row.id !== TOTALS_ID) return cellWords(c.words, fmt.translate, value, row, fmt.language) || '-';
        if (typeof value === 'string' && c.type !== 'text' && c.type !== 'day' && c.type !== 'enum') return value;
        switch (c.type) {
          case 'money':
          case 'number':
            return typeof value === 'number' ? fmt.money(value) : String(value);
          case 'odds':
            return slipOddsText({ gameGroup: String(row.gameGroup ?? '') }, Number(value));
          case 'datetime':
            return value instanceof Date ? fmt.dateTime(value.toISOString()) : String(value);
          case 'enum':
            return fmt.translate(`office.${c.group}.${String(value)}`, { _: String(value) });
          default:
            return String(value);
        }
      },
    };
    switch (c.type) {
      case 'money':
      case 'number':
      case 'odds':
        return { ...base, type: 'number', headerAlign: 'right', align: 'right' };
      case 'datetime':
        return { ...base, type: 'dateTime' };
      case 'enum':
        return {
          ...base,
          type: 'singleSelect',
          valueOptions: (c.values ?? []).map((v) => ({
            value: v,
            label: fmt.translate(`office.${c.group}.${String(v)}`, { _: String(v) }),
          })),
        };
      default:
        return base;
    }
  });
}
