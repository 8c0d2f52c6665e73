/**
 * The site this build talks to. §6 developer mode (F2 in the id field) may override it for the
 * tab, only in a build that allows it (the dev server, or VITE_DEV_MODE=Y); the override lives in
 * sessionStorage so it never outlives the tab.
 */
const OVERRIDE_KEY = 'devSite';

/** Whether this build offers developer mode: never a production build unless it was asked for. */
export const developerModeAllowed: boolean = import.meta.env.DEV || import.meta.env.VITE_DEV_MODE === 'Y';

export interface SiteConfig {
  siteId: string;
  siteKey: string;
}

export const defaultSite: SiteConfig = {
  siteId: import.meta.env.VITE_SITE_ID ?? 'demo',
  siteKey: import.meta.env.VITE_SITE_KEY ?? 'demo-site-key',
};

export function currentSite(allowed = developerModeAllowed): SiteConfig {
  // a production build ignores an override planted in the tab (it could point the front elsewhere)
  if (!allowed) return defaultSite;
  try {
    const raw = sessionStorage.getItem(OVERRIDE_KEY);
    if (raw) return { ...defaultSite, ...(JSON.parse(raw) as Partial<SiteConfig>) };
  } catch {
    // storage unavailable or damaged: the build's site stands
  }
  return defaultSite;
}

export function overrideSite(site: SiteConfig | null): void {
  if (site) sessionStorage.setItem(OVERRIDE_KEY, JSON.stringify(site));
  else sessionStorage.removeItem(OVERRIDE_KEY);
}
