import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import type { DB } from './schema';

export type Dialect = 'pglite' | 'postgres';

/** One connection for scripts: multi-statement SQL (migrations) and session-level advisory locks. */
export interface ScriptConnection {
  exec(text: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
  release(): void;
}

export interface Database {
  db: Kysely<DB>;
  scriptConnection(): Promise<ScriptConnection>;
  /** Reports may read from a replica; without one this is `db`. */
  reader: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a server; absent for the embedded PGlite. */
  url?: string;
  replicaUrl?: string;
  /** PGlite data directory; absent for an in-memory database (tests). */
  dataDir?: string;
  /** Schema to put first on the search path (tests isolate themselves on a shared server this way). */
  schema?: string;
  poolSize?: number;
  onQueryError?: (event: LogEvent) => void;
}

// int8 (ids, amounts in won) arrives as a number on both drivers; a value beyond 2^53 is a fault,
// never a silent rounding.
const INT8_OID = 20;
const parseInt8 = (text: string): number => {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value out of safe range: ${text}`);
  return n;
};
pg.types.setTypeParser(INT8_OID, parseInt8);

function postgresPool(url: string, options: DatabaseOptions): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = (event: LogEvent) => {
    if (event.level === 'error') options.onQueryError?.(event);
  };
  if (options.url) {
    const pool = postgresPool(options.url, options);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
    const reader = options.replicaUrl
      ? new Kysely<DB>({ dialect: new PostgresDialect({ pool: postgresPool(options.replicaUrl, options) }), log })
      : db;
    return {
      db,
      reader,
      scriptConnection: async () => {
        const client = await pool.connect();
        return {
          exec: async (text) => void (await client.query(text)),
          query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
          release: () => client.release(),
        };
      },
      dialect: 'postgres',
      close: async () => {
        if (reader !== db) await reader.destroy();
        await db.destroy();
      },
    };
  }
  const pglite = new PGlite(options.dataDir, { parsers: { [INT8_OID]: parseInt8 } });
  await pglite.waitReady;
  // Our PGlite dialect (./pgliteDialect) serialises queries and transactions on its single connection.
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }), log });
  return {
    db,
    reader: db,
    // PGlite is one connection already; scripts run while nothing else does (start-up).
    scriptConnection: async () => ({
      exec: async (text) => void (await pglite.exec(text)),
      query: async <R>(text: string, params?: unknown[]) => (await pglite.query<R>(text, params)).rows,
      release: () => undefined,
    }),
    dialect: 'pglite',
    close: () => db.destroy(),
  };
}
