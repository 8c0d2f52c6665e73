/**
 * `npm run archive:read -- <table> <YYYY-MM>`: reads an archived month back from its file in
 * ARCHIVE_DIR into its table, attached as its partition again, on the configured database
 * (DATABASE_URL, or the PGlite data in DATA_DIR while no server holds it), so that reports and
 * `npm run ledger:verify -- <YYYY-MM>` see it. `npm run archive:read -- --release <table> <YYYY-MM>`
 * hands it back to the retention job, whose next pass drops it again (docs/operations/retention.md#read-back).
 * Exits 1 when the month cannot be read back (not archived, file not its manifest's, rows not the
 * month's), 2 on a malformed command.
 */
import { archiveDir, loadConfig } from '../../config';
import { openDatabase } from '../database';
import { MONTHLY_TABLES } from '../monthPartitions';
import { parseMonth, releaseMonth, restoreMonth, type Month } from './monthArchives';

const args = process.argv.slice(2);
const release = args[0] === '--release';
const [table, monthText] = release ? args.slice(1) : args;
let month: Month;
try {
  if (!table || !(MONTHLY_TABLES as readonly string[]).includes(table))
    throw new Error(`name a monthly table: ${MONTHLY_TABLES.join(', ')}`);
  month = parseMonth(monthText ?? '');
} catch (error) {
  console.error(`archive: ${(error as Error).message}`);
  console.error('usage: npm run archive:read -- [--release] <table> <YYYY-MM>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
try {
  if (release) {
    const released = await releaseMonth(database.db, table, month);
    console.log(
      released
        ? `archive: ${table} ${monthText} released; the retention job drops it again`
        : `archive: ${table} ${monthText} was not read back`,
    );
  } else {
    const rows = await restoreMonth(database.db, archiveDir(config), table, month);
    console.log(`archive: ${table} ${monthText} read back, ${rows} rows`);
  }
} catch (error) {
  console.error(`archive: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
