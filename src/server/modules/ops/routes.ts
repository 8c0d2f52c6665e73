import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { sql } from 'kysely';
import { API_PREFIX } from '../../../shared/endpoints';

/** /healthz for load balancers, /metrics for Prometheus: both outside the §7 envelope on purpose. */
export default async function opsRoutes(app: FastifyInstance): Promise<void> {
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

  app.get('/healthz', async (_request, reply) => {
    await sql`select 1`.execute(app.deps.db);
    return reply.send({ status: 'ok' });
  });

  app.get('/metrics', async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
