import { test as base, type BrowserContext, type Page, type Request } from '@playwright/test';
import { WS_PATH } from '../../../src/shared/api/pushPaths';

/**
 * The journeys' `test`: Playwright's, with every page of the test's context watched for the
 * requests it has in flight, so `settled` can wait for a page's calls to end. Playwright's own
 * 'networkidle' also waits for the push transport, and when SockJS falls back from a WebSocket to
 * XHR streaming (a loaded server answers the socket late) that request never ends: a journey on a
 * phone waited its whole four minutes for it (docs/architecture/tests.md#browser-journeys).
 */
export const test = base.extend({
  context: async ({ context }, run) => {
    watchRequests(context);
    await run(context);
  },
});
export { expect } from '@playwright/test';

const inFlight = new WeakMap<Page, Set<Request>>();
const watched = new WeakSet<BrowserContext>();

/** Watches the pages of a context made by the test itself (`browser.newContext()`), as `test` does its own. */
export function watchRequests(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

function watchPage(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith(`${WS_PATH}/`)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Resolves once the page has loaded and none of its calls (the push transport aside) has been in
 * flight for half a second: Playwright's 'networkidle' without the push socket.
 */
export async function settled(page: Page, quietMs = 500): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('settled: the page is not watched (a context of its own needs watchRequests)');
  await page.waitForLoadState('load');
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(50);
    if (open.size) quietSince = Date.now();
  }
}
