import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { desktopRoutes } from './desktopRoutes';
import { mobileRoutes } from './mobileRoutes';
import type { MemberRoute } from './routeTypes';

const isComponent = (value: unknown): boolean =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

describe.each([
  ['desktop', desktopRoutes],
  ['mobile', mobileRoutes],
] as const)('the %s route tree (§2)', (_tree, routes: MemberRoute[]) => {
  it('names each path once', () => {
    const paths = routes.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('forwards only to routes of the same tree', () => {
    const targets = routes.flatMap((r) => (r.redirect ? [r.redirect] : []));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets)
      expect(
        routes.some((r) => r.page && matchPath(r.path, target)),
        target,
      ).toBe(true);
  });

  it('resolves every route to a real page component', async () => {
    const pages = routes.filter((r) => !r.redirect);
    expect(pages.length).toBeGreaterThan(10);
    for (const route of pages) {
      const page = route.page;
      const loaded = page && 'load' in page ? await page.load() : page;
      expect(isComponent(loaded), route.path).toBe(true);
    }
  }, 60_000);
});
