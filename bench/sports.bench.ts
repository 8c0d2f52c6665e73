import type { AddressInfo } from 'node:net';
import { round, WARM_CALLS, type Bench, type BenchContext } from './harness';
import { countStatements } from './statementCount';
import { profiled } from './cpuProfile';
import { pgSampled, trackFunctions } from './pgActivity';
import { runLoad } from './runLoad';
import { withScratchPostgres } from './scratchPostgres';
import { measureOddsPush } from './sportsOddsPush';
import { addMembers, fundAndSignIn, checkWagered, grantRequirements, WAGERING } from './benchMembers';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { buildApp } from '../src/server/app';
import { memoryRateLimiter } from '../src/server/http/rateLimiter';
import { verify } from '../src/server/modules/ledger/verify';
import { enterFixtureResult } from '../src/server/modules/sports';
import { applyFeed } from '../src/server/modules/sports/feed/apply';
import { FeedDocument } from '../src/server/modules/sports/feed/format';
import { LANGUAGES } from '../src/shared/locales';
import type { SportsFixturesResponse } from '../src/shared/api/sports';

/**
 * Sports slips (docs/domains/sportsbook.md#slips) from 32 concurrent members over real HTTP, sent
 * in their own process with an Idempotency-Key each as the member front sends them: three-leg
 * combos (slips/s, p50/p99; targets ≥ 1,000/s, ≤ 50 ms) and as many singles, all on one fixture,
 * and the SQL statements of one slip; then the time to result and settle that fixture carried by
 * every slip (10,000, half combos whose other legs are already decided; target ≤ 2,000 ms); and
 * cash-out quotes of each member's own open combo (docs/domains/sportsbook.md#cash-out: one read,
 * no write; target ≥ 2,000/s); an odds change of that fixture reaching 2,000 sockets that watch
 * the board (sportsOddsPush.ts; target p99 ≤ 50 ms); singles on that match in play, which wait
 * their bet delay (target ≥ 1,000/s, the delay excluded). On PostgreSQL.
 */
const CONCURRENCY = 32;
const STAKE = 1_000;

const clock = {
  t: Date.parse('2026-11-21T03:00:05Z'),
  now() {
    return new Date(this.t);
  },
};
const names = (en: string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, `${en} ${l}`])) as Record<(typeof LANGUAGES)[number], string>;

/** Three soccer fixtures: f1 carries every slip, f2 and f3 the combos' other legs. */
const feed = FeedDocument.parse({
  leagues: [{ ref: 'bench', sport: 'soccer', names: names('Bench League') }],
  teams: ['a', 'b', 'c', 'd', 'e', 'f'].map((r) => ({ ref: r, sport: 'soccer', names: names(`Club ${r}`) })),
  fixtures: ['f1', 'f2', 'f3'].map((ref, i) => ({
    ref,
    sport: 'soccer',
    league: 'bench',
    home: 'abc'[i],
    away: 'def'[i],
    startsAt: '2026-11-21T06:00:00Z',
    markets: [
      { type: '1x2', odds: { home: 200, draw: 320, away: 350 } },
      { type: 'total', line: 250, odds: { over: 185, under: 195 } },
      { type: 'btts', odds: { yes: 170, no: 210 } },
    ],
  })),
});

async function measure(ctx: BenchContext, database: Database): Promise<void> {
  const members = ctx.quick ? 100 : 1_000;
  const slipsPerMember = 10;
  const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', LOG_LEVEL: 'silent', DEMO: 'true' });
  await trackFunctions(database);
  await migrate(database);
  await seedDemo(database.db, config, demoSeedSteps);
  const ids = await addMembers(database, 'spbench', members);
  const tokens = await fundAndSignIn(database, config, ids, STAKE * slipsPerMember * 2, clock.now());
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
    await applyFeed(app.deps, DEMO.siteId, 'file', feed);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { authorization: DEMO.siteKey };
    const board = (await (
      await fetch(`${base}/api/sports/fixtures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ siteId: DEMO.siteId }),
      })
    ).json()) as { data: SportsFixturesResponse };
    const market = (i: number, type: string) => board.data.fixtures[i]!.markets.find((m) => m.type === type)!;
    const leg = (i: number, type: string, pick: string) => ({
      marketId: market(i, type).marketId,
      pick,
      odds: market(i, type).odds.find((o) => o.pick === pick)!.odds,
    });
    const combo = {
      siteId: DEMO.siteId,
      gameType: 'sports',
      legs: [leg(0, '1x2', 'home'), leg(1, 'total', 'over'), leg(2, 'btts', 'yes')],
      amount: STAKE,
    };
    const single = { siteId: DEMO.siteId, gameType: 'sports', legs: [leg(0, '1x2', 'home')], amount: STAKE };
    const betProc = `${base}/api/bet/betProc`;
    const placeOne = async (token: string, key: string) => {
      const res = await fetch(betProc, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers, token, 'idempotency-key': key },
        body: JSON.stringify(combo),
      });
      if (((await res.json()) as { resultCode: string }).resultCode !== '200')
        throw new Error('betProc refused a bench slip');
    };
    for (const [i, token] of tokens.slice(0, 10).entries()) await placeOne(token, `warm-${i}`);
    const statements = countStatements();
    for (const [i, token] of tokens.slice(0, 10).entries()) await placeOne(token, `count-${i}`);
    const statementsPerSlip = statements.read() / 10;
    const warm = ctx.quick ? CONCURRENCY * 4 : WARM_CALLS;
    await runLoad({
      url: betProc,
      body: combo,
      headers,
      tokens,
      connections: CONCURRENCY,
      seconds: 60,
      amount: warm,
      idempotencyKeys: true,
    });
    const half = (members * slipsPerMember) / 2;
    const combos = half - 20 - warm;
    const slips = await pgSampled(
      database,
      'sports-betProc',
      (r) => r.requests,
      () =>
        profiled('sports-betProc', () =>
          runLoad({
            url: betProc,
            body: combo,
            headers,
            tokens,
            connections: CONCURRENCY,
            seconds: 60,
            amount: combos,
            idempotencyKeys: true,
          }),
        ),
    );
    if (slips.failures > 0) throw new Error(`betProc: ${slips.failures} of ${slips.requests} answers were not 200`);
    const singles = await runLoad({
      url: betProc,
      body: single,
      headers,
      tokens,
      connections: CONCURRENCY,
      seconds: 60,
      amount: half,
      idempotencyKeys: true,
    });
    if (singles.failures > 0)
      throw new Error(`betProc singles: ${singles.failures} of ${singles.requests} answers were not 200`);
    const common = { bench: 'sports', db: database.dialect, concurrency: CONCURRENCY, members, wagering: WAGERING };
    ctx.report({
      ...common,
      figure: 'slips_per_s',
      value: round(slips.perSecond),
      unit: '1/s',
      slips: combos,
      legs: 3,
    });
    ctx.report({ ...common, figure: 'slip_p50_ms', value: round(slips.p50), unit: 'ms' });
    ctx.report({ ...common, figure: 'slip_p99_ms', value: round(slips.p99), unit: 'ms' });
    ctx.report({ ...common, figure: 'singles_per_s', value: round(singles.perSecond), unit: '1/s', slips: half });
    ctx.report({
      ...common,
      figure: 'slip_sql_per_call',
      value: round(statementsPerSlip, 2),
      unit: 'statements',
      concurrency: 1,
    });

    // Cash-out quotes: each member asks about one of its own open combos, as the bet list polls.
    const own = await database.db
      .selectFrom('bets')
      .select(({ fn }) => ['member_id', fn.min('id').as('id')])
      .where('status', '=', 'BET')
      .where('game_code', '=', 'combo')
      .where('member_id', 'in', ids)
      .groupBy('member_id')
      .execute();
    const slipOf = new Map(own.map((r) => [Number(r.member_id), Number(r.id)]));
    const quoteUrl = `${base}/api/bet/sports/cashout/quote`;
    const quoteBodies = ids.map((id) => ({ siteId: DEMO.siteId, betIdx: slipOf.get(id)! }));
    await runLoad({
      url: quoteUrl,
      body: {},
      bodies: quoteBodies,
      headers,
      tokens,
      connections: CONCURRENCY,
      seconds: 60,
      amount: warm,
    });
    const quotes = await runLoad({
      url: quoteUrl,
      body: {},
      bodies: quoteBodies,
      headers,
      tokens,
      connections: CONCURRENCY,
      seconds: ctx.quick ? 3 : 15,
    });
    if (quotes.failures > 0)
      throw new Error(`cash-out quotes: ${quotes.failures} of ${quotes.requests} answers were not 200`);
    ctx.report({ ...common, figure: 'cashout_quotes_per_s', value: round(quotes.perSecond), unit: '1/s' });
    ctx.report({ ...common, figure: 'cashout_quote_p99_ms', value: round(quotes.p99), unit: 'ms' });

    await measureOddsPush(ctx, {
      deps: app.deps,
      database,
      config,
      port: (app.server.address() as AddressInfo).port,
      now: clock.now(),
      fixtureRef: 'f1',
      // the match in play, its clock on by a second a change, as the live pass sends it
      priced: (home) =>
        FeedDocument.parse({
          fixtures: [
            {
              ...feed.fixtures[0]!,
              inPlay: true,
              live: { period: '1H', clockS: 600 + home, clockRunning: true, score: { home: 0, away: 0 } },
              markets: [{ type: '1x2', odds: { home, draw: 320, away: 350 } }],
            },
          ],
        }),
    });

    // Live slips (docs/domains/sportsbook.md#bet-delay-in-play): f1 is now in play; each member
    // backs its live winner market, taken PENDING by the fast statement once the full path has
    // found f1 in play (its first slip there; the delay itself is not timed: the acceptance job
    // does not run here).
    const live = (await (
      await fetch(`${base}/api/sports/fixtures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ siteId: DEMO.siteId, live: 'Y' }),
      })
    ).json()) as { data: SportsFixturesResponse };
    const liveMarket = live.data.fixtures[0]!.markets.find((m) => m.type === '1x2' && m.state === 'open')!;
    const liveSingle = {
      siteId: DEMO.siteId,
      gameType: 'sports',
      legs: [
        { marketId: liveMarket.marketId, pick: 'home', odds: liveMarket.odds.find((o) => o.pick === 'home')!.odds },
      ],
      amount: STAKE,
      acceptMode: 'any',
    };
    const liveSlips = await runLoad({
      url: betProc,
      body: liveSingle,
      headers,
      tokens,
      connections: CONCURRENCY,
      seconds: 60,
      amount: members * 5,
      idempotencyKeys: true,
    });
    if (liveSlips.failures > 0)
      throw new Error(`live slips: ${liveSlips.failures} of ${liveSlips.requests} answers were not 200`);
    const pending = await database.db
      .selectFrom('bets')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    if (Number(pending.n) !== members * 5) throw new Error(`${pending.n} of ${members * 5} live slips are pending`);
    ctx.report({
      ...common,
      figure: 'live_slips_per_s',
      value: round(liveSlips.perSecond),
      unit: '1/s',
      slips: members * 5,
    });
    ctx.report({ ...common, figure: 'live_slip_p99_ms', value: round(liveSlips.p99), unit: 'ms' });

    // The combos' other legs are decided first; f1's result then settles every slip.
    clock.t = Date.parse('2026-11-21T08:00:00Z');
    const fixtureId = async (ref: string) =>
      Number(
        (await database.db.selectFrom('sports_fixtures').select('id').where('ref', '=', ref).executeTakeFirstOrThrow())
          .id,
      );
    for (const ref of ['f2', 'f3'])
      await enterFixtureResult(app.deps, DEMO.siteId, await fixtureId(ref), {
        state: 'resulted',
        score: { home: 2, away: 1, htHome: 1, htAway: 0 },
        enteredBy: 'bench',
      });
    const carried = await database.db
      .selectFrom('bets')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('status', '=', 'BET')
      .executeTakeFirstOrThrow();
    const f1 = await fixtureId('f1');
    const started = performance.now();
    const summary = await profiled('sports-settle', () =>
      enterFixtureResult(app.deps, DEMO.siteId, f1, {
        state: 'resulted',
        score: { home: 2, away: 1, htHome: 1, htAway: 0 },
        enteredBy: 'bench',
      }),
    );
    const settleMs = performance.now() - started;
    if (summary?.settled !== Number(carried.n)) throw new Error(`settled ${summary?.settled} of ${carried.n} slips`);
    const waiting = await database.db.selectFrom('bets').select('id').where('status', '=', 'BET').execute();
    if (waiting.length) throw new Error(`${waiting.length} slips left unsettled`);
    await checkWagered(database);
    const check = await verify(database.db);
    if (!check.ok)
      throw new Error(`ledger invariants broken after settlement: ${JSON.stringify(check.violations.slice(0, 3))}`);
    ctx.report({
      bench: 'sports',
      db: database.dialect,
      figure: 'settle_fixture_ms',
      value: round(settleMs),
      unit: 'ms',
      slips: Number(carried.n),
    });
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'sports',
  run: (ctx) => withScratchPostgres(ctx, 'sp_bench', 20, (database) => measure(ctx, database)),
};
export default bench;
