import { Kysely, PostgresDialect, type LogEvent, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import type { DB } from './schema';

type Dialect = 'pglite' | 'postgres';

/** One connection for scripts: multi-statement SQL (migrations) and session-level advisory locks. */
export interface ScriptConnection {
  exec(text: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
  /** Back to the pool; `discard` (a session whose settings were changed) closes it instead. */
  release(discard?: boolean): void;
}

/** What a listener hears: each notice's payload, and whether it may have missed any. */
interface NoticeHandlers {
  notice(payload: string): void;
  /** false from the moment the listening connection is lost (notices may be missed) until it listens again. */
  live(up: boolean): void;
}

export interface Database {
  db: Kysely<DB>;
  /**
   * Hears NOTIFY on `<channel>_public` (the triggers name the channel after their table's schema)
   * on its own connection, re-listening after a loss. Returns the stop function.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  scriptConnection(): Promise<ScriptConnection>;
  /** Reports may read from a replica; without one this is `db`. */
  reader: Kysely<DB>;
  dialect: Dialect;
  /** PGlite only: its data directory as a tarball, which `loadDataDir` opens again (test templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a server; absent for the embedded PGlite. */
  url?: string;
  replicaUrl?: string;
  /** PGlite data directory; absent for an in-memory database (tests). */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
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

/**
 * Every connection runs without JIT: this is an OLTP workload, and JIT compiles any plan priced over
 * jit_above_cost (a settlement batch of thousands of rows, or a fast path's function that prices
 * sequential scans out) for tens to hundreds of milliseconds that the statement never wins back
 * (docs/operations/configuration.md, PostgreSQL).
 */
function postgresPool(url: string, options: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    options: '-c jit=off',
  });
  // A connection the server ends (a restart, a failover, PgBouncer going away) errors on its
  // client outside any query: an idle one through the pool, which has already dropped it; a
  // checked-out one (a leader lock's, between passes) on the client itself. Unheard, either error
  // ends the process; heard, the broken client fails its next query and the pool drops it on
  // release, then opens a new connection (docs/operations/cluster.md#connections-pgbouncer).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * The pool as Kysely takes it, its clients querying in pg's callback form rather than its promise
 * form (which builds the query first, then sets the callback that settles the promise). Measured
 * on Node 20 through a million-row CSV export: with the promise form V8 promoted the rows of
 * finished queries to its old generation (~600 MB of garbage, the heap growing to four times its
 * live size between full collections); with the callback form they die young.
 */
function kyselyPool(pool: Pick<pg.Pool, 'connect' | 'end'>): PostgresPool {
  // One wrapper per pooled client: Kysely keeps its connection object by the client it is given.
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Only the (sql, parameters) form: no cursor is configured, so Kysely never passes one.
    query: ((text: string, parameters: readonly unknown[]) =>
      new Promise<pg.QueryResult>((resolve, reject) =>
        client.query(text, [...parameters], (error, result) => (error ? reject(error) : resolve(result))),
      )) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = wrap(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}

/** How long a report waits for the replica to answer before it reads the primary, and for how long then. */
const REPLICA_ANSWER_MS = 1_000;
const REPLICA_AWAY_MS = 5_000;

/**
 * The reports' connections (DESIGN: read replicas for reports): the replica's, proven by a round
 * trip answered within REPLICA_ANSWER_MS, else the primary's for the next REPLICA_AWAY_MS. A
 * replica that is down does not refuse through PgBouncer: the query waits there for a server, and
 * without this a report would hang as long (docs/operations/chaos.md).
 */
function replicaOrPrimary(replica: pg.Pool, primary: pg.Pool): Pick<pg.Pool, 'connect' | 'end'> {
  let awayUntil = 0;
  const proven = async (): Promise<pg.PoolClient> => {
    const client = await replica.connect();
    try {
      await client.query('select 1');
      return client;
    } catch (error) {
      client.release(true);
      throw error;
    }
  };
  return {
    connect: (async () => {
      if (Date.now() >= awayUntil) {
        const attempt = proven();
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), REPLICA_ANSWER_MS)));
        const client = await Promise.race([attempt.catch(() => null), late]);
        clearTimeout(timer);
        if (client) return client;
        awayUntil = Date.now() + REPLICA_AWAY_MS;
        // an answer that comes after all gives its connection back
        attempt.then(
          (c) => c.release(),
          () => undefined,
        );
      }
      return primary.connect();
    }) as pg.Pool['connect'],
    end: () => replica.end(),
  };
}

const RELISTEN_MS = 1_000;

/** A dedicated client (LISTEN holds its connection), replaced after any loss until stopped. */
async function listenOnPostgres(url: string, channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      handlers.live(false);
      void c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => n.channel === channel && handlers.notice(n.payload ?? ''));
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (!stopped) handlers.live(true);
  };
  // The first attempt must work (a node starts only with its database reachable).
  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    handlers.live(false);
    await client?.end().catch(() => undefined);
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = (event: LogEvent) => {
    if (event.level === 'error') options.onQueryError?.(event);
  };
  const url = options.url;
  if (url) {
    const pool = postgresPool(url, options);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: kyselyPool(pool) }), log });
    const reader = options.replicaUrl
      ? new Kysely<DB>({
          dialect: new PostgresDialect({
            pool: kyselyPool(replicaOrPrimary(postgresPool(options.replicaUrl, options), pool)),
          }),
          log,
        })
      : db;
    return {
      db,
      reader,
      listen: (channel, handlers) => listenOnPostgres(url, `${channel}_public`, handlers),
      scriptConnection: async () => {
        const client = await pool.connect();
        return {
          exec: async (text) => void (await client.query(text)),
          query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
          // a broken client is dropped by the pool on release in any case (postgresPool)
          release: (discard = false) => client.release(discard),
        };
      },
      dialect: 'postgres',
      close: async () => {
        if (reader !== db) await reader.destroy();
        await db.destroy();
        // Kysely ends the pool only if it ran a query; a database only scripts used (the migrator)
        // would keep its connections open.
        if (!pool.ending) await pool.end();
      },
    };
  }
  // pg_trgm serves board search (migration 0203); PGlite ships it as a loadable extension.
  const pglite = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { [INT8_OID]: parseInt8 },
    extensions: { pg_trgm },
  });
  await pglite.waitReady;
  // Our PGlite dialect (./pgliteDialect) serialises queries and transactions on its single connection.
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }), log });
  return {
    db,
    reader: db,
    // One in-process connection: it never goes away, and PGlite hands its notices over right after the commit.
    listen: async (channel, handlers) => {
      const stop = await pglite.listen(`${channel}_public`, handlers.notice);
      handlers.live(true);
      return () => stop();
    },
    // PGlite is one connection already; scripts run while nothing else does (start-up).
    scriptConnection: async () => ({
      exec: async (text) => void (await pglite.exec(text)),
      query: async <R>(text: string, params?: unknown[]) => (await pglite.query<R>(text, params)).rows,
      release: () => undefined,
    }),
    dialect: 'pglite',
    // Uncompressed: a test file opens the template's dump in about a tenth of the time of a gzip one.
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: () => db.destroy(),
  };
}
