import type { AddressInfo } from 'node:net';
import { round, WARM_CALLS, type Bench, type BenchContext } from './harness';
import { countStatements } from './statementCount';
import { profiled } from './cpuProfile';
import { pgSampled, trackFunctions } from './pgActivity';
import { runLoad } from './runLoad';
import { withScratchPostgres } from './scratchPostgres';
import { addMembers, fundAndSignIn, checkWagered, grantRequirements, WAGERING } from './benchMembers';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { buildApp } from '../src/server/app';
import { memoryRateLimiter } from '../src/server/http/rateLimiter';
import { verify } from '../src/server/modules/ledger/verify';
import { tick } from '../src/server/modules/minigame/engine';
import { MARKETS } from '../src/shared/minigame/markets';
import { GameKind } from '../src/shared/minigame/games';

/**
 * Minigame bets (docs/domains/minigames.md) on the fast path
 * (docs/architecture/README.md#fast-paths): 10,000 bets from 1,000 members into one powerball round
 * over real HTTP, sent by autocannon in its own process with an Idempotency-Key each as the member
 * front sends them (bets/s, p50/p99 at 32 concurrent; targets ≥ 1,000/s, ≤ 50 ms), the SQL
 * statements of one slip, then the time to draw and settle that round — one transaction that marks
 * every bet, pays every win through the ledger and accrues rolling commission (target ≤ 1,000 ms).
 * On PostgreSQL. BENCH_PROFILE=1 writes a CPU profile of the server under each load.
 */
const CONCURRENCY = 32;
const STAKE = 1_000;
const GAME = 'pwball';

/** The round stays open for the whole bench: the clock stands still until the draw is wanted. */
const clock = {
  t: Date.parse('2026-11-21T03:00:05Z'),
  now() {
    return new Date(this.t);
  },
};

async function measure(ctx: BenchContext, database: Database): Promise<void> {
  const members = ctx.quick ? 100 : 1_000;
  const betsPerMember = 10;
  const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', LOG_LEVEL: 'silent', DEMO: 'true' });
  await trackFunctions(database);
  await migrate(database);
  await seedDemo(database.db, config, demoSeedSteps);
  // One game only, and ten bets per member in one round: the house rule of one bet per market is off.
  await database.db.updateTable('minigame_games').set({ enabled: false }).where('key', '<>', GAME).execute();
  await database.db.updateTable('minigame_games').set({ one_bet_per_market: false }).where('key', '=', GAME).execute();
  const ids = await addMembers(database, 'mgbench', members);
  const tokens = await fundAndSignIn(database, config, ids, STAKE * betsPerMember * 2, clock.now());
  if (WAGERING) await grantRequirements(database, ids);

  const inner = memoryRateLimiter();
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    limiter: { hit: (k, max, w) => inner.hit(k, max * 1_000_000, w) },
  });
  try {
    await tick(app.deps);
    const current = await database.db
      .selectFrom('minigame_rounds')
      .select(['id', 'round_key', 'draws_at'])
      .where('game_key', '=', GAME)
      .executeTakeFirstOrThrow();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // Every member bets the same pick ten times over (the house rule of one bet per market is off).
    const m = MARKETS[GameKind.Powerball][0]!;
    const slip = {
      siteId: DEMO.siteId,
      gameType: GAME,
      roundKey: current.round_key,
      bets: [{ market: m.market, pick: Object.keys(m.picks)[0], amount: STAKE }],
    };
    const betProc = `${base}/api/bet/betProc`;
    const headers = { authorization: DEMO.siteKey };
    const placeOne = async (token: string, key: string) => {
      const res = await fetch(betProc, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers, token, 'idempotency-key': key },
        body: JSON.stringify(slip),
      });
      if (((await res.json()) as { resultCode: string }).resultCode !== '200')
        throw new Error('betProc refused a bench slip');
    };
    // Statements of one slip of a member already seen, one at a time (under load, calls in flight blur the count).
    for (const [i, token] of tokens.slice(0, 10).entries()) await placeOne(token, `warm-${i}`);
    const statements = countStatements();
    for (const [i, token] of tokens.slice(0, 10).entries()) await placeOne(token, `count-${i}`);
    const statementsPerBet = statements.read() / 10;
    const warm = ctx.quick ? CONCURRENCY * 4 : WARM_CALLS;
    await runLoad({
      url: betProc,
      body: slip,
      headers,
      tokens,
      connections: CONCURRENCY,
      seconds: 60,
      amount: warm,
      idempotencyKeys: true,
    });
    const total = members * betsPerMember - 20 - warm;
    const bets = await pgSampled(
      database,
      'minigame-betProc',
      (r) => r.requests,
      () =>
        profiled('minigame-betProc', () =>
          runLoad({
            url: betProc,
            body: slip,
            headers,
            tokens,
            connections: CONCURRENCY,
            seconds: 60,
            amount: total,
            idempotencyKeys: true,
          }),
        ),
    );
    if (bets.failures > 0) throw new Error(`betProc: ${bets.failures} of ${bets.requests} answers were not 200`);
    const common = { bench: 'minigame', db: database.dialect, concurrency: CONCURRENCY, members, wagering: WAGERING };
    ctx.report({ ...common, figure: 'bets_per_s', value: round(bets.perSecond), unit: '1/s', bets: total });
    ctx.report({ ...common, figure: 'bet_p50_ms', value: round(bets.p50), unit: 'ms' });
    ctx.report({ ...common, figure: 'bet_p99_ms', value: round(bets.p99), unit: 'ms' });
    ctx.report({
      ...common,
      figure: 'bet_sql_per_call',
      value: round(statementsPerBet, 2),
      unit: 'statements',
      concurrency: 1,
    });

    clock.t = current.draws_at.getTime() + 1;
    const started = performance.now();
    const report = await profiled('minigame-settle', () => tick(app.deps));
    const settleMs = performance.now() - started;
    if (!report.settled.includes(current.round_key)) throw new Error('the round was not settled');
    const waiting = await database.db.selectFrom('bets').select('id').where('status', '=', 'BET').execute();
    if (waiting.length) throw new Error(`${waiting.length} bets left unsettled`);
    await checkWagered(database);
    const check = await verify(database.db);
    if (!check.ok)
      throw new Error(`ledger invariants broken after settlement: ${JSON.stringify(check.violations.slice(0, 3))}`);
    // Every bench slip has the same pick: the round pays all of them or none, and paying 10,000
    // slips through the ledger is most of a round's settlement, so the figure says which it was.
    const won = await database.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'WIN')
      .executeTakeFirstOrThrow();
    ctx.report({
      bench: 'minigame',
      db: database.dialect,
      figure: 'settle_round_ms',
      value: round(settleMs),
      unit: 'ms',
      bets: members * betsPerMember,
      won: Number(won.n),
    });
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'minigame',
  run: (ctx) => withScratchPostgres(ctx, 'mg_bench', 20, (database) => measure(ctx, database)),
};
export default bench;
