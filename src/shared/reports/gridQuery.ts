import { z } from 'zod';
import { LANGUAGES } from '../locales';
import { officeList, type OfficeListQuery } from '../api/office';
import { listBody } from '../api/office/common';

/**
 * The report grids' query: the office list convention (`page`, `perPage`,
 * `sort`, the resource's own `filter`) plus `where`, the grid's filter model. Each item names a
 * column of the report and one operator of that column's kind; the server maps both through its
 * own whitelist of SQL expressions, so no text of the client ever reaches the SQL.
 */
const Identifier = z
  .string()
  .max(40)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/)
  .refine((name) => !(name in Object.prototype), { message: 'not a column' });

/** Operators per column kind, as MUI X DataGrid names them. */
export const FILTER_OPERATORS = {
  text: ['contains', 'equals', 'startsWith'],
  number: ['=', '!=', '>', '>=', '<', '<='],
  enum: ['is', 'not', 'isAnyOf'],
  datetime: ['after', 'onOrAfter', 'before', 'onOrBefore'],
} as const;
export type FilterKind = keyof typeof FILTER_OPERATORS;
export type FilterOperator = (typeof FILTER_OPERATORS)[FilterKind][number];
const ALL_OPERATORS = Object.values(FILTER_OPERATORS).flat() as [FilterOperator, ...FilterOperator[]];

const Scalar = z.union([z.string().max(60), z.number().finite()]);
export const GridFilterItem = z.object({
  field: Identifier,
  operator: z.enum(ALL_OPERATORS),
  /** Empty (or missing) values leave the item out, as the grid does while one is being typed. */
  value: z.union([Scalar, z.array(Scalar).max(50)]).nullish(),
});
export type GridFilterItem = z.infer<typeof GridFilterItem>;

/** All items hold together (the grid's `and`). */
const GridWhere = z.array(GridFilterItem).max(10).default([]);

/** The list body of a report: its own filter plus the grid's filter items. */
export const reportBody = <F extends z.ZodObject>(filter: F) => listBody(filter).extend({ where: GridWhere });

/** An export: the same query, the columns the grid shows (in its order) and the language of the file. */
export const exportBody = <F extends z.ZodObject>(filter: F) =>
  reportBody(filter).extend({
    columns: z.array(Identifier).min(1).max(40),
    lang: z.enum(LANGUAGES).default('ko'),
  });

/** Sums over the whole filtered result, by column key, and `count` of its rows. */
export const ReportTotals = z.record(z.string(), z.number());
export type ReportTotals = z.infer<typeof ReportTotals>;

/** A report page: rows, the total row count and the totals of every filtered row. */
export const reportList = <R extends z.ZodType>(row: R) => officeList(row).extend({ totals: ReportTotals });
export interface ReportList<T> {
  list: T[];
  total: number;
  totals: ReportTotals;
}

/** The body the grid sends, whatever the report's filter. */
export type ReportQuery = z.infer<typeof OfficeListQuery> & { where: GridFilterItem[] };
