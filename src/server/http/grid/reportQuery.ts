import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { columnsByKey, type ReportName } from '../../../shared/reports/columns';
import type { ReportQuery, ReportTotals } from '../../../shared/reports/gridQuery';
import { totalKeys, type TotalKey } from '../../../shared/reports/totals';
import { pageOffset } from '../paging';
import { conditionsOf, sqlCondition } from './gridWhere';

/**
 * The one server-side query helper of the report grids. A report names its
 * columns' SQL expressions (constants of the server: the client's sort field and filter items are
 * only looked up in this map), its scoped and filtered base query, the columns a row selects and a
 * unique tiebreak. From that it answers a page with the total and the totals row of the whole
 * filtered result, and streams every filtered row in the same order by keyset (chunks of a few
 * thousand rows, so memory stays flat however large the export).
 */
// The base is any select of the report's tables; the row type is the report's own (`R`).
export type Query = SelectQueryBuilder<DB, never, object>;

interface SqlColumn {
  /** The expression (`b.stake`, `m.mem_id`). */
  sql: string;
  /** A nullable timestamp: empty values sort last either way, in the page and the export alike. */
  nullableTime?: boolean;
  /** A `date` column compared with day values. */
  day?: boolean;
}

export interface SqlReport<R> {
  report: ReportName;
  /** Sortable, filterable and summed columns by key; a key missing here is none of those. */
  sql: Record<string, SqlColumn>;
  /** Unique expression that orders ties (the row id). */
  tiebreak: string;
  /** The sort key when the client names none (or one the report cannot sort). */
  fallbackSort: string;
  /**
   * A unique, indexed column of the base's rows (`b.id`), when its index lets the filter and the sort
   * read no more than a covering index: the page's sort then picks the page's keys over the filtered
   * rows alone, and only those rows are read whole (docs/domains/reports.md#large-grids).
   */
  key?: string;
  select(base: Query): SelectQueryBuilder<DB, never, R>;
}

const FAR_PAST = '1970-01-01T00:00:00Z';
const FAR_FUTURE = '9999-12-31T00:00:00Z';

/** The ORDER BY expression of a sort key, and its direction. */
function sortOf<R>(spec: SqlReport<R>, query: Pick<ReportQuery, 'sort'>) {
  const columns = columnsByKey(spec.report);
  const wanted = query.sort?.field;
  const key = wanted && columns.get(wanted)?.sortable && Object.hasOwn(spec.sql, wanted) ? wanted : spec.fallbackSort;
  const column = spec.sql[key]!;
  const direction: 'asc' | 'desc' = query.sort?.order === 'ASC' ? 'asc' : 'desc';
  // An empty time sorts last: the far end of the direction stands in for it.
  const expr = column.nullableTime
    ? `coalesce(${column.sql}, '${direction === 'desc' ? FAR_PAST : FAR_FUTURE}'::timestamptz)`
    : column.sql;
  return { expr, direction };
}

/** The base with the grid's filter items applied. */
function filtered<R>(
  spec: SqlReport<R>,
  base: Query,
  query: Pick<ReportQuery, 'where'>,
  tzOffsetMinutes: number,
): Query {
  let q = base;
  for (const c of conditionsOf(columnsByKey(spec.report), query.where, tzOffsetMinutes)) {
    const column = spec.sql[c.key];
    // A filterable column the server has no expression for is a contract error, not a user's.
    if (!column) throw new Error(`report ${spec.report} has no SQL for ${c.key}`);
    q = q.where(sqlCondition(column.sql, c, column.day));
  }
  return q;
}

/** Row count and the sums of the report's total columns over every filtered row. */
async function totalsOf<R>(spec: SqlReport<R>, q: Query): Promise<ReportTotals> {
  const keys = totalKeys(columnsByKey(spec.report).values()).filter((k) => spec.sql[k.column.key]);
  const sumOf = (k: TotalKey) => {
    const value = sql.raw(spec.sql[k.column.key]!.sql);
    if (!k.only) return sql<string>`coalesce(sum(${value}), 0)`;
    const by = spec.sql[k.column.split!.by];
    // A split names its parting column in the shared table: a report without its SQL is a contract error.
    if (!by) throw new Error(`report ${spec.report} has no SQL for ${k.column.split!.by}`);
    // The part's values are constants of the shared column table, bound as parameters.
    return sql<string>`coalesce(sum(${value}) filter (where ${sql.raw(by.sql)} in (${sql.join(k.only.map(String))})), 0)`;
  };
  const row = (await q
    .select([sql<string>`count(*)`.as('count'), ...keys.map((k, i) => sumOf(k).as(`t${i}`))])
    .executeTakeFirstOrThrow()) as Record<string, string | number>;
  const totals: ReportTotals = { count: Number(row.count) };
  keys.forEach((k, i) => (totals[k.key] = Number(row[`t${i}`])));
  return totals;
}

/** One page of the filtered rows in the asked order, its total and the totals row. */
export async function reportPage<R>(
  spec: SqlReport<R>,
  base: Query,
  query: ReportQuery,
  tzOffsetMinutes: number,
): Promise<{ rows: R[]; total: number; totals: ReportTotals }> {
  const q = filtered(spec, base, query, tzOffsetMinutes);
  const { expr, direction } = sortOf(spec, query);
  const { limit, offset } = pageOffset(query);
  const sorted = <T>(rows: SelectQueryBuilder<DB, never, T>) =>
    rows.orderBy(sql.raw(expr), direction).orderBy(sql.raw(spec.tiebreak), direction);
  // With a key the sort picks the page's keys alone, then only the page's rows are read whole.
  const keys =
    spec.key &&
    sorted(q.select(sql.raw(spec.key).as('k')))
      .limit(limit)
      .offset(offset);
  const page = keys
    ? sorted(spec.select(q.where(sql.raw(spec.key!), 'in', keys)))
    : sorted(spec.select(q)).limit(limit).offset(offset);
  // The page and its totals run side by side on two pooled connections (one after the other on PGlite).
  const [list, totals] = await Promise.all([page.execute(), totalsOf(spec, q)]);
  return { rows: list as R[], total: totals.count!, totals };
}

/** How an export reads: its row (the page's unless lighter), and the work each chunk needs before it is written. */
export interface ChunkReading<R, T> {
  select?: (base: Query) => SelectQueryBuilder<DB, never, R>;
  /** Starts as soon as the chunk's rows arrive (its own queries beside the next chunk's), not when the writer asks. */
  prepare?: (rows: R[]) => T | Promise<T>;
  chunk?: number;
  /** Chunks read and prepared ahead of the writer. */
  ahead?: number;
}

/**
 * Every filtered row in the page's order, `chunk` rows at a time: each chunk starts after the
 * last one's (sort value, tiebreak), so every chunk is an index range, never a growing OFFSET.
 * A thousand rows, not more: the chunks in hand must die young. At 5,000 the rows outlived V8's
 * young generation and a million-row export grew the heap by ~150 MB of garbage.
 */
export function reportChunks<S, R = S, T = R[]>(
  spec: SqlReport<S>,
  base: Query,
  query: ReportQuery,
  tzOffsetMinutes: number,
  reading: ChunkReading<R, T> = {},
): AsyncGenerator<T> {
  // Checked now (a bad filter item refuses the call), read later (as the client downloads).
  const q = filtered(spec, base, query, tzOffsetMinutes);
  const { expr, direction } = sortOf(spec, query);
  const select = reading.select ?? (spec.select as unknown as (base: Query) => SelectQueryBuilder<DB, never, R>);
  const prepare = reading.prepare ?? ((rows: R[]) => rows as T);
  return keyset(select(q), expr, spec.tiebreak, direction, prepare, reading.chunk ?? 1000, reading.ahead ?? 2);
}

async function* keyset<R, T>(
  rowsOf: SelectQueryBuilder<DB, never, R>,
  expr: string,
  tiebreak: string,
  direction: 'asc' | 'desc',
  prepare: (rows: R[]) => T | Promise<T>,
  chunk: number,
  ahead: number,
): AsyncGenerator<T> {
  const beyond = sql.raw(direction === 'desc' ? '<' : '>');
  type Keyed = R & { _k: string; _t: string };
  const keyed = rowsOf.select([
    sql<string>`(${sql.raw(expr)})::text`.as('_k'),
    sql<string>`(${sql.raw(tiebreak)})::text`.as('_t'),
  ]) as SelectQueryBuilder<DB, never, Keyed>;
  // As text: a JavaScript Date would drop the microseconds PostgreSQL keeps, and skip rows.
  const read = (after: { k: string; t: string } | null): Promise<Keyed[]> =>
    (after
      ? keyed.where(sql<boolean>`(${sql.raw(expr)}, ${sql.raw(tiebreak)}) ${beyond} (${after.k}, ${after.t})`)
      : keyed
    )
      .orderBy(sql.raw(expr), direction)
      .orderBy(sql.raw(tiebreak), direction)
      .limit(chunk)
      .execute();
  // Chunks read or prepared ahead, in order. The next read starts as soon as the one before has
  // its rows (it needs their last key), so a chunk's own queries run beside the next keyset read.
  const queue: Promise<{ rows: number; ready: T }>[] = [];
  let after: { k: string; t: string } | null = null;
  let reading = false;
  let finished = false;
  const pump = (): void => {
    if (finished || reading || queue.length >= ahead) return;
    reading = true;
    const next = read(after).then((rows) => {
      reading = false;
      const last = rows.at(-1);
      if (rows.length < chunk || !last) finished = true;
      else after = { k: last._k, t: last._t };
      pump();
      return Promise.resolve(rows.length ? prepare(rows) : (undefined as T)).then((ready) => ({
        rows: rows.length,
        ready,
      }));
    });
    // A reader that stops early leaves it unawaited; a failure stops the reading and reaches the writer.
    next.catch(() => (finished = true));
    queue.push(next);
  };
  try {
    pump();
    while (queue.length) {
      const { rows, ready } = await queue.shift()!;
      pump();
      if (rows) yield ready;
    }
  } finally {
    finished = true;
  }
}

/**
 * Declares a report over a typed Kysely query: `select` adds the row's columns to the base the
 * report's repo built (the casts between the typed query and the helper's plain one live here).
 */
export function defineReport<QB, R>(
  def: Omit<SqlReport<R>, 'select'> & { select: (q: QB) => { execute(): Promise<R[]> } },
): SqlReport<R> {
  return { ...def, select: typedSelect(def.select) };
}

/** A select over a report's typed base as the helper takes it (an export's own row, a spec's). */
export const typedSelect =
  <QB, R>(select: (q: QB) => { execute(): Promise<R[]> }) =>
  (q: Query): SelectQueryBuilder<DB, never, R> =>
    select(q as unknown as QB) as unknown as SelectQueryBuilder<DB, never, R>;

/** A typed base query as the helper takes it. */
export const asQuery = (q: unknown): Query => q as Query;
