/**
 * Kysely dialect for PGlite (PostgreSQL in WASM), modelled on the one kysely 0.29 ships. We stay on
 * kysely 0.28, which has none, because 0.29 requires Node 22 and this project runs on Node 20.
 *
 * PGlite is one connection. Kysely 0.28 hands every caller the connection the driver returns, so the
 * driver itself lets one caller at a time hold it: a query outside a transaction holds it for that
 * query, a transaction from BEGIN to COMMIT/ROLLBACK. Concurrent transactions therefore run one after
 * the other, never interleaved on the same session. Transactions also run inside PGlite's own
 * exclusive `transaction()`, so a direct user of the same instance (migration scripts) cannot slip a
 * statement into one of ours either.
 */
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PGlite, Transaction } from '@electric-sql/pglite';

export interface PGliteDialectConfig {
  pglite: PGlite;
}

export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#config.pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteAdapter extends PostgresAdapter {
  // The migrator holds the single connection from acquiring its lock to releasing it; an advisory
  // lock would add nothing.
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

/** A FIFO lock: `acquire` resolves when the caller holds it; `release` hands it to the next waiter. */
class Mutex {
  #held = false;
  readonly #waiters: Array<() => void> = [];

  async acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }
}

const SAVEPOINT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function savepointSql(command: string, name: string): CompiledQuery {
  if (!SAVEPOINT_NAME.test(name)) throw new Error(`invalid savepoint name: ${name}`);
  return CompiledQuery.raw(`${command} "${name}"`);
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #mutex = new Mutex();
  #connection?: PGliteConnection;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async init(): Promise<void> {
    if (this.#pglite.closed) throw new Error('PGlite instance is already closed.');
    await this.#pglite.waitReady;
    this.#connection = new PGliteConnection(this.#pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.acquire();
    return this.#connection!;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as PGliteConnection).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).rollback();
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(savepointSql('savepoint', name));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(savepointSql('rollback to savepoint', name));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(savepointSql('release savepoint', name));
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

interface OpenTransaction {
  tx: Transaction;
  /** Ends PGlite's transaction callback: resolve commits, reject rolls back. */
  finish: (commit: boolean) => void;
  /** Settles once PGlite has committed or rolled back. */
  closed: Promise<void>;
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  #open?: OpenTransaction;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.#open?.tx ?? this.#pglite;
    const { affectedRows, rows } = await target.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: 'object',
    });
    return {
      numAffectedRows: affectedRows != null ? BigInt(affectedRows) : undefined,
      rows: rows ?? [],
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  async begin(settings: TransactionSettings): Promise<void> {
    if (this.#open) throw new Error('a transaction is already open on the PGlite connection');
    let begun!: (tx: Transaction) => void;
    let failedToBegin!: (error: unknown) => void;
    const ready = new Promise<Transaction>((resolve, reject) => {
      begun = resolve;
      failedToBegin = reject;
    });
    let finish!: (commit: boolean) => void;
    const done = new Promise<void>((resolve, reject) => {
      finish = (commit) => (commit ? resolve() : reject(new RollbackSignal()));
    });
    const closed = this.#pglite.transaction(async (tx) => {
      begun(tx);
      await done;
    });
    // If BEGIN itself fails, the callback never runs and `closed` rejects first.
    closed.catch(failedToBegin);
    const tx = await ready;
    this.#open = { tx, finish, closed };
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    if (modes.length > 0) {
      try {
        await tx.query(`set transaction ${modes.join(' ')}`);
      } catch (error) {
        await this.rollback();
        throw error;
      }
    }
  }

  async commit(): Promise<void> {
    const open = this.#take();
    open.finish(true);
    await open.closed;
  }

  async rollback(): Promise<void> {
    const open = this.#take();
    open.finish(false);
    await open.closed.catch((error: unknown) => {
      if (!(error instanceof RollbackSignal)) throw error;
    });
  }

  #take(): OpenTransaction {
    const open = this.#open;
    if (!open) throw new Error('no transaction is open on the PGlite connection');
    this.#open = undefined;
    return open;
  }
}

/** Rejects PGlite's transaction callback so that PGlite rolls back; never escapes this file. */
class RollbackSignal extends Error {
  constructor() {
    super('rollback');
  }
}
