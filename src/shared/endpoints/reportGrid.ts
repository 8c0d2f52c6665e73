import { z } from 'zod';
import { exportBody, reportBody, reportList } from '../reports/gridQuery';
import { endpoint, type Access } from './endpoint';

/**
 * The two calls of a report grid (docs/domains/reports.md#one-grid-two-calls) under one path:
 * `<base>/list`, a page with its total and the totals row of the whole filtered result, and
 * `<base>/export`, the whole filtered result as a CSV file streamed by the server. Both take the
 * same query and scope.
 */
export const reportGrid = <B extends string, F extends z.ZodObject, R extends z.ZodType, A extends Access>(
  base: B,
  filter: F,
  row: R,
  access: A,
  summary: string,
) => ({
  list: endpoint({
    path: `${base}/list` as `${B}/list`,
    body: reportBody(filter),
    response: reportList(row),
    access,
    summary: `${summary}, paged, with totals`,
  }),
  export: endpoint({
    path: `${base}/export` as `${B}/export`,
    body: exportBody(filter),
    response: z.string(),
    access,
    csv: true as const,
    summary: `${summary}: every filtered row as CSV (UTF-8 with BOM, site time)`,
  }),
});
