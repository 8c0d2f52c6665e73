import { round, type Bench, type BenchContext } from './harness';
import { withScratchPostgres } from './scratchPostgres';
import { addMembers, fundAndSignIn } from './benchMembers';
import { profiled } from './cpuProfile';
import { runLoad } from './runLoad';
import { countStatements } from './statementCount';
import type { LoadPlan } from './loadGenerator';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { buildApp } from '../src/server/app';
import { memoryRateLimiter } from '../src/server/http/rateLimiter';

/**
 * The §4 balance poll (/api/cash/getUserCash, every member every 5 s;
 * docs/domains/cash.md#the-balance-poll) against the floor of this server and client:
 * /api/etc/siteOption, an /api answer that reads no database, under the same load generator
 * (autocannon in its own process) at the same concurrency, on PostgreSQL.
 * Also the SQL statements one poll sends (counted at the pg driver, one poll at a time). BENCH_PROFILE=1 writes a CPU
 * profile of the server under each load.
 */
// BENCH_PORT moves it when another run of a bench holds 8196 on the same machine.
const PORT = Number(process.env.BENCH_PORT ?? 8196);
const CONCURRENCY = 64;
const MEMBERS = 256;

async function measure(ctx: BenchContext, database: Database): Promise<void> {
  const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', LOG_LEVEL: 'silent', DEMO: 'true' });
  await migrate(database);
  await seedDemo(database.db, config, demoSeedSteps);
  const ids = await addMembers(database, 'hot', MEMBERS);
  const tokens = await fundAndSignIn(database, config, ids, 1_000_000, new Date());
  const inner = memoryRateLimiter();
  const app = await buildApp({
    config,
    database,
    logger: false,
    limiter: { hit: (k, max, w) => inner.hit(k, max * 1_000_000, w) },
  });
  try {
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const seconds = ctx.quick ? 2 : 10;
    const plan = (path: string, withTokens: boolean): LoadPlan => ({
      url: `http://127.0.0.1:${PORT}${path}`,
      body: { siteId: DEMO.siteId },
      headers: { authorization: DEMO.siteKey },
      tokens: withTokens ? tokens : [],
      connections: CONCURRENCY,
      seconds,
    });
    const poll = (token: string) =>
      fetch(`http://127.0.0.1:${PORT}/api/cash/getUserCash`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, token },
        body: JSON.stringify({ siteId: DEMO.siteId }),
      });
    // Every member has polled once before the figures (a node serves members already signed in).
    for (const token of tokens) await poll(token);
    // Statements per poll, counted one poll at a time (under load, calls in flight blur the count).
    const statements = countStatements();
    for (const token of tokens) await poll(token);
    const statementsPerPoll = statements.read() / tokens.length;
    const common = { bench: 'hotPaths', db: database.dialect, concurrency: CONCURRENCY };
    const measured = async (name: string, p: LoadPlan) => {
      await runLoad({ ...p, seconds: 1 });
      const r = await profiled(`hotPaths-${name}`, () => runLoad(p));
      if (r.failures > 0) throw new Error(`${p.url}: ${r.failures} of ${r.requests} answers were not 200`);
      return r;
    };
    const floor = await measured('floor', plan('/api/etc/siteOption', false));
    ctx.report({
      ...common,
      figure: 'floor_per_s',
      value: round(floor.perSecond),
      unit: '1/s',
      path: '/api/etc/siteOption',
    });
    ctx.report({ ...common, figure: 'floor_p99_ms', value: round(floor.p99, 2), unit: 'ms' });
    const polls = await measured('balancePoll', plan('/api/cash/getUserCash', true));
    ctx.report({
      ...common,
      figure: 'balance_poll_per_s',
      value: round(polls.perSecond),
      unit: '1/s',
      members: MEMBERS,
    });
    ctx.report({ ...common, figure: 'balance_poll_p50_ms', value: round(polls.p50, 2), unit: 'ms' });
    ctx.report({ ...common, figure: 'balance_poll_p99_ms', value: round(polls.p99, 2), unit: 'ms' });
    ctx.report({
      ...common,
      figure: 'balance_poll_sql_per_call',
      value: round(statementsPerPoll, 2),
      unit: 'statements',
      concurrency: 1,
    });
    ctx.report({
      ...common,
      figure: 'poll_vs_floor',
      value: round(polls.perSecond / floor.perSecond, 2),
      unit: 'ratio',
    });
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'hotPaths',
  run: (ctx: BenchContext) => withScratchPostgres(ctx, 'hot_bench', 20, (database) => measure(ctx, database)),
};
export default bench;
