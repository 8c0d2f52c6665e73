/**
 * The home page's answers (banners, popups, main info) are read by every visitor: a 2-second
 * in-process cache per site keeps them off the database. An office change on this node clears
 * the site's entries at once; other nodes see it within the TTL.
 */
export interface ContentCache {
  get<T>(siteId: string, key: string, load: () => Promise<T>): Promise<T>;
  invalidate(siteId: string): void;
}

export function createContentCache(ttlMs = 2_000, now: () => number = Date.now): ContentCache {
  const sites = new Map<string, Map<string, { at: number; value: Promise<unknown> }>>();
  return {
    get<T>(siteId: string, key: string, load: () => Promise<T>): Promise<T> {
      let entries = sites.get(siteId);
      if (!entries) sites.set(siteId, (entries = new Map()));
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
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
