import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { load, round, type Bench, type BenchContext } from './harness';
import { withScratchPostgres } from './scratchPostgres';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { buildApp } from '../src/server/app';
import { memoryRateLimiter } from '../src/server/http/rateLimiter';
import { LedgerKind, post, SystemAccount } from '../src/server/modules/ledger/service';
import { verify } from '../src/server/modules/ledger/verify';
import { signToken } from '../src/server/modules/identity/tokens';
import { insertSession } from '../src/server/modules/identity/sessionRepo';
import { tick } from '../src/server/modules/minigame/engine';
import { MARKETS } from '../src/shared/minigame/markets';
import { GameKind } from '../src/shared/minigame/games';

/**
 * Issue 7: 10,000 bets from 1,000 members into one powerball round over real HTTP (bets/s
 * accepted, p50/p99), then the time to draw and settle that round — one transaction that marks
 * every bet, pays every win through the ledger and accrues rolling commission. On PostgreSQL
 * (target: settle 10,000 bets in ≤ 2 s).
 */
const PORT = 8195;
const CONCURRENCY = 32;
const STAKE = 1_000;
const GAME = 'pwball';

/** The round stays open for the whole bench: the clock stands still until the draw is wanted. */
const clock = { t: Date.parse('2026-11-21T03:00:05Z'), now() { return new Date(this.t); } };

async function addMembers(database: Database, count: number): Promise<number[]> {
  const template = await database.db.selectFrom('members').selectAll().where('mem_id', '=', DEMO.members[0]).executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, (_, k) => {
      const n = i + k;
      return {
        site_id: DEMO.siteId,
        mem_id: `mgbench${n}`,
        mem_nick: `미니${n}`,
        name: template.name,
        phone: `010-8${String(n).padStart(3, '0')}-${String(n).padStart(4, '0')}`,
        account_no: `80000${String(n).padStart(6, '0')}`,
        password_hash: template.password_hash,
        withdraw_password_hash: null,
        status: 'normal',
        parent_id: template.parent_id,
      };
    });
    const inserted = await database.db.insertInto('members').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  const parentPath = template.path.replace(/\d+\/$/, '');
  await database.db
    .updateTable('members')
    .set({ path: sql<string>`${parentPath} || id::text || '/'` })
    .where('id', 'in', ids)
    .execute();
  return ids;
}

async function fundAndSignIn(database: Database, config: ReturnType<typeof loadConfig>, ids: number[], cash: number): Promise<string[]> {
  const deps = { db: database.db, bus: { publish: () => undefined, subscribe: () => () => true } };
  const tokens: string[] = [];
  for (const id of ids) {
    await post(deps, {
      siteId: DEMO.siteId,
      idempotencyKey: `bench:cash:${id}`,
      kind: LedgerKind.Seed,
      postings: [
        { account: { system: SystemAccount.House, asset: 'cash' }, amount: -cash },
        { account: { member: id, asset: 'cash' }, amount: cash },
      ],
    });
    const sid = randomUUID();
    const now = clock.now();
    const { token } = await signToken(config.JWT_SECRET, { sid, site: DEMO.siteId }, now);
    await insertSession(database.db, {
      id: sid,
      site_id: DEMO.siteId,
      member_id: id,
      staff_id: null,
      channel_id: randomUUID(),
      push_key: randomBytes(16).toString('hex'),
      ip: '127.0.0.1',
      expires_at: new Date(now.getTime() + 3 * 3_600_000),
    });
    tokens.push(token);
  }
  return tokens;
}

async function measure(ctx: BenchContext, database: Database): Promise<void> {
  const members = ctx.quick ? 100 : 1_000;
  const betsPerMember = 10;
  const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', LOG_LEVEL: 'silent', DEMO: 'true' });
  await migrate(database);
  await seedDemo(database.db, config, demoSeedSteps);
  // One game only, and ten bets per member in one round: the house rule of one bet per market is off.
  await database.db.updateTable('minigame_games').set({ enabled: false }).where('key', '<>', GAME).execute();
  await database.db.updateTable('minigame_games').set({ one_bet_per_market: false }).where('key', '=', GAME).execute();
  const ids = await addMembers(database, members);
  const tokens = await fundAndSignIn(database, config, ids, STAKE * betsPerMember * 2);

  const inner = memoryRateLimiter();
  const app = await buildApp({ config, database, clock, logger: false, limiter: { hit: (k, max, w) => inner.hit(k, max * 1_000_000, w) } });
  try {
    await tick(app.deps);
    const current = await database.db.selectFrom('minigame_rounds').select(['id', 'round_key', 'draws_at']).where('game_key', '=', GAME).executeTakeFirstOrThrow();
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const markets = MARKETS[GameKind.Powerball];
    const placeBet = async (i: number) => {
      const member = i % members;
      const m = markets[Math.floor(i / members) % markets.length]!;
      const picks = Object.keys(m.picks);
      const res = await fetch(`http://127.0.0.1:${PORT}/api/bet/betProc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, token: tokens[member]! },
        body: JSON.stringify({ siteId: DEMO.siteId, gameType: GAME, roundKey: current.round_key, bets: [{ market: m.market, pick: picks[member % picks.length], amount: STAKE }] }),
      });
      const code = ((await res.json()) as { resultCode: string }).resultCode;
      if (code !== '200') throw new Error(`betProc answered ${code} during the bench`);
    };
    const total = members * betsPerMember;
    const bets = await load(total, CONCURRENCY, placeBet);
    const common = { bench: 'minigame', db: database.dialect, concurrency: CONCURRENCY, members };
    ctx.report({ ...common, figure: 'bets_per_s', value: round(bets.perSecond), unit: '1/s', bets: total });
    ctx.report({ ...common, figure: 'bet_p50_ms', value: round(bets.p50), unit: 'ms' });
    ctx.report({ ...common, figure: 'bet_p99_ms', value: round(bets.p99), unit: 'ms' });

    clock.t = current.draws_at.getTime() + 1;
    const started = performance.now();
    const report = await tick(app.deps);
    const settleMs = performance.now() - started;
    if (!report.settled.includes(current.round_key)) throw new Error('the round was not settled');
    const waiting = await database.db.selectFrom('bets').select('id').where('status', '=', 'BET').execute();
    if (waiting.length) throw new Error(`${waiting.length} bets left unsettled`);
    const check = await verify(database.db);
    if (!check.ok) throw new Error(`ledger invariants broken after settlement: ${JSON.stringify(check.violations.slice(0, 3))}`);
    ctx.report({ bench: 'minigame', db: database.dialect, figure: 'settle_round_ms', value: round(settleMs), unit: 'ms', bets: total });
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'minigame',
  run: (ctx) => withScratchPostgres(ctx, 'mg_bench', CONCURRENCY + 8, (database) => measure(ctx, database)),
};
export default bench;
