import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed/demoSeed';
import { assertNoDemoCredentials } from './db/seed/demoCredentials';
import { demoSeedSteps } from './db/seed/steps';
import { playDemoInBackground } from './db/seed/demoPlay';
import { buildApp, type BuildOptions } from './app';

export interface Booted {
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
  /**
   * The demo players' first day, to run once the server listens (null when there is none): it
   * runs in the background so /healthz answers at once, logs what it did and never throws.
   */
  playDemo: (() => Promise<void>) | null;
}

/**
 * Opens the configured database, migrates it, seeds the demo site in demo mode (and hands back the
 * demo players' first day, played through the app's routes once the server listens; outside demo
 * mode it refuses a database where a demo password or site key still works), builds the app.
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
  if (!config.demo) {
    try {
      await assertNoDemoCredentials(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const seeded = config.demo ? await seedDemo(database.db, config, demoSeedSteps) : false;
  const app = await buildApp({ config, database, ...extra });
  // The demo players' first day goes through the routes themselves, so it needs the built app.
  const playDemo = seeded && config.DEMO_PLAY ? () => playDemoInBackground(app) : null;
  return { app, database, seeded, playDemo };
}
