import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/database';
import { systemClock, type AppDeps, type Clock } from './deps';
import { createEventBus, type DomainEvent, type EventBus } from './events/bus';
import type { ClusterEvents } from './events/cluster';
import { localBackplane, redisBackplane } from './modules/realtime/backplane';
import { installErrorHandler } from './http/errorHandler';
import { RequestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import { trustFunction } from './http/trustProxy';
import { bonusExpiryJob, paybackJob } from './modules/bonuses/scheduler';
import { createJobRunner } from './jobs';
import { monthPartitionsJob } from './jobs/monthPartitionsJob';
import { retentionJob } from './jobs/retentionJob';
import { openApiRoutes } from './http/openapiRoute';
import { API_PREFIX, ENDPOINTS } from '../shared/endpoints';
import { OPENAPI_PATH } from '../shared/endpoints/openapi';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './http/rateLimiter';
import { createSiteResolver } from './modules/site/siteContext';
import { createSessionCache } from './modules/identity/sessionCache';
import { createFastPaths } from './fastPaths';
import { createBalancePolls } from './modules/cash/balancePolls';
import { moduleRoutes } from './modules';
import { minigameJob } from './modules/minigame/scheduler';
import { settlementJob } from './modules/settlements/scheduler';
import { reportRollupJob } from './modules/reports/scheduler';
import { integrityJob } from './modules/integrity/scheduler';
import { createDemoProvider } from '../vendorDemo/server/context';
import { demoRecoveryJob } from '../vendorDemo/server/recovery';
import { vendorReconcileJob } from './modules/vendors/reconcile';
import { sportsFeedJob, sportsLiveJob, sportsSilenceJob } from './modules/sports/feed/job';
import { sportsAcceptanceJob } from './modules/sports/scheduler';
import { companyFeeJob } from './modules/companies/scheduler';
import { memberLevelsJob } from './modules/memberLevels/scheduler';
import { serveFronts } from './static';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  limiter?: RateLimiter;
  bus?: EventBus;
  /** pino options; false silences the log (tests). */
  logger?: boolean | object;
  /**
   * false: no fast stake path, every stake judged on its full path (default true). Only tests turn
   * them off, to hold the two paths to the same answers and rows.
   */
  fastPaths?: boolean;
}

/** Builds the whole API (and the fronts when SERVE_STATIC is on) without listening. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // one line per request, at a level chosen by how it went
    logController: new RequestLog(config.SLOW_REQUEST_MS),
    genReqId: () => randomUUID(),
    trustProxy: trustFunction(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // §7 paths keep their trailing slashes (`/api/cash/list/`).
    routerOptions: { ignoreTrailingSlash: true },
  });
  const clock = options.clock ?? systemClock;
  // DESIGN "Scale-out": with Redis every node counts into the same rate windows.
  const redis =
    !options.limiter && config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : undefined;
  redis?.on('error', (error) => app.log.error({ err: error }, 'redis failed'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const onListenerError = (error: unknown) => app.log.error({ err: error }, 'event listener failed');
  const bus = options.bus ?? createEventBus(onListenerError);
  // Every event raised here goes out through the backplane, and what comes back (from every node) is heard once.
  const heard = createEventBus(onListenerError);
  const deliver = (event: DomainEvent) => heard.publish(event);
  const backplane = config.REDIS_URL
    ? redisBackplane(config.REDIS_URL, deliver, (error) => app.log.error({ err: error }, 'push failed'))
    : localBackplane(deliver);
  bus.subscribe((event) => backplane.publish(event));
  app.addHook('onClose', () => backplane.close());
  const cluster: ClusterEvents = { subscribe: heard.subscribe, hearingSince: backplane.hearingSince };
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock,
    bus,
    cluster,
    limiter: options.limiter ?? (redis ? redisRateLimiter(redis) : memoryRateLimiter()),
    sites: createSiteResolver({ db: database.db, clock, bus, cluster }),
    sessions: createSessionCache(),
    fastPaths: options.fastPaths === false ? undefined : createFastPaths(database.db),
    balancePolls: createBalancePolls(database.db),
  };
  app.decorate('deps', deps);
  app.decorate('leaving', { draining: false });
  const stopHearingAuth = await deps.sessions.attach(database);
  app.addHook('onClose', stopHearingAuth);
  // This node's own session ends and locks take effect here before the database's notice returns.
  deps.bus.subscribe((event) => {
    if (event.type === 'logout' || event.type === 'lockBet') deps.sessions.forgetMember(event.memberId);
  });
  // DESIGN: scheduled work runs where SCHEDULER is on; a job's leader lock picks one node of those.
  const jobs = createJobRunner(database, app.log, config.LEADER_TAKEOVER_S * 1000);
  if (config.SCHEDULER) {
    jobs.add(minigameJob(deps, app.log));
    jobs.add(settlementJob(deps, app.log));
    jobs.add(integrityJob(deps, app.log));
    jobs.add(demoRecoveryJob(createDemoProvider(app, deps), app.log));
    jobs.add(vendorReconcileJob(deps, app.log));
    const sportsFeed = sportsFeedJob(deps, app.log);
    if (sportsFeed) jobs.add(sportsFeed);
    for (const job of [sportsLiveJob(deps, app.log), sportsSilenceJob(deps, app.log)]) if (job) jobs.add(job);
    jobs.add(sportsAcceptanceJob(deps, app.log));
    jobs.add(companyFeeJob(deps, app.log));
    jobs.add(memberLevelsJob(deps, app.log));
    jobs.add(bonusExpiryJob(deps, app.log));
    jobs.add(paybackJob(deps, app.log));
    jobs.add(monthPartitionsJob(deps, app.log));
    jobs.add(retentionJob(deps, app.log));
    jobs.add(reportRollupJob(deps, app.log));
  }
  app.addHook('onReady', async () => jobs.start());
  // preClose hooks run in registration order, before the server stops listening: registered
  // before every module, this ends the jobs (and gives the lead to another node) first.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
    await jobs.stop();
  });
  // server.close() reaps only the keep-alive connections idle at that moment and then waits for
  // every other one: an answer sent while draining closes its connection, so none lingers.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  // Every §7 call, collected as it registers: the fuzz and authorisation tests walk this list.
  const apiRoutes: string[] = [];
  const tablePaths = new Set(ENDPOINTS.map((e) => e.path));
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url === OPENAPI_PATH) return;
    // The endpoint table is the contract; a call it does not name cannot be served.
    if (!tablePaths.has(route.url)) throw new Error(`${route.url} is not in the endpoint table (src/shared/endpoints)`);
    apiRoutes.push(route.url);
  });
  app.decorate('apiRoutes', apiRoutes);
  await securityHeaders(app, {
    frameOrigins: [...config.VENDOR_FRAME_ORIGINS, ...config.LIVE_STREAM_ORIGINS],
    imageOrigins: config.IMAGE_ORIGINS,
  });
  installErrorHandler(app);
  for (const routes of moduleRoutes) await app.register(routes);
  await app.register(openApiRoutes);
  if (config.SERVE_STATIC) await serveFronts(app);
  return app;
}
