import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { existsSync, readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { createEventBus } from '../src/server/events/bus';
import { LedgerKind, post, SystemAccount, vendorAccount } from '../src/server/modules/ledger/service';
import { monthsPeriod, verify } from '../src/server/modules/ledger/verify';
import { writeMonthOfSlips } from './ledgerMonth';
import { load, round, type Bench, type BenchContext } from './harness';
import { scratchDatabase } from '../tests/support/scratchDatabase';

/**
 * Ledger transfers (a bet stake: one member's cash to a game vendor's account, with its
 * idempotency key, conditional debit and two entries) per second and latency, on PostgreSQL next
 * to pgbench sending the very statement one transfer sends (extended protocol, like the pg
 * driver) on the same database at the same concurrency (`ratio_vs_same_sql`: what our code
 * costs on top of its SQL), and on PGlite. Also the hot-account case: 10 members taking all the
 * load against members spread uniformly.
 */
const run = promisify(execFile);
const SITE = 'bench';
const MEMBERS = 1_000;
const START_CASH = 1_000_000_000_000;

/** One site, MEMBERS members (the 0100 trigger opens their accounts), each funded from the house. */
async function prepare(database: Database): Promise<number[]> {
  await migrate(database);
  const db = database.db;
  await db
    .insertInto('sites')
    .values({ id: SITE, name: 'bench', site_key: 'bench-key', options: JSON.stringify({}) })
    .execute();
  const rows = await db
    .insertInto('members')
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        site_id: SITE,
        mem_id: `bench${i}`,
        mem_nick: `bench${i}`,
        name: 'bench',
        phone: '',
        password_hash: '-',
        withdraw_password_hash: null,
        parent_id: null,
      })),
    )
    .returning('id')
    .execute();
  const deps = { db, bus: createEventBus(() => undefined) };
  for (const { id } of rows) {
    await post(deps, {
      siteId: SITE,
      idempotencyKey: `fund:${id}`,
      kind: LedgerKind.Seed,
      postings: [
        { account: { system: SystemAccount.House, asset: 'cash' }, amount: -START_CASH },
        { account: { member: id, asset: 'cash' }, amount: START_CASH },
      ],
    });
  }
  return rows.map((r) => r.id);
}

function transfers(database: Database, members: number[], tag: string) {
  const deps = { db: database.db, bus: createEventBus(() => undefined) };
  const vendor = { system: vendorAccount('casino', 101), asset: 'cash' as const };
  let seq = 0;
  return (total: number, concurrency: number, pick: (i: number) => number) =>
    load(total, concurrency, async (i) => {
      const member = members[pick(i)]!;
      await post(deps, {
        siteId: SITE,
        idempotencyKey: `${tag}:${seq++}`,
        kind: LedgerKind.VendorIn,
        postings: [
          { account: { member, asset: 'cash' }, amount: -1_000 },
          { account: vendor, amount: 1_000 },
        ],
      });
    });
}

function pgbenchBinary(): string {
  const dirs = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  for (const v of dirs)
    if (existsSync(`/usr/lib/postgresql/${v}/bin/pgbench`)) return `/usr/lib/postgresql/${v}/bin/pgbench`;
  return 'pgbench';
}

const pgEnv = (url: string) => ({ ...process.env, PGPASSWORD: decodeURIComponent(new URL(url).password) });

function pgbenchArgs(url: string): string[] {
  const u = new URL(url);
  return [
    '-h',
    u.hostname,
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
    u.pathname.slice(1),
  ];
}

/** A text literal pgbench leaves alone: it reads every `:name` in a script as a variable, colons in strings too. */
const pgbenchText = (text: string) => `replace('${text.replaceAll(':', '|')}', '|', chr(58))`;

/**
 * The statement ledger/repo.ts postSingleMember sends for one transfer, as a pgbench script: a
 * random member's cash account (their ids step evenly: the 0100 trigger opens cash then point
 * for each member), the vendor's account, a fresh idempotency key.
 */
async function sameSqlScript(database: Database, members: number[]): Promise<string> {
  const cash = await database.db
    .selectFrom('accounts')
    .select(['id', 'member_id'])
    .where('member_id', 'in', members)
    .where('asset', '=', 'cash')
    .orderBy('id')
    .execute();
  const step = cash.length > 1 ? cash[1]!.id - cash[0]!.id : 1;
  const firstMember = cash[0]!.member_id!;
  if (cash.some((a, i) => a.id !== cash[0]!.id + i * step || a.member_id !== firstMember + i))
    throw new Error('member cash accounts do not step evenly; the pgbench script cannot pick them');
  const vendor = await database.db
    .selectFrom('accounts')
    .select('id')
    .where('site_id', '=', SITE)
    .where('code', '=', vendorAccount('casino', 101))
    .where('asset', '=', 'cash')
    .executeTakeFirstOrThrow();
  const path = join(tmpdir(), `ledger-same-sql-${randomBytes(4).toString('hex')}.sql`);
  await writeFile(
    path,
    `\\set i random(0, ${cash.length - 1})
\\set aid ${cash[0]!.id} + ${step} * :i
\\set mid ${firstMember} + :i
with u as (
  update accounts set balance = balance + -1000::bigint
  where id = :aid and balance + -1000::bigint >= 0
  returning balance
), t as (
  insert into ledger_transactions (site_id, idempotency_key, kind, memo, request_hash, meta)
  select '${SITE}', 'pgbench:' || gen_random_uuid(), '${LedgerKind.VendorIn}', '',
    ledger_request_hash('${LedgerKind.VendorIn}', array(
      select ledger_ref('${SITE}', l.member, l.code, l.asset)
      from unnest(array[:mid::bigint, null]::bigint[], array[null, ${pgbenchText(vendorAccount('casino', 101))}]::text[], array['cash', 'cash']::text[])
        with ordinality as l(member, code, asset, n)
      order by l.n), array[-1000, 1000]::bigint[]), '{}'::jsonb
  where exists (select 1 from u)
  returning id
), e as (
  insert into ledger_entries (transaction_id, account_id, amount, balance_after)
  select t.id, :aid::bigint, -1000::bigint, u.balance from t, u
  union all
  select t.id, x.account_id, x.amount, null from t, (values (${vendor.id}::bigint, 1000::bigint)) x(account_id, amount)
)
select (select id from t) as id, (select balance from u) as balance,
  (select o.balance from accounts o where o.member_id = :mid and o.asset <> 'cash') as other;
`,
  );
  return path;
}

async function pgbenchTps(bin: string, url: string, clients: number, seconds: number, script: string): Promise<number> {
  const conn = pgbenchArgs(url);
  const { stdout } = await run(
    bin,
    [
      '-n',
      '-M',
      'extended',
      '-f',
      script,
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 4)),
      '-T',
      String(seconds),
      ...conn,
    ],
    { env: pgEnv(url) },
  );
  const m = /tps = ([\d.]+)/.exec(stdout);
  if (!m) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(m[1]);
}

/**
 * Each concurrency level runs ours, then pgbench right after on the same server, so both see the
 * same machine load; our pool is closed before pgbench so each gets the server's connections.
 */
async function onPostgres(ctx: BenchContext, url: string): Promise<void> {
  const report = (figure: string, value: number, unit: string, concurrency: number) =>
    ctx.report({ bench: 'ledger', figure, value, unit, db: 'postgres', concurrency });
  const ours = await scratchDatabase(url, 'ledger_bench');
  let script: string | undefined;
  try {
    const setup = await openDatabase({ url: ours.url, poolSize: 4 });
    const members = await prepare(setup);
    // One transfer first: the vendor's account opens on its first movement.
    await transfers(setup, members, 'open')(1, 1, () => 0);
    script = await sameSqlScript(setup, members).finally(() => setup.close());
    const bin = pgbenchBinary();
    const spread = (i: number) => (i * 7919) % MEMBERS;
    for (const concurrency of [1, 16, 32, 64]) {
      const database = await openDatabase({ url: ours.url, poolSize: concurrency });
      let perSecond: number;
      try {
        const move = transfers(database, members, `pg${concurrency}`);
        await move(MEMBERS, concurrency, (i) => i); // warm-up: every account id cached, connections open
        const r = await move(ctx.quick ? 400 + concurrency * 20 : 4_000 + concurrency * 100, concurrency, spread);
        perSecond = r.perSecond;
        report('transfers_per_s', round(r.perSecond), '1/s', concurrency);
        report('p50_ms', round(r.p50, 2), 'ms', concurrency);
        report('p99_ms', round(r.p99, 2), 'ms', concurrency);
        if (concurrency === 16) {
          // DESIGN: system accounts are no hot row; 10 members carrying all the load keep their pace.
          const total = ctx.quick ? 1_000 : 8_000;
          const uniform = await move(total, 16, spread);
          const hot = await move(total, 16, (i) => i % 10);
          report('transfers_per_s_uniform_members', round(uniform.perSecond), '1/s', 16);
          report('transfers_per_s_10_hot_members', round(hot.perSecond), '1/s', 16);
          report('hot_vs_uniform', round(hot.perSecond / uniform.perSecond, 2), 'ratio', 16);
        }
        if (concurrency === 64) {
          const check = await verify(database.db);
          if (!check.ok)
            throw new Error(`ledger does not verify after the bench: ${JSON.stringify(check.violations.slice(0, 3))}`);
        }
      } finally {
        await database.close();
      }
      const tps = await pgbenchTps(bin, ours.url, concurrency, ctx.quick ? 1 : 10, script);
      report('same_sql_tps', round(tps), '1/s', concurrency);
      report('ratio_vs_same_sql', round(perSecond / tps, 2), 'ratio', concurrency);
    }
  } finally {
    if (script) await rm(script, { force: true });
    await ours.drop();
  }
}

async function onPglite(ctx: BenchContext): Promise<void> {
  const database = await openDatabase({});
  try {
    const members = await prepare(database);
    const move = transfers(database, members, 'pglite');
    await move(200, 1, (i) => i % MEMBERS);
    const r = await move(ctx.quick ? 1_000 : 5_000, 8, (i) => (i * 7919) % MEMBERS);
    ctx.report({
      bench: 'ledger',
      figure: 'transfers_per_s',
      value: round(r.perSecond),
      unit: '1/s',
      db: 'pglite',
      concurrency: 8,
    });
    ctx.report({ bench: 'ledger', figure: 'p99_ms', value: round(r.p99, 2), unit: 'ms', db: 'pglite', concurrency: 8 });
  } finally {
    await database.close();
  }
}

/**
 * `ledger:verify` of one busy month (docs/operations/ledger-verify.md#one-period): last month
 * written set-based with BENCH_MONTH_SLIPS slips (default 2,000,000, about 6 million entries; 20,000
 * in the quick pass) on top of the funded members, then the month's checks timed. A violation
 * fails the bench.
 */
async function verifyMonth(ctx: BenchContext, url: string): Promise<void> {
  const scratch = await scratchDatabase(url, 'ledger_month_bench');
  try {
    const database = await openDatabase({ url: scratch.url, poolSize: 2 });
    try {
      const members = await prepare(database);
      await transfers(database, members, 'open')(1, 1, () => 0);
      const now = new Date();
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const slips = ctx.quick ? 20_000 : Number(process.env.BENCH_MONTH_SLIPS ?? 2_000_000);
      const entries = await writeMonthOfSlips(database, SITE, vendorAccount('casino', 101), month, slips);
      const started = performance.now();
      const check = await verify(database.db, monthsPeriod(month.toISOString().slice(0, 7)));
      const seconds = (performance.now() - started) / 1000;
      if (!check.ok) throw new Error(`the month does not verify: ${JSON.stringify(check.violations.slice(0, 3))}`);
      ctx.report({
        bench: 'ledger',
        figure: 'ledger_verify_month_s',
        value: round(seconds, 1),
        unit: 's',
        db: 'postgres',
        slips,
        entries,
      });
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

const bench: Bench = {
  name: 'ledger',
  async run(ctx) {
    await onPglite(ctx);
    await onPostgres(ctx, ctx.postgresUrl);
    await verifyMonth(ctx, ctx.postgresUrl);
  },
};
export default bench;
