import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { round, load, type Bench, type BenchContext } from './harness';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { withScratchPostgres } from './scratchPostgres';
import { seedMembers } from './lowerMembers.bench';
import { runInChild } from './runLoad';
import type { CsvDownload, CsvRead } from './csvReader';
import type { FromServer, ToServer } from './reportServer';
import { officeTokenOver } from '../tests/support/officeLogin';
import { rollUpReports } from '../src/server/modules/reports/scheduler';
import { dueDay } from '../src/server/modules/settlements/scheduler';

/**
 * The office reports (docs/domains/reports.md) over 10,000,000 slips on PostgreSQL (100,000 in the
 * quick pass), through HTTP as the office calls them (a partner's session, its subtree scope):
 *  - daily_report_90d_raw_ms and daily_report_90d_p99_ms: the daily report of the head office over
 *    the 90 seeded days, from the raw slips, then from the roll-ups (rollup_s: their passes over the
 *    whole history, the last confirming);
 *  - settlement_report_daily_ms: the daily settlement of the last ended day, run by staff (target
 *    ≤ 1,000 ms);
 *  - report_page_p99_ms: one filtered, sorted page with its total and totals row (target ≤ 300 ms);
 *  - csv_rows_per_s: the export of every slip of the head office's subtree, streamed and read to
 *    the end by a reader in its own process (bench/csvReader.ts; target ≥ 50,000 rows/s), and
 *    csv_peak_rss_mb, the peak RSS of the server, sampled every 50 ms meanwhile (target ≤ 300 MB);
 *    before_mb is its RSS just before the request. The server runs in its own process, as
 *    `npm start` does (bench/reportServer.ts); this one seeds and asks. No collection is forced
 *    before either: the server is measured as it stands after the page runs.
 * BENCH_REPORT_SLIPS sets the full run's slips (1,000,000 was its size before the roll-ups).
 * Slips (one leg each) are seeded set-based with generate_series over 10,000 members and 90 days
 * (members by a hash join on their rank: a subscript of one array of them per row reads the whole
 * array each time), written oldest first as a site writes them: scattered over the heap at random,
 * a read in time order fetched a page from disk for nearly every row, which no running site does.
 */
// BENCH_PORT moves it when another run of this bench holds 8304 on the same machine.
const PORT = Number(process.env.BENCH_PORT ?? 8304);
const GROUPS = ['casino', 'slot', 'minigame', 'sports', 'virtual', 'esport', 'fishing'];

/**
 * Runs `fill` with the secondary indexes of `tables` dropped and their triggers off, then builds the
 * indexes again: ten million rows load in minutes this way, where kept indexes would take far longer.
 * Scratch databases only; no roll-up state exists yet, so the bets triggers would mark nothing anyway.
 * The slips' key claim stays on (bet_keys_claim.sql): the keys are the slips' identity, which the
 * legs' foreign key checks, not a side effect.
 */
async function bulkLoad(database: Database, tables: string[], fill: () => Promise<void>): Promise<void> {
  const { rows: indexes } = await sql<{ name: string; def: string }>`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${sql.val(tables)}::text[])
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(database.db);
  for (const i of indexes) await sql`drop index ${sql.id(i.name)}`.execute(database.db);
  const { rows: triggers } = await sql<{ name: string; table: string }>`
    select t.tgname as name, t.tgrelid::regclass::text as table from pg_trigger t
    where t.tgrelid = any(${sql.val(tables)}::regclass[]) and not t.tgisinternal and t.tgfoid <> 'bet_keys_claim'::regproc`.execute(
    database.db,
  );
  const switchTriggers = async (to: 'enable' | 'disable') => {
    for (const t of triggers)
      await sql`alter table ${sql.id(t.table)} ${sql.raw(to)} trigger ${sql.id(t.name)}`.execute(database.db);
  };
  await switchTriggers('disable');
  try {
    await fill();
  } finally {
    await switchTriggers('enable');
    // A partitioned table's index is defined `on only` the parent; built on the parent, it is built on every partition.
    for (const i of indexes) await sql.raw(i.def.replace(' ON ONLY ', ' ON ')).execute(database.db);
  }
}

export async function seedBets(database: Database, count: number): Promise<void> {
  // The slips span 90 days: each month its partition, as a site that ran then would have (ADR 0016).
  await sql`select month_partition_ensure(t, m) from unnest(array['bets', 'bet_legs']) as t,
    generate_series(date_trunc('month', now() - interval '90 days'), now(), interval '1 month') as m`.execute(
    database.db,
  );
  await bulkLoad(database, ['bets', 'bet_legs'], () => insertBets(database, count));
  // Vacuumed as autovacuum keeps a table of past months: the bet grid's count and totals are an
  // index-only scan, which reads the heap for every page the visibility map does not mark all-visible.
  await sql`vacuum analyze bets`.execute(database.db);
  await sql`vacuum analyze bet_legs`.execute(database.db);
}

async function insertBets(database: Database, count: number): Promise<void> {
  await sql`
    with m as (
      select id, row_number() over (order by id) - 1 as k from members where tier = 'NORMAL' and site_id = ${DEMO.siteId}
    ), g as (select n, n % (select count(*) from m) as k from generate_series(1, ${count}::int) as n)
    insert into bets (site_id, member_id, game_group, vendor_code, game_code, game_name, round_id, odds, stake, potential_payout, payout, status, created_at, settled_at)
    select ${DEMO.siteId}, m.id, (${sql.val(GROUPS)}::text[])[1 + g.n % 7], 'bench', 'g' || (g.n % 50), '벤치 게임 ' || (g.n % 50), 'r' || (g.n / 20),
      195, 1000 * (1 + g.n % 50), 1950 * (1 + g.n % 50),
      case when g.n % 3 = 0 then 1950 * (1 + g.n % 50) else 0 end,
      case when g.n % 3 = 0 then 'WIN' when g.n % 11 = 0 then 'BET' else 'LOSE' end,
      now() - ((g.n::bigint * 7919) % 7776000) * interval '1 second',
      case when g.n % 11 = 0 and g.n % 3 <> 0 then null else now() - ((g.n::bigint * 7919) % 7776000) * interval '1 second' + interval '1 minute' end
    from g join m on m.k = g.k
    order by (g.n::bigint * 7919) % 7776000 desc`.execute(database.db);
  await sql`
    insert into bet_legs (bet_id, leg_no, market, pick, odds, outcome, settled_at, created_at)
    select id, 1, 'power_oe', case when id % 2 = 0 then 'odd' else 'even' end, 195, case when status = 'BET' then 'PENDING' else status end, settled_at, created_at
    from bets where vendor_code = 'bench'`.execute(database.db);
}

/** The app served by bench/reportServer.ts on the seeded database; resolves once it listens. */
async function startServer(url: string) {
  const server = fork(fileURLToPath(new URL('./reportServer.ts', import.meta.url)), [], {
    execArgv: ['--no-warnings', '--import', 'tsx'],
  });
  const ask = (message: ToServer) => server.send(message);
  const next = async <T extends FromServer['type']>(type: T): Promise<Extract<FromServer, { type: T }>> => {
    for (;;) {
      const [message] = (await Promise.race([
        once(server, 'message'),
        once(server, 'exit').then(() => Promise.reject(new Error('the report server exited'))),
      ])) as [FromServer];
      if (message.type === type) return message as Extract<FromServer, { type: T }>;
    }
  };
  ask({ type: 'start', url, port: PORT });
  await next('listening');
  return {
    /** Runs `work` while the server samples its RSS; answers what work did, the RSS at the start and the peak. */
    async watched<R>(work: () => Promise<R>): Promise<{ result: R; before: number; peak: number }> {
      ask({ type: 'watch' });
      const result = await work();
      ask({ type: 'peak' });
      const { before, peak } = await next('peak');
      return { result, before, peak };
    },
    async close() {
      const exited = once(server, 'exit');
      server.kill();
      await exited;
    },
  };
}

async function measure(ctx: BenchContext, database: Database, url: string, bets: number): Promise<void> {
  const config = loadConfig({
    SERVE_STATIC: 'false',
    SCHEDULER: 'false',
    LOG_LEVEL: 'silent',
    DEMO: 'true',
    DATABASE_URL: undefined,
  });
  await migrate(database);
  await seedDemo(database.db, config, demoSeedSteps);
  const seedStarted = performance.now();
  await seedMembers(database, 10_000);
  await seedBets(database, bets);
  const common = { bench: 'officeReports', db: database.dialect, bets };
  ctx.report({ ...common, figure: 'seed_s', value: round((performance.now() - seedStarted) / 1000, 2), unit: 's' });

  const server = await startServer(url);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const post = (path: string, token: string | undefined, body: object) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, ...(token ? { token } : {}) },
        body: JSON.stringify({ siteId: DEMO.siteId, ...body }),
      });
    const token = await officeTokenOver(base, '/api/partner/login', { memId: 'ptn01', memPass: DEMO.password });
    const staff = await officeTokenOver(base, '/api/admin/login', { staffId: 'admin', password: DEMO.password });
    const ok = async (path: string, token: string, body: object) => {
      const res = (await (await post(path, token, body)).json()) as { resultCode: string };
      if (res.resultCode !== '200') throw new Error(`${path} answered ${res.resultCode}`);
    };

    // The daily report of the head office's subtree over the 90 seeded days, raw, then rolled up
    // (docs/domains/reports.md#roll-ups): two passes, the second confirming the first.
    const days90 = { filter: { dateFrom: new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10) } };
    const daily = (n: number) => load(n, 1, () => ok('/api/partner/reports/daily/list', token, days90));
    const raw = await daily(ctx.quick ? 2 : 3);
    ctx.report({ ...common, figure: 'daily_report_90d_raw_ms', value: round(raw.p50), unit: 'ms' });
    const rollStarted = performance.now();
    const pass = () => rollUpReports({ db: database.db, clock: { now: () => new Date() }, config });
    // A pass adds at most 31 days; the one after the last adding pass confirms it.
    while ((await pass()).some((p) => p.added > 0));
    await sql`analyze report_bet_hours`.execute(database.db);
    await sql`analyze report_member_hours`.execute(database.db);
    ctx.report({ ...common, figure: 'rollup_s', value: round((performance.now() - rollStarted) / 1000, 2), unit: 's' });
    const rolled = await daily(ctx.quick ? 10 : 50);
    ctx.report({ ...common, figure: 'daily_report_90d_p99_ms', value: round(rolled.p99), unit: 'ms' });

    // The §9 daily settlement of the last ended day, as staff run it by hand: rolling and losing
    // commission of every partner from the day's slips, paid through the ledger.
    const day = dueDay(new Date(), config.SITE_TZ_OFFSET_MINUTES);
    const settleStarted = performance.now();
    await ok('/api/admin/settlements/run', staff, { day });
    ctx.report({
      ...common,
      figure: 'settlement_report_daily_ms',
      value: round(performance.now() - settleStarted),
      unit: 'ms',
      day,
    });

    // A slot report of the last 30 days, stakes of 20,000 and more, largest first, pages 1-20 of 50.
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const page = (i: number) => ({
      page: 1 + (i % 20),
      perPage: 50,
      sort: { field: 'stake', order: 'DESC' },
      filter: { gameGroup: 'slot', dateFrom: since },
      where: [{ field: 'stake', operator: '>=', value: 20_000 }],
    });
    const first = (await (await post('/api/partner/bets/list', token, page(0))).json()) as {
      resultCode: string;
      data: { total: number; list: unknown[] };
    };
    if (first.resultCode !== '200' || first.data.list.length === 0)
      throw new Error(`bets/list answered ${first.resultCode} with ${first.data?.list?.length} rows`);
    const requests = ctx.quick ? 40 : 400;
    const run = await load(requests, 1, async (i) => {
      const res = (await (await post('/api/partner/bets/list', token, page(i))).json()) as { resultCode: string };
      if (res.resultCode !== '200') throw new Error(`bets/list answered ${res.resultCode}`);
    });
    const pageFigure = { ...common, concurrency: 1, partner: 'ptn01', filtered: first.data.total };
    ctx.report({ ...pageFigure, figure: 'report_page_p50_ms', value: round(run.p50), unit: 'ms' });
    ctx.report({ ...pageFigure, figure: 'report_page_p99_ms', value: round(run.p99), unit: 'ms' });

    // The whole export, read to the end by a reader in its own process while the server's RSS (at
    // rest before the request) is sampled.
    const all = (await (await post('/api/partner/bets/list', token, { perPage: 1 })).json()) as {
      data: { total: number };
    };
    const {
      result: download,
      before,
      peak,
    } = await server.watched(() =>
      runInChild<CsvDownload, CsvRead>('./csvReader.ts', {
        url: `http://127.0.0.1:${PORT}/api/partner/bets/export`,
        headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, token },
        body: {
          siteId: DEMO.siteId,
          sort: { field: 'createdAt', order: 'DESC' },
          columns: [
            'id',
            'memId',
            'gameGroup',
            'gameName',
            'pick',
            'odds',
            'stake',
            'payout',
            'resultCash',
            'status',
            'createdAt',
            'settledAt',
          ],
          lang: 'ko',
        },
      }),
    );
    const rows = download.lines - 1;
    if (rows !== all.data.total) throw new Error(`the export held ${rows} rows of ${all.data.total}`);
    ctx.report({ ...common, figure: 'csv_rows_per_s', value: Math.round(rows / download.seconds), unit: '1/s', rows });
    ctx.report({
      ...common,
      figure: 'csv_peak_rss_mb',
      value: round(peak / 1024 / 1024),
      unit: 'MB',
      before_mb: round(before / 1024 / 1024),
    });
  } finally {
    await server.close();
  }
}

const bench: Bench = {
  name: 'officeReports',
  async run(ctx) {
    await withScratchPostgres(ctx, 'officeReports', 12, (database, url) =>
      measure(ctx, database, url, ctx.quick ? 100_000 : Number(process.env.BENCH_REPORT_SLIPS ?? 10_000_000)),
    );
  },
};
export default bench;
