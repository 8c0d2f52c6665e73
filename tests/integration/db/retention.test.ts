import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { approvedDeposit, balancesOf, memberIdOf, setOptions, testClock } from '../../support/moneyFixtures';
import { settledBet } from '../../support/settledBet';
import { ageMonths, databaseMonth, monthAfter } from '../../support/ageMonths';
import { archiveMonths, releaseMonth, restoreMonth, type Month } from '../../../src/server/db/archive/monthArchives';
import type { ArchiveManifest } from '../../../src/server/db/archive/archiveFiles';
import { MONTHLY_TABLES } from '../../../src/server/db/monthPartitions';
import { keptFrom, retentionJob } from '../../../src/server/jobs/retentionJob';
import { monthsPeriod, verify } from '../../../src/server/modules/ledger/verify';
import { systemBalance } from '../../../src/server/modules/ledger/repo';
import { SystemAccount } from '../../../src/server/modules/ledger/service';
import { DEMO } from '../../../src/server/db/seed/demoSeed';

/**
 * The retention job (docs/operations/retention.md): a month older than the site's window leaves the
 * database for a compressed file and its rows leave the table; the file reads back to exactly the
 * same rows; ledger:verify holds after the archive and after the read-back; a second pass changes
 * nothing; a failure between the export and the drop, or a month that fails its own check, keeps
 * the month where it was.
 */
const clock = testClock();
let t: TestApp;
let dir: string;
/** The database's present month. */
let month: Date;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'retention-'));
  t = await createTestApp({ clock, env: { ARCHIVE_DIR: dir } });
  month = await databaseMonth(t.app.deps.db);
  clock.set(new Date(month.getTime() + 20 * 86_400_000).toISOString());
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const text = (m: Date) => m.toISOString().slice(0, 7);
const partitionOf = (m: Date) => `ledger_entries_p${text(m).replace('-', '')}`;
const monthOf = (m: Date): Month => ({ from: m, to: monthAfter(m) });
const silent = { info: () => undefined } as never;
const job = () => retentionJob(t.app.deps, silent).run();

const deposit = (amount: number, key: string) => approvedDeposit(t, clock, amount, key);

const age = (months: number) => ageMonths(t.app.deps.db, month, months);

/** A month's entries as their JSON lines, sorted: the row set a read-back must give again. */
const rowsOf = async (m: Date) =>
  (
    await sql<{ line: string }>`
      select to_jsonb(e)::text as line from ledger_entries e
      where created_at >= ${m.toISOString()}::timestamptz and created_at < ${monthAfter(m).toISOString()}::timestamptz
      order by id`.execute(t.app.deps.db)
  ).rows.map((r) => r.line);

const attached = async (m: Date) =>
  (await sql<{ found: string | null }>`select to_regclass(${partitionOf(m)})::text as found`.execute(t.app.deps.db))
    .rows[0]!.found !== null;

const manifestOf = async (m: Date) =>
  JSON.parse(await readFile(join(dir, 'ledger_entries', `${partitionOf(m)}.manifest.json`), 'utf8')) as ArchiveManifest;

const houseBalance = () => systemBalance(t.app.deps.db, DEMO.siteId, SystemAccount.House, 'cash');

const catalogue = () =>
  t.app.deps.db
    .selectFrom('month_archives')
    .selectAll()
    .where('table_name', '=', 'ledger_entries')
    .orderBy('month')
    .execute();

describe('retention: months leave for files and read back', () => {
  const old = () => monthAfter(month, -3);
  let oldRows: string[];

  it('keeps everything while any site keeps everything (the default)', async () => {
    expect(await keptFrom(t.app.deps.db, clock.now())).toBeNull();
    // set where staff set it: the office's site options
    const staff = await t.loginStaff();
    const refused = await t.call('/api/admin/siteOptions/update', { data: { retentionMonths: -1 } }, { token: staff });
    expect(refused.resultCode).not.toBe('200');
    const set = await t.call('/api/admin/siteOptions/update', { data: { retentionMonths: 2 } }, { token: staff });
    expect(set.resultCode).toBe('200');
    expect(set.data).toMatchObject({ retentionMonths: 2 });
    expect(await keptFrom(t.app.deps.db, clock.now())).toEqual(monthAfter(month, -2));
    // the tables hold every site's rows: another site keeping everything keeps everything, a longer window wins
    const db = t.app.deps.db;
    await db.insertInto('sites').values({ id: 'other', name: 'other', site_key: 'other-key', options: '{}' }).execute();
    expect(await keptFrom(db, clock.now())).toBeNull();
    await db
      .updateTable('sites')
      .set({ options: JSON.stringify({ retentionMonths: 5 }) })
      .where('id', '=', 'other')
      .execute();
    expect(await keptFrom(db, clock.now())).toEqual(monthAfter(month, -5));
    await db
      .updateTable('sites')
      .set({ options: JSON.stringify({ retentionMonths: 1 }) })
      .where('id', '=', 'other')
      .execute();
    expect(await keptFrom(db, clock.now())).toEqual(monthAfter(month, -2));
    expect(await keptFrom(t.app.deps.db, clock.now())).toEqual(monthAfter(month, -2));
  });

  it('exports a month older than the window, its rows leave, and every balance stays proven', async () => {
    await deposit(30_000, 'retention-1');
    await deposit(40_000, 'retention-2');
    // a slip staked and paid: the whole checks hold it to its payout's entries, which leave with the month
    const memberId = await memberIdOf(t, 'member01');
    await settledBet(t, {
      memberId,
      round: 'retention-1',
      stake: 10_000,
      payout: 19_500,
      day: new Date().toISOString().slice(0, 10),
      at: new Date(),
    });
    await age(3);
    // this month's movement chains on from the archived month's closing balance
    await deposit(50_000, 'retention-3');
    oldRows = await rowsOf(old());
    expect(oldRows.length).toBeGreaterThan(4);
    const before = await balancesOf(t, 'member01');
    const house = await houseBalance();
    expect(house).not.toBe(0);

    await job();

    expect(await attached(old())).toBe(false);
    expect(await rowsOf(old())).toEqual([]);
    const manifest = await manifestOf(old());
    expect(manifest).toMatchObject({ table: 'ledger_entries', month: text(old()), rows: oldRows.length });
    expect(await catalogue()).toEqual([
      expect.objectContaining({
        table_name: 'ledger_entries',
        month: old(),
        row_count: oldRows.length,
        restored_at: null,
      }),
    ]);
    // no unfinished file left behind
    expect((await readdir(join(dir, 'ledger_entries'))).filter((f) => f.endsWith('.partial'))).toEqual([]);
    // member01's closing balance of that month: this month's deposit is the only movement after it
    const member = await memberIdOf(t, 'member01');
    const closing = await sql<{ balance: number; entries_sum: number }>`
      select h.balance, h.entries_sum from ledger_archived_balances h join accounts a on a.id = h.account_id
      where a.member_id = ${member} and a.asset = 'cash' and h.archived_to = ${monthAfter(old()).toISOString()}::timestamptz`.execute(
      t.app.deps.db,
    );
    expect(closing.rows).toEqual([{ balance: before.cash - 50_000, entries_sum: before.cash - 50_000 }]);
    expect(await balancesOf(t, 'member01')).toEqual(before);
    // a system account's balance (the sum of its entries) counts the archived ones by their kept sum
    expect(await houseBalance()).toBe(house);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
    expect(await verify(t.app.deps.db, monthsPeriod(text(month)))).toEqual({ ok: true, violations: [] });
  });

  it('a second pass changes nothing', async () => {
    const files = await readdir(join(dir, 'ledger_entries'));
    const data = await readFile(join(dir, 'ledger_entries', `${partitionOf(old())}.ndjson.gz`));
    const balances = await t.app.deps.db.selectFrom('ledger_archived_balances').selectAll().execute();
    const listed = await catalogue();

    await job();

    expect(await readdir(join(dir, 'ledger_entries'))).toEqual(files);
    expect(await readFile(join(dir, 'ledger_entries', `${partitionOf(old())}.ndjson.gz`))).toEqual(data);
    expect(await t.app.deps.db.selectFrom('ledger_archived_balances').selectAll().execute()).toEqual(balances);
    expect(await catalogue()).toEqual(listed);
  });

  it('reads the month back to exactly its rows, verifiable again; released, it leaves again', async () => {
    const db = t.app.deps.db;
    const houseNow = await houseBalance();
    expect(await restoreMonth(db, dir, 'ledger_entries', monthOf(old()))).toBe(oldRows.length);
    expect(await attached(old())).toBe(true);
    expect(await rowsOf(old())).toEqual(oldRows);
    // counted once, not again beside the sum kept for it
    expect(await houseBalance()).toBe(houseNow);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
    expect(await verify(db, monthsPeriod(text(old())))).toEqual({ ok: true, violations: [] });
    await expect(restoreMonth(db, dir, 'ledger_entries', monthOf(old()))).rejects.toThrow(/already read back/);

    // while it is read back the job leaves it alone
    await job();
    expect(await rowsOf(old())).toEqual(oldRows);

    expect(await releaseMonth(db, 'ledger_entries', monthOf(old()))).toBe(true);
    await job();
    expect(await attached(old())).toBe(false);
    expect(await catalogue()).toHaveLength(1);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
  });

  it('a failure between the export and the drop keeps the month, and a half-written file is never taken', async () => {
    const db = t.app.deps.db;
    const next = monthAfter(month, -2);
    await deposit(60_000, 'retention-4');
    await age(2);
    const rows = await rowsOf(next);
    expect(rows.length).toBeGreaterThan(0);
    // a crash mid-export left a partial file: never read, written over
    await writeFile(join(dir, 'ledger_entries', `${partitionOf(next)}.ndjson.gz.partial`), 'torn');

    // a month that fails its own ledger:verify does not leave
    const entry = await sql<{ id: number }>`
      select e.id from ledger_entries e join accounts a on a.id = e.account_id
      where a.member_id is not null and e.created_at < ${monthAfter(next).toISOString()}::timestamptz
      order by e.id desc limit 1`.execute(db);
    const broken = entry.rows[0]!.id;
    await sql`update ledger_entries set balance_after = balance_after + 1 where id = ${broken}`.execute(db);
    await setOptions(t, { retentionMonths: 1 });
    await expect(job()).rejects.toThrow(/ledger:verify of .* balanceNotChained/);
    expect(await attached(next)).toBe(true);
    await sql`update ledger_entries set balance_after = balance_after - 1 where id = ${broken}`.execute(db);

    const failing = {
      ledger_entries: {
        beforeDrop: () => Promise.reject(new Error('the node died before the drop')),
      },
    };
    await expect(
      archiveMonths(db, { dir, before: monthAfter(month, -1), tables: MONTHLY_TABLES, hooks: failing }),
    ).rejects.toThrow(/node died/);
    expect(await attached(next)).toBe(true);
    expect(await rowsOf(next)).toEqual(rows);
    expect(await catalogue()).toHaveLength(1);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
    await expect(restoreMonth(db, dir, 'ledger_entries', monthOf(next))).rejects.toThrow(/not archived/);

    await job();
    expect(await attached(next)).toBe(false);
    expect((await manifestOf(next)).rows).toBe(rows.length);
    expect(await catalogue()).toHaveLength(2);
    expect((await readdir(join(dir, 'ledger_entries'))).filter((f) => f.endsWith('.partial'))).toEqual([]);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });

    expect(await restoreMonth(db, dir, 'ledger_entries', monthOf(next))).toBe(rows.length);
    expect(await rowsOf(next)).toEqual(rows);
    expect(await verify(db, monthsPeriod(text(next)))).toEqual({ ok: true, violations: [] });
  });

  it('a month whose file does not match its manifest is not read back', async () => {
    const db = t.app.deps.db;
    await releaseMonth(db, 'ledger_entries', monthOf(monthAfter(month, -2)));
    await job();
    const file = join(dir, 'ledger_entries', `${partitionOf(old())}.ndjson.gz`);
    const good = await readFile(file);
    await writeFile(file, good.subarray(0, good.length - 8));
    await expect(restoreMonth(db, dir, 'ledger_entries', monthOf(old()))).rejects.toThrow();
    expect(await attached(old())).toBe(false);
    await writeFile(file, good);
  });
});
