import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { buildApp } from '../../../src/server/app';
import { createTestApp, type TestApp } from '../../support/testApp';

/** The operator's endpoints (docs/operations/monitoring.md): health for a balancer, metrics for Prometheus. */
let t: TestApp;
const METRICS_TOKEN = 'ops-test-metrics-token-0123456789';
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(() => t.close());

it('/healthz answers 200 while the database answers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

// A PostgreSQL server can go away under a running node; PGlite lives and dies with the process.
it.runIf(process.env.DATABASE_URL)(
  '/healthz answers 503 once the database is gone, so a balancer takes the node out',
  async () => {
    const database = await openDatabase({ url: process.env.DATABASE_URL });
    const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', DEMO: 'false' });
    const app = await buildApp({ config, database, logger: false });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'database unavailable' });
    await app.close().catch(() => undefined);
  },
);

it('/metrics times every module\u2019s /api calls by route', async () => {
  await t.call('/api/etc/siteOption');
  await t.call('/api/etc/siteOption');
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  expect(res.body).toMatch(/^http_request_duration_seconds_count\{route="\/api\/etc\/siteOption",code="200"\} 2$/m);
  expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
  expect(res.body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
});
