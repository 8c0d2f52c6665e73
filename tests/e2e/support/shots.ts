import type { Locator, Page } from '@playwright/test';

/** Where the journeys leave their pictures (docs/architecture/tests.md#screenshots). */
const SHOTS = 'test-results/screenshots';

/**
 * A picture of a screen for people to look at, under test-results/screenshots/<name>.png. CI sets
 * E2E_SCREENSHOTS=0: nobody opens them there, and encoding a full phone page (2.6 device pixels a
 * point) costs the browser more than the step it shows.
 */
export async function shot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await target.screenshot({ path: `${SHOTS}/${name}.png`, ...options });
}
