import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';
import { SiteOptionsSchema, type SiteOptions } from '../../../shared/api/site';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { checksSwitchedOn, findSite, inEffect, type SiteCheckRow, type SiteRow } from './repo';

/** Maintenance kinds a site check can close, with the §8 code each answers. */
export const CheckType = {
  site: ResultCode.SiteMaintenance,
  signup: ResultCode.SignupMaintenance,
  login: ResultCode.LoginMaintenance,
  bet: ResultCode.BetMaintenance,
  deposit: ResultCode.DepositMaintenance,
  withdraw: ResultCode.WithdrawMaintenance,
  point: ResultCode.PointMaintenance,
} as const satisfies Record<string, ResultCodeValue>;
export type CheckType = keyof typeof CheckType;

export interface SiteContext {
  site: SiteRow;
  options: SiteOptions;
}

/** While this node may miss other nodes' events (Redis away), what it read counts this long only. */
const UNHEARD_TTL_MS = 2_000;
type Cached<T> = { at: number; value: T };

/**
 * Site rows (with options) and checks are read on every call
 * (docs/architecture/hot-state.md#sites-options-checks-bet-rules), so each node keeps them in
 * memory until a change is announced: invalidate() raises `siteChanged`, every node hears it
 * through the backplane and drops the site. Entries read while events could be missed (before the
 * backplane's last reconnection) count only for UNHEARD_TTL_MS. A check's window is judged per call
 * against the clock, so a scheduled maintenance starts and ends on time.
 */
export function createSiteResolver(deps: Pick<AppDeps, 'db' | 'clock' | 'bus' | 'cluster'>) {
  const sites = new Map<string, Cached<SiteContext | null>>();
  const checks = new Map<string, Cached<SiteCheckRow[]>>();
  /** Other per-site state read on every call of a hot path (a game's odds, the levels), by name. */
  const state = new Map<string, Map<string, Cached<unknown>>>();
  /** Bumped by every change heard: a read that started before one does not store what it read. */
  let generation = 0;
  const fresh = <T>(c: Cached<T> | undefined): c is Cached<T> => {
    if (!c) return false;
    const since = deps.cluster.hearingSince();
    return (since !== null && c.at >= since) || Date.now() - c.at < UNHEARD_TTL_MS;
  };
  const drop = (siteId: string) => {
    generation += 1;
    sites.delete(siteId);
    checks.delete(siteId);
    state.delete(siteId);
  };
  deps.cluster.subscribe((event) => event.type === 'siteChanged' && drop(event.siteId));

  async function cached<T>(map: Map<string, Cached<T>>, key: string, read: () => Promise<T>): Promise<T> {
    const hit = map.get(key);
    if (fresh(hit)) return hit.value;
    const mark = generation;
    const at = Date.now();
    const value = await read();
    if (mark === generation) map.set(key, { at, value });
    return value;
  }

  const load = (siteId: string) =>
    cached(sites, siteId, async () => {
      const site = await findSite(deps.db, siteId);
      return site ? { site, options: SiteOptionsSchema.parse(site.options) } : null;
    });

  async function activeFor(siteId: string): Promise<SiteCheckRow[]> {
    const switchedOn = await cached(checks, siteId, () => checksSwitchedOn(deps.db, siteId));
    const now = deps.clock.now();
    return switchedOn.filter((c) => inEffect(c, now));
  }

  return {
    /** §7: the body's siteId and the Authorization site key must name one site. */
    async resolve(siteId: unknown, siteKey: string | undefined): Promise<SiteContext> {
      if (typeof siteId !== 'string' || !siteId) throw new AppError(ResultCode.MissingSiteId);
      const ctx = await load(siteId);
      if (!ctx || !siteKey || ctx.site.site_key !== siteKey.replace(/^Bearer\s+/i, '')) {
        throw new AppError(ResultCode.MissingSiteId);
      }
      return ctx;
    },
    /** Throws the S-code of the first active check that closes this call. */
    async assertOpen(siteId: string, types: readonly CheckType[]): Promise<void> {
      if (types.length === 0) return;
      const active = await activeFor(siteId);
      for (const type of types) {
        if (active.some((c) => c.check_type === type && !c.game_code)) throw new AppError(CheckType[type]);
      }
    },
    activeChecks: activeFor,
    /**
     * Per-site state kept like the site row: `read` once, then from memory until the site changes.
     * Whoever writes what `read` reads calls invalidate() after the commit.
     */
    memo<T>(siteId: string, name: string, read: () => Promise<T>): Promise<T> {
      let named = state.get(siteId);
      if (!named) state.set(siteId, (named = new Map()));
      return cached(named as Map<string, Cached<T>>, name, read);
    },
    /** Called after a committed office change: this node drops the site at once, every other as it hears the event. */
    invalidate(siteId: string): void {
      drop(siteId);
      deps.bus.publish({ type: 'siteChanged', siteId });
    },
  };
}
export type SiteResolver = ReturnType<typeof createSiteResolver>;
