import { sql } from 'kysely';
import { load, round, type Bench, type BenchContext } from './harness';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { buildApp } from '../src/server/app';
import { withScratchPostgres } from './scratchPostgres';
import { LowerMemberList } from '../src/shared/api/office/members';
import { memberPage } from '../src/server/modules/members/read';
import { toLowerRecord } from '../src/server/modules/members/view';
import { filterRange } from '../src/server/http/officeDates';
import { officeTokenOver } from '../tests/support/officeLogin';

/**
 * One page of /api/partner/members/list over a subtree of 100,000 members, with a filter
 * and a sort, over real HTTP: p50/p99 (target p99 ≤ 100 ms on PostgreSQL). The members are seeded
 * set-based (insert … select generate_series) under the five demo partners, so the head office
 * (ptn01) sees all of them and the shop (ptn05) a fifth. PGlite runs the same with fewer rows.
 */
const PORT = 8160;
/** Latency of one page as one office user sees it: one request at a time. */
const CONCURRENCY = 1;

/** Members spread over the demo partners, joined over the last year, a tenth waiting, some stopped. */
export async function seedMembers(database: Database, count: number): Promise<void> {
  const parents = await database.db
    .selectFrom('members')
    .select(['id', 'path'])
    .where('mem_id', 'in', [...DEMO.partners])
    .orderBy('id')
    .execute();
  const template = await database.db
    .selectFrom('members')
    .select('password_hash')
    .where('mem_id', '=', DEMO.members[0])
    .executeTakeFirstOrThrow();
  await sql`
    with p as (
      select ordinality - 1 as slot, id, path
      from unnest(${sql.val(parents.map((x) => x.id))}::bigint[], ${sql.val(parents.map((x) => x.path))}::text[]) with ordinality as u(id, path)
    ), g as (
      select n, nextval(pg_get_serial_sequence('members', 'id')) as id from generate_series(1, ${count}::int) as n
    )
    insert into members (id, site_id, mem_id, mem_nick, name, phone, password_hash, status, tier, parent_id, path, level, created_at, last_login_at)
    select g.id, ${DEMO.siteId}, 'bm' || g.n, 'bnick' || g.n, '벤치' || g.n, '010' || lpad(g.n::text, 8, '0'), ${template.password_hash},
      case when g.n % 10 = 0 then 'wait' when g.n % 17 = 0 then 'stop' else 'normal' end,
      'NORMAL', p.id, p.path || g.id || '/', 1 + g.n % 10,
      now() - (g.n % 365) * interval '1 day' - (g.n % 86400) * interval '1 second',
      case when g.n % 3 = 0 then null else now() - ((g.n::bigint * 7919) % 2592000) * interval '1 second' end
    from g join p on p.slot = g.n % ${parents.length}`.execute(database.db);
  await sql`analyze members`.execute(database.db);
  await sql`analyze accounts`.execute(database.db);
}

async function measure(ctx: BenchContext, database: Database, members: number): Promise<void> {
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
  await seedMembers(database, members);
  const common = { bench: 'lowerMembers', db: database.dialect, members };
  ctx.report({ ...common, figure: 'seed_s', value: round((performance.now() - seedStarted) / 1000, 2), unit: 's' });

  const app = await buildApp({ config, database, logger: false });
  try {
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const call = async (path: string, token: string | undefined, body: object) => {
      const res = await fetch(`http://127.0.0.1:${PORT}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, ...(token ? { token } : {}) },
        body: JSON.stringify({ siteId: DEMO.siteId, ...body }),
      });
      return (await res.json()) as { resultCode: string; data: { total: number; list: unknown[] } };
    };
    // The office's cookie session, its token sent back in the header as an API client does.
    const tokenOf = (memId: string) =>
      officeTokenOver(`http://127.0.0.1:${PORT}`, '/api/partner/login', { memId, memPass: DEMO.password });
    const requests = ctx.quick ? 40 : 400;
    const pages = [
      {
        figure: 'status_by_join',
        partner: 'ptn01',
        body: (i: number) => ({
          page: 1 + (i % 20),
          perPage: 25,
          sort: { field: 'createdAt', order: 'DESC' },
          filter: { status: 'normal' },
        }),
      },
      {
        figure: 'memid_prefix_by_memid',
        partner: 'ptn01',
        body: (i: number) => ({
          page: 1,
          perPage: 25,
          sort: { field: 'memId', order: 'ASC' },
          filter: { memId: `bm${10 + (i % 89)}` },
        }),
      },
      {
        figure: 'joined_range_by_login',
        partner: 'ptn05',
        body: (i: number) => ({
          page: 1 + (i % 5),
          perPage: 25,
          sort: { field: 'lastLoginAt', order: 'DESC' },
          filter: { dateFrom: '2020-01-01', dateTo: '2099-12-31', tier: 'NORMAL' },
        }),
      },
    ];
    // The floor of this machine at this moment: the lightest partner call, through the same stack.
    const floorToken = await tokenOf('ptn05');
    const floor = await load(ctx.quick ? 20 : 100, CONCURRENCY, async () => {
      await call('/api/partner/me', floorToken, {});
    });
    ctx.report({
      ...common,
      concurrency: CONCURRENCY,
      figure: 'partner_me_p50_ms',
      value: round(floor.p50),
      unit: 'ms',
    });
    for (const p of pages) {
      const token = await tokenOf(p.partner);
      const first = await call('/api/partner/members/list', token, p.body(0));
      if (first.resultCode !== '200' || first.data.list.length === 0)
        throw new Error(`members/list answered ${first.resultCode} with ${first.data?.list?.length} rows`);
      const run = await load(requests, CONCURRENCY, async (i) => {
        const res = await call('/api/partner/members/list', token, p.body(i));
        if (res.resultCode !== '200') throw new Error(`members/list answered ${res.resultCode}`);
      });
      const figure = { ...common, concurrency: CONCURRENCY, partner: p.partner, subtree: first.data.total };
      ctx.report({ ...figure, figure: `${p.figure}_p50_ms`, value: round(run.p50), unit: 'ms' });
      ctx.report({ ...figure, figure: `${p.figure}_p99_ms`, value: round(run.p99), unit: 'ms' });
      // The same page from the service, without HTTP, session and JSON: the database's share.
      const partner = await database.db
        .selectFrom('members')
        .selectAll()
        .where('mem_id', '=', p.partner)
        .executeTakeFirstOrThrow();
      const scope = { siteId: DEMO.siteId, path: partner.path, self: partner.id };
      const direct = await load(requests, CONCURRENCY, async (i) => {
        const query = LowerMemberList.parse(p.body(i));
        await memberPage(
          app.deps,
          scope,
          { ...query.filter, ...filterRange(app.deps, query.filter) },
          query,
          {},
          toLowerRecord,
        );
      });
      ctx.report({ ...figure, figure: `${p.figure}_query_p50_ms`, value: round(direct.p50), unit: 'ms' });
      ctx.report({ ...figure, figure: `${p.figure}_query_p99_ms`, value: round(direct.p99), unit: 'ms' });
    }
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'lowerMembers',
  async run(ctx) {
    await withScratchPostgres(ctx, 'lowerMembers', CONCURRENCY + 8, (database) =>
      measure(ctx, database, ctx.quick ? 10_000 : 100_000),
    );
    // PGlite (single-threaded WASM) with a fifth of the rows: the embedded default, not the target.
    const database = await openDatabase({});
    try {
      await measure(ctx, database, ctx.quick ? 5_000 : 20_000);
    } finally {
      await database.close();
    }
  },
};
export default bench;
