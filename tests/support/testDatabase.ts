import { openDatabase, type Database } from '../../src/server/db/database';
import { scratchDatabase } from './scratchDatabase';

export interface TestDatabase {
  database: Database;
  /** Closes the database (and drops it on PostgreSQL). */
  close(): Promise<void>;
}

/**
 * An empty database, not migrated (for the tests of the migrator itself; the others start from
 * the run's template, testApp.ts): PGlite in memory by default, or a database of its own on the
 * PostgreSQL server named by DATABASE_URL (dropped on close).
 */
export async function openTestDatabase(poolSize = 30): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { database, close: () => database.close() };
  }
  const scratch = await scratchDatabase(url, 'empty');
  const database = await openDatabase({ url: scratch.url, poolSize });
  return {
    database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
