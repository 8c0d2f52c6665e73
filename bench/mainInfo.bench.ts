import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { onBothDatabases } from './scratchPostgres';
import { load, round, type Bench, type BenchContext } from './harness';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { buildApp } from '../src/server/app';

/**
 * Content lists at size (docs/domains/content.md#boards-comments-qa-and-messages): the free board
 * with 100,000 posts (a page, a deep page, a search) and a message box of 10,000 messages, p50/p99
 * over HTTP (inject) at concurrency 8, on PGlite and PostgreSQL. The main-page calls themselves are
 * cached per site (2 s): identity's bench measures them.
 */
// the full pass's board; the quick pass (CI) fills a tenth, its deep pages scaled with it
const POSTS = 100_000;
const MESSAGES = 10_000;
const CONCURRENCY = 8;

async function fill(database: Database, posts: number): Promise<void> {
  const member = await database.db
    .selectFrom('members')
    .select('id')
    .where('mem_id', '=', DEMO.members[0])
    .executeTakeFirstOrThrow();
  // Set-based fill: a post a minute back from now, one in a thousand carrying the search word.
  await sql`insert into boards (site_id, board_type, category, title, content, member_id, writer, created_at, updated_at)
    select ${DEMO.siteId}, 'free', 'normal', 'post ' || g || case when g % 1000 = 0 then ' zebra' else '' end, '<p>body ' || g || '</p>',
           ${member.id}, '회원1', now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${posts}) g`.execute(database.db);
  await sql`insert into messages (site_id, member_id, title, content, sent_at, read_at)
    select ${DEMO.siteId}, ${member.id}, 'message ' || g, '<p>m</p>', now() - (g || ' minutes')::interval, case when g % 3 = 0 then null else now() end
    from generate_series(1, ${MESSAGES}) g`.execute(database.db);
  await sql`analyze`.execute(database.db);
}

async function measure(ctx: BenchContext, db: 'pglite' | 'postgres', database: Database): Promise<void> {
  const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', LOG_LEVEL: 'silent', DEMO: 'true' });
  await migrate(database);
  await seedDemo(database.db, config, demoSeedSteps);
  const posts = ctx.quick ? POSTS / 10 : POSTS;
  await fill(database, posts);
  const app: FastifyInstance = await buildApp({ config, database, logger: false });
  try {
    const call = async (path: string, body: Record<string, unknown>, token?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: path,
        payload: { siteId: DEMO.siteId, ...body },
        headers: { authorization: DEMO.siteKey, ...(token ? { token } : {}) },
      });
      const json = res.json() as { resultCode: string; data: { token?: string } };
      if (json.resultCode !== '200') throw new Error(`${path} answered ${json.resultCode} during the bench`);
      return json.data;
    };
    const token = (await call('/api/member/login', { memId: DEMO.members[0], memPass: DEMO.password })).token!;
    const calls = ctx.quick ? 80 : 1_000;
    const figures: [string, (i: number) => Promise<unknown>][] = [
      ['board_page', (i) => call('/api/board/free/list', { page: 1 + (i % 20), count_per_list: 10 }, token)],
      [
        'board_deep_page',
        (i) => call('/api/board/free/list', { page: posts / 20 + (i % 20), count_per_list: 10 }, token),
      ],
      [
        'board_search',
        () => call('/api/board/free/list', { page: 1, count_per_list: 10, searchValue: 'zebra' }, token),
      ],
      [
        'msg_list_unread',
        (i) => call('/api/board/msgList', { page: 1 + (i % 10), count_per_list: 10, filter: 'unread' }, token),
      ],
    ];
    for (const [figure, task] of figures) {
      await load(CONCURRENCY, CONCURRENCY, task);
      const run = await load(calls, CONCURRENCY, task);
      const common = {
        bench: 'mainInfo',
        db,
        concurrency: CONCURRENCY,
        rows: figure.startsWith('msg') ? MESSAGES : posts,
      };
      ctx.report({ ...common, figure: `${figure}_p50_ms`, value: round(run.p50), unit: 'ms' });
      ctx.report({ ...common, figure: `${figure}_p99_ms`, value: round(run.p99), unit: 'ms' });
    }
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'mainInfo',
  run: (ctx) => onBothDatabases(ctx, 'bench_content', (db, database) => measure(ctx, db, database)),
};
export default bench;
