/**
 * The site this build talks to. §6 developer mode (F2 in the id field) may override it for the
 * tab; the override lives in sessionStorage so it never outlives the tab.
 */
const OVERRIDE_KEY = 'devSite';

export interface SiteConfig {
  siteId: string;
  siteKey: string;
}

export const defaultSite: SiteConfig = {
  siteId: import.meta.env.VITE_SITE_ID ?? 'demo',
  siteKey: import.meta.env.VITE_SITE_KEY ?? 'demo-site-key',
};

export function currentSite(): SiteConfig {
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
