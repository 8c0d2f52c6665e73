/**
 * `npm run ledger:verify [-- YYYY-MM [YYYY-MM]]`: checks the ledger invariants on the configured
 * database (DATABASE_URL, or the PGlite data in DATA_DIR while no server holds it), or those of one
 * period's partitions (docs/operations/ledger-verify.md#one-period). Prints OK or each violation;
 * exits 1 on a violation, 2 when the database cannot be read (not migrated, not reachable), the
 * period is malformed or holds a month archived and not read back (docs/operations/retention.md).
 */
import { loadConfig } from '../../config';
import { monthsAway } from '../../db/archive/monthArchives';
import { openDatabase } from '../../db/database';
import { monthsPeriod, verify, type Period } from './verify';

const [first, last] = process.argv.slice(2);
let period: Period | undefined;
try {
  period = first ? monthsPeriod(first, last) : undefined;
} catch (error) {
  console.error(`ledger: ${(error as Error).message}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
try {
  // An archived month's entries are in its file only: its check would find every transaction bare.
  const away = period ? await monthsAway(database.db, 'ledger_entries', period) : [];
  if (away.length > 0) {
    console.error(
      `ledger: ${away.join(', ')} archived: read back first (npm run archive:read -- ledger_entries <YYYY-MM>, docs/operations/retention.md#read-back)`,
    );
    process.exitCode = 2;
  } else {
    const result = await verify(database.db, period);
    if (result.ok) console.log('ledger: OK');
    for (const v of result.violations) console.log(`ledger violation ${v.check}: ${JSON.stringify(v.detail)}`);
    process.exitCode = result.ok ? 0 : 1;
  }
} catch (error) {
  console.error(`ledger: cannot verify this database: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
