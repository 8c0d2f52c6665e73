import type { Clock } from '../../deps';

/**
 * The home page's answers (banners, popups, main info) are read by every visitor: a 2-second
 * in-process cache per site keeps them off the database. An office change on this node clears
 * the site's entries at once; other nodes see it within the TTL. The TTL runs on the app's clock,
 * so a test moves the clock past it rather than waiting.
 */
export interface ContentCache {
  get<T>(siteId: string, key: string, load: () => Promise<T>): Promise<T>;
  invalidate(siteId: string): void;
}

export const CONTENT_CACHE_TTL_MS = 2_000;

export function createContentCache(clock: Clock): ContentCache {
  const now = () => clock.now().getTime();
  const sites = new Map<string, Map<string, { at: number; value: Promise<unknown> }>>();
  return {
    get<T>(siteId: string, key: string, load: () => Promise<T>): Promise<T> {
      let entries = sites.get(siteId);
      if (!entries) sites.set(siteId, (entries = new Map()));
      const hit = entries.get(key);
      if (hit && now() - hit.at < CONTENT_CACHE_TTL_MS) return hit.value as Promise<T>;
      // The promise is cached, so concurrent misses share one load; a failed load is not kept.
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate(siteId: string) {
      sites.delete(siteId);
    },
  };
}
