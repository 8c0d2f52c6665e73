import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { archiveMonths } from '../../../src/server/db/archive/monthArchives';
import { MONTHLY_TABLES } from '../../../src/server/db/monthPartitions';
import { ledgerEntriesArchive } from '../../../src/server/modules/ledger/archivedBalances';
import { monthsPeriod, verify } from '../../../src/server/modules/ledger/verify';
import { ageMonths, databaseMonth, monthAfter } from '../../support/ageMonths';
import { runScript } from '../../support/runScript';
import { runTemplate } from '../../support/testApp';
import { pgliteCopy, postgresCopy } from '../../support/templateDatabase';
import type { ScratchDatabase } from '../../support/scratchDatabase';

/**
 * `npm run archive:read` (docs/operations/retention.md#read-back) as an operator runs it, in its own
 * process, on a database whose oldest month the retention job archived: on the embedded database in
 * a data directory, or on a PostgreSQL database of its own when DATABASE_URL is set.
 */
let dataDir: string;
let dir: string;
let scratch: ScratchDatabase | undefined;
let old: Date;
let rows: number;
const open = (): Promise<Database> =>
  scratch ? openDatabase({ url: scratch.url, poolSize: 2 }) : openDatabase({ dataDir: join(dataDir, 'db') });
const read = (...args: string[]) =>
  runScript(
    'src/server/db/archive/archiveReadCli.ts',
    join(dataDir, 'db'),
    { ARCHIVE_DIR: dir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
    undefined,
    args,
  );
const ledgerVerify = (...args: string[]) =>
  runScript(
    'src/server/modules/ledger/verifyCli.ts',
    join(dataDir, 'db'),
    scratch ? { DATABASE_URL: scratch.url } : {},
    undefined,
    args,
  );
const partition = () => `ledger_entries_p${old.toISOString().slice(0, 7).replace('-', '')}`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'archive-cli-'));
  dir = join(dataDir, 'archive');
  const template = runTemplate();
  let database: Database;
  if (template.kind === 'postgres') {
    scratch = await postgresCopy(template, 'arc');
    database = await openDatabase({ url: scratch.url, poolSize: 2 });
  } else database = await pgliteCopy(template, join(dataDir, 'db'));
  try {
    const month = await databaseMonth(database.db);
    await ageMonths(database.db, month, 3);
    old = monthAfter(month, -3);
    const counted = await sql<{ n: number }>`
      select count(*)::int as n from ledger_entries where created_at < ${monthAfter(old).toISOString()}::timestamptz`.execute(
      database.db,
    );
    rows = counted.rows[0]!.n;
    const left = await archiveMonths(database.db, {
      dir,
      before: monthAfter(month, -1),
      tables: MONTHLY_TABLES,
      hooks: { ledger_entries: ledgerEntriesArchive },
    });
    expect(left).toContain(`ledger_entries_p${old.toISOString().slice(0, 7).replace('-', '')}`);
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(async () => {
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run archive:read', () => {
  it('reads an archived month back into its table, where ledger:verify checks it again; released, it can leave again', async () => {
    const month = old.toISOString().slice(0, 7);
    expect(await read('ledger_entries')).toMatchObject({ code: 2 });
    expect(await read('no_such_table', month)).toMatchObject({ code: 2 });

    // archived, the month's own check cannot run: it says so
    const away = await ledgerVerify(month);
    expect(away.code).toBe(2);
    expect(away.out).toContain(`${month} archived: read back first`);

    const first = await read('ledger_entries', month);
    expect(first.code).toBe(0);
    expect(first.out).toContain(`archive: ledger_entries ${month} read back, ${rows} rows`);
    const again = await read('ledger_entries', month);
    expect(again.code).toBe(1);
    expect(again.out).toContain('already read back');
    const checked = await ledgerVerify(month);
    expect(checked).toMatchObject({ code: 0 });
    expect(checked.out).toContain('ledger: OK');

    const database = await open();
    try {
      const { rows: found } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(partition())}`.execute(database.db);
      expect(found).toEqual([{ n: rows }]);
      expect(await verify(database.db, monthsPeriod(month))).toEqual({ ok: true, violations: [] });
      expect(await verify(database.db)).toEqual({ ok: true, violations: [] });
    } finally {
      await database.close();
    }

    const released = await read('--release', 'ledger_entries', month);
    expect(released.code).toBe(0);
    expect(released.out).toContain('released');
    const database2 = await open();
    try {
      const left = await archiveMonths(database2.db, {
        dir,
        before: monthAfter(old, 2),
        tables: MONTHLY_TABLES,
        hooks: { ledger_entries: ledgerEntriesArchive },
      });
      expect(left).toEqual([partition()]);
      expect(await verify(database2.db)).toEqual({ ok: true, violations: [] });
    } finally {
      await database2.close();
    }
  }, 240_000);
});
