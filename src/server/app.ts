import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/database';
import { systemClock, type AppDeps, type Clock } from './deps';
import { createEventBus, type EventBus } from './events/bus';
import { installErrorHandler } from './http/errorHandler';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './http/rateLimiter';
import { createSiteResolver } from './modules/site/siteContext';
import { moduleRoutes } from './modules';
import { serveFronts } from './static';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  limiter?: RateLimiter;
  bus?: EventBus;
  /** pino options; false silences the log (tests). */
  logger?: boolean | object;
}

/** Builds the whole API (and the fronts when SERVE_STATIC is on) without listening. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // §7 paths keep their trailing slashes (`/api/cash/list/`).
    routerOptions: { ignoreTrailingSlash: true },
  });
  const clock = options.clock ?? systemClock;
  // DESIGN "Scale-out": with Redis every node counts into the same rate windows.
  const redis = !options.limiter && config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : undefined;
  redis?.on('error', (error) => app.log.error({ err: error }, 'redis failed'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock,
    bus: options.bus ?? createEventBus((error) => app.log.error({ err: error }, 'event listener failed')),
    limiter: options.limiter ?? (redis ? redisRateLimiter(redis) : memoryRateLimiter()),
    sites: createSiteResolver({ db: database.db, clock }),
  };
  app.decorate('deps', deps);
  // Every §7 call, collected as it registers: the fuzz and authorisation tests walk this list.
  const apiRoutes: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/api/') && methods.includes('POST')) apiRoutes.push(route.url);
  });
  app.decorate('apiRoutes', apiRoutes);
  installErrorHandler(app);
  for (const routes of moduleRoutes) await app.register(routes);
  if (config.SERVE_STATIC) await serveFronts(app);
  return app;
}
