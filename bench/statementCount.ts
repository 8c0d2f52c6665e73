import pg from 'pg';

/** Counts the statements every pg client of this process sends. */
export function countStatements(): { read(): number } {
  let count = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return { read: () => count };
}
