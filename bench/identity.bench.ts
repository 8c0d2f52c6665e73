import type { FastifyInstance } from 'fastify';
import { load, round, type Bench, type BenchContext } from './harness';
import { onBothDatabases } from './scratchPostgres';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { buildApp } from '../src/server/app';
import { memoryRateLimiter, type RateLimiter } from '../src/server/http/rateLimiter';

/**
 * Logins per second (docs/domains/identity.md#sign-in) with p50/p99 at concurrency 16 (real HTTP,
 * argon2id at its production cost), and the start-up call /api/etc/mainInfo at concurrency 64
 * (/api/etc/siteOption where the content module is absent), on PGlite and on PostgreSQL.
 */
const PORTS = { pglite: 8110, postgres: 8111 } as const;
const LOGIN_CONCURRENCY = 16;
const PAGE_CONCURRENCY = 64;
// Demo-like members, so no one account's session row is the only one being replaced.
const BENCH_MEMBERS = 64;

/** The production limiter with its limits raised: the bench is one client IP sending thousands of logins. */
const benchLimiter = (): RateLimiter => {
  const inner = memoryRateLimiter();
  return { hit: (key, max, windowMs) => inner.hit(key, max * 1_000_000, windowMs) };
};

async function addBenchMembers(database: Database): Promise<string[]> {
  const template = await database.db
    .selectFrom('members')
    .selectAll()
    .where('mem_id', '=', DEMO.members[0])
    .executeTakeFirstOrThrow();
  const ids = Array.from({ length: BENCH_MEMBERS }, (_, i) => `bench${String(i).padStart(4, '0')}`);
  for (const [i, memId] of ids.entries()) {
    const { id } = await database.db
      .insertInto('members')
      .values({
        site_id: DEMO.siteId,
        mem_id: memId,
        mem_nick: `벤치${i}`,
        name: template.name,
        phone: `010-9${String(i).padStart(3, '0')}-${String(i).padStart(4, '0')}`,
        account_no: `90000${String(i).padStart(6, '0')}`,
        password_hash: template.password_hash,
        withdraw_password_hash: template.withdraw_password_hash,
        status: 'normal',
        parent_id: template.parent_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('members')
      .set({ path: template.path.replace(/\d+\/$/, `${id}/`) })
      .where('id', '=', id)
      .execute();
  }
  return ids;
}

async function postJson(base: string, path: string, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: DEMO.siteKey },
    body: JSON.stringify({ siteId: DEMO.siteId, ...body }),
  });
  return ((await res.json()) as { resultCode: string }).resultCode;
}

async function measure(ctx: BenchContext, db: 'pglite' | 'postgres', database: Database): Promise<void> {
  const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', LOG_LEVEL: 'silent', DEMO: 'true' });
  await migrate(database);
  await seedDemo(database.db, config, demoSeedSteps);
  const members = await addBenchMembers(database);
  const app: FastifyInstance = await buildApp({ config, database, logger: false, limiter: benchLimiter() });
  try {
    await app.listen({ port: PORTS[db], host: '127.0.0.1' });
    const base = `http://127.0.0.1:${PORTS[db]}`;
    const expectOk = (path: string, code: string) => {
      if (code !== '200') throw new Error(`${path} answered ${code} during the bench`);
    };
    const login = async (i: number) =>
      expectOk(
        '/api/member/login',
        await postJson(base, '/api/member/login', { memId: members[i % members.length], memPass: DEMO.password }),
      );
    await load(LOGIN_CONCURRENCY, LOGIN_CONCURRENCY, login);
    const logins = await load(ctx.quick ? 48 : 640, LOGIN_CONCURRENCY, login);
    const common = { bench: 'identity', db, concurrency: LOGIN_CONCURRENCY };
    ctx.report({ ...common, figure: 'logins_per_s', value: round(logins.perSecond), unit: '1/s' });
    ctx.report({ ...common, figure: 'login_p50_ms', value: round(logins.p50), unit: 'ms' });
    ctx.report({ ...common, figure: 'login_p99_ms', value: round(logins.p99), unit: 'ms' });

    const page = app.apiRoutes.includes('/api/etc/mainInfo') ? 'mainInfo' : 'siteOption';
    const fetchPage = async () => expectOk(`/api/etc/${page}`, await postJson(base, `/api/etc/${page}`, {}));
    await load(PAGE_CONCURRENCY * 4, PAGE_CONCURRENCY, fetchPage);
    const pages = await load(ctx.quick ? 1_000 : 20_000, PAGE_CONCURRENCY, fetchPage);
    const pageCommon = { bench: 'identity', db, concurrency: PAGE_CONCURRENCY };
    ctx.report({ ...pageCommon, figure: `${page}_per_s`, value: round(pages.perSecond), unit: '1/s' });
    ctx.report({ ...pageCommon, figure: `${page}_p99_ms`, value: round(pages.p99), unit: 'ms' });
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'identity',
  run: (ctx) => onBothDatabases(ctx, 'bench_identity', (db, database) => measure(ctx, db, database)),
};
export default bench;
