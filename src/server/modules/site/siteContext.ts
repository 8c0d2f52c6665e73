import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';
import { SiteOptionsSchema, type SiteOptions } from '../../../shared/api/site';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { activeChecks, findSite, type SiteCheckRow, type SiteRow } from './repo';

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

// Site rows and checks are read on every call; a short cache keeps that off the database while
// an office change still reaches every node within a couple of seconds.
const TTL_MS = 2_000;
type Cached<T> = { at: number; value: T };

export function createSiteResolver(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const sites = new Map<string, Cached<SiteContext | null>>();
  const checks = new Map<string, Cached<SiteCheckRow[]>>();
  const fresh = <T>(c: Cached<T> | undefined): c is Cached<T> => !!c && Date.now() - c.at < TTL_MS;

  async function load(siteId: string): Promise<SiteContext | null> {
    const hit = sites.get(siteId);
    if (fresh(hit)) return hit.value;
    const site = await findSite(deps.db, siteId);
    const value = site ? { site, options: SiteOptionsSchema.parse(site.options) } : null;
    sites.set(siteId, { at: Date.now(), value });
    return value;
  }

  async function activeFor(siteId: string): Promise<SiteCheckRow[]> {
    const hit = checks.get(siteId);
    if (fresh(hit)) return hit.value;
    const value = await activeChecks(deps.db, siteId, deps.clock.now());
    checks.set(siteId, { at: Date.now(), value });
    return value;
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
    /** Called after an office change so this node sees it at once (others within the TTL). */
    invalidate(siteId: string): void {
      sites.delete(siteId);
      checks.delete(siteId);
    },
  };
}
export type SiteResolver = ReturnType<typeof createSiteResolver>;
