import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import type { EventBus } from './events/bus';
import type { ClusterEvents } from './events/cluster';
import type { RateLimiter } from './http/rateLimiter';
import type { SessionCache } from './modules/identity/sessionCache';
import type { FastPaths } from './fastPaths';
import type { BalancePolls } from './modules/cash/balancePolls';
import type { SiteResolver } from './modules/site/siteContext';

/** A clock the tests can set (the 23:30–00:30 bank window, token expiry, round times). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every service receives: built once in app.ts, never a module-level singleton. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  /** Raise an event here (after the commit)... */
  bus: EventBus;
  /** ...and hear every node's, once. */
  cluster: ClusterEvents;
  clock: Clock;
  limiter: RateLimiter;
  sites: SiteResolver;
  sessions: SessionCache;
  /** Stakes placed together, one statement per batch (docs/architecture/fast-paths.md); none when built without them. */
  fastPaths: FastPaths | undefined;
  /** §4 balance polls read together. */
  balancePolls: BalancePolls;
}
