import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed/demoSeed';
import { demoSeedSteps } from './db/seed/steps';
import { buildApp, type BuildOptions } from './app';

export interface Booted {
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
}

/**
 * Opens the configured database, migrates it, seeds the demo site in demo mode, builds the app.
 * The caller closes the database after `app.close()`: as an onClose hook it would close before
 * the modules' own hooks had ended their work (Fastify runs onClose hooks last-registered first).
 */
export async function boot(config: Config, extra: Omit<BuildOptions, 'config' | 'database'> = {}): Promise<Booted> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    replicaUrl: config.DATABASE_REPLICA_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
  });
  await migrate(database);
  const seeded = config.demo ? await seedDemo(database.db, config, demoSeedSteps) : false;
  const app = await buildApp({ config, database, ...extra });
  return { app, database, seeded };
}
