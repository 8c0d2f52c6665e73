import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../../src/server/db/seed/steps';
import { scratchDatabase, type ScratchDatabase } from './scratchDatabase';

/**
 * One migrated, demo-seeded database per test run, copied for every test file: on PGlite a dump
 * of its data directory (a file opens it in well under a second instead of running initdb, every
 * migration and the seed), on PostgreSQL a database that each file's `create database … template`
 * copies. Each file still gets demo data of its own, apart from every other file.
 */
export type Template = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; name: string };

/** What every test database is seeded with: the demo site of `npm start`. */
async function prepare(database: Database): Promise<void> {
  await migrate(database);
  const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', LOG_LEVEL: 'silent', DEMO: 'true' });
  await seedDemo(database.db, config, demoSeedSteps);
}

/** Builds the run's template: on the PostgreSQL server of `url` when given, else PGlite. */
export async function createTemplate(
  url: string | undefined,
): Promise<{ template: Template; remove(): Promise<void> }> {
  if (url) {
    const scratch = await scratchDatabase(url, 'tpl');
    try {
      const database = await openDatabase({ url: scratch.url, poolSize: 1 });
      try {
        await prepare(database);
      } finally {
        await database.close();
      }
    } catch (error) {
      await scratch.drop();
      throw error;
    }
    return { template: { kind: 'postgres', url, name: scratch.name }, remove: scratch.drop };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'test-template-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const database = await openDatabase({});
  try {
    await prepare(database);
    const dumpFile = path.join(dir, 'pgdata.tar');
    await writeFile(dumpFile, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return { template: { kind: 'pglite', dumpFile }, remove };
  } catch (error) {
    await remove();
    throw error;
  } finally {
    await database.close();
  }
}

/**
 * On PostgreSQL, a database of its own copied from the run's template, for a test that starts
 * server processes on it (they find it migrated and seeded).
 */
export function postgresCopy(template: Template, purpose: string): Promise<ScratchDatabase> {
  if (template.kind !== 'postgres') throw new Error('this run has no PostgreSQL template: set DATABASE_URL');
  return scratchDatabase(template.url, purpose, template.name);
}

/**
 * On PGlite, a database opened from the run's template: in memory, or written into a data
 * directory for a test that starts server processes on it (they find it migrated and seeded).
 */
export async function pgliteCopy(template: Template, dataDir?: string): Promise<Database> {
  if (template.kind !== 'pglite') throw new Error('this run has no PGlite template: unset DATABASE_URL');
  return openDatabase({ dataDir, loadDataDir: new Blob([await readFile(template.dumpFile)]) });
}

/** A database of its own for one test file, copied from the run's template; `close` closes and drops it. */
export async function openFromTemplate(
  template: Template,
  poolSize: number,
): Promise<{ database: Database; close(): Promise<void> }> {
  if (template.kind === 'pglite') {
    const database = await pgliteCopy(template);
    return { database, close: () => database.close() };
  }
  const scratch = await postgresCopy(template, 'f');
  const database = await openDatabase({ url: scratch.url, poolSize });
  return {
    database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
