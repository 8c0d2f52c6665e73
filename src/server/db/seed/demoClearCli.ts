/**
 * `npm run demo:clear`: on the configured database (DATABASE_URL, or the PGlite data in DATA_DIR
 * while no server holds it), gives every demo account still on the demo password a new random
 * password and every site still on the demo key a new key, and prints them once
 * (docs/operations/security.md, "No demo accounts in production"). A production start refuses to
 * run until this is done (boot.ts). Exits 2 when the database cannot be read.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../database';
import { migrate } from '../migrate';
import { clearDemoCredentials } from './demoCredentials';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
try {
  await migrate(database);
  const cleared = await clearDemoCredentials(database.db, config, new Date());
  if (cleared.length === 0) console.log('demo credentials: none in use');
  for (const c of cleared) {
    if (c.kind === 'siteKey')
      console.log(`site ${c.siteId}: new site key ${c.secret} (build the fronts with VITE_SITE_KEY=${c.secret})`);
    else if (c.kind === 'bankHook')
      console.log(`site ${c.siteId}: new bank webhook secret ${c.secret} (give it to the bank)`);
    else console.log(`${c.kind} ${c.id} (site ${c.siteId}): new password ${c.secret}`);
  }
  if (cleared.length > 0) console.log('These are shown once: store them, then change the passwords in the office.');
} catch (error) {
  console.error(`demo credentials: cannot clear them: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
