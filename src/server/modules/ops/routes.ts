import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { sql } from 'kysely';
import { API_PREFIX } from '../../../shared/endpoints';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * /healthz for load balancers, /metrics for Prometheus: both outside the §7 envelope on purpose
 * (docs/operations/monitoring.md): a balancer reads the HTTP status, so a node whose database does
 * not answer says 503, never an envelope's 200. /metrics tells how the site is used and how it
 * fails (routes, timings, the process): it answers only `Authorization: Bearer <METRICS_TOKEN>`,
 * and without that variable it is not served at all (docs/operations/security.md, "Metrics and the
 * API document").
 */
async function opsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    // A stopping node drains first (docs/operations/deployment.md#stopping-a-node): the balancer
    // takes it out on this answer while it still serves what is sent to it meanwhile.
    if (app.leaving.draining) return reply.code(503).send({ status: 'draining' });
    try {
      await sql`select 1`.execute(app.deps.db);
    } catch (error) {
      app.log.error({ err: error }, 'health check: the database did not answer');
      return reply.code(503).send({ status: 'database unavailable' });
    }
    return reply.send({ status: 'ok' });
  });

  const token = app.deps.config.METRICS_TOKEN;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request duration by route',
    labelNames: ['route', 'code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route?.startsWith(API_PREFIX)) duration.observe({ route, code: reply.statusCode }, reply.elapsedTime / 1000);
  });

  const expected = digest(token);
  // Both sides hashed to 32 bytes first: constant time whatever the lengths.
  const authorised = (request: FastifyRequest) =>
    timingSafeEqual(digest((request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')), expected);
  app.get('/metrics', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).header('www-authenticate', 'Bearer').send();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

// Fastify keeps a registered plugin's hooks to the routes of that plugin; the histogram above must
// time every module's /api calls, so this plugin shares the root context (as fastify-plugin does).
Object.defineProperty(opsRoutes, Symbol.for('skip-override'), { value: true });
export default opsRoutes;
