import type { APIRequestContext } from '@playwright/test';

const SITE = { siteId: 'demo', siteKey: 'demo-site-key' };

/** A §7 call from a test: siteId in the body, the site key header, the token when given. */
export async function call<T>(request: APIRequestContext, path: string, body: Record<string, unknown>, token?: string): Promise<{ resultCode: string; data: T }> {
  const res = await request.post(path, {
    data: { siteId: SITE.siteId, ...body },
    headers: { authorization: SITE.siteKey, ...(token ? { token } : {}) },
  });
  return (await res.json()) as { resultCode: string; data: T };
}

/**
 * The journeys of both projects share one server and the demo members: staff lift the wait
 * between two cash requests (C006/C008), which would otherwise refuse one journey's deposit made
 * within a minute of another's.
 */
export async function allowBackToBackCashRequests(request: APIRequestContext): Promise<void> {
  const staff = await call<{ token: string }>(request, '/api/admin/login', { staffId: 'admin', password: 'pass1234' });
  const res = await call(request, '/api/admin/siteOptions/update', { data: { depositReapplyMinutes: 0, withdrawReapplyMinutes: 0 } }, staff.data.token);
  if (res.resultCode !== '200') throw new Error(`site options update answered ${res.resultCode}`);
}
