import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memoryRateLimiter } from '../../../src/server/http/rateLimiter';
import type { TokenResponse } from '../../../src/shared/api/member';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { OFFICE_COOKIE } from '../../../src/shared/api/office/officeSession';

/**
 * A session ends at its absolute lifetime (site option sessionMaxHours) however often it is renewed
 * (docs/architecture/security.md#session-lifetime).
 */
let t: TestApp;
let now = new Date('2026-11-21T03:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, limiter: memoryRateLimiter(() => now.getTime()) });
});
afterAll(() => t.close());

/** Renews `token` every 100 minutes until a renewal is refused; the answers in order. */
async function renewUntilRefused(token: string): Promise<{ codes: string[]; last: TokenResponse }> {
  const codes: string[] = [];
  let current = token;
  let last = { token, expiresAt: 0 };
  for (let i = 0; i < 20; i++) {
    now = new Date(now.getTime() + 100 * 60_000);
    const res = await t.call<TokenResponse>('/api/getToken', {}, { token: current });
    codes.push(res.resultCode);
    if (res.resultCode !== '200') break;
    current = res.data.token;
    last = res.data;
  }
  return { codes, last };
}

describe('session lifetime', () => {
  it('by default 12 hours: renewals never reach past it, and past it /api/getToken answers E006', async () => {
    const start = now.getTime();
    const token = await t.login('member01');
    const { codes, last } = await renewUntilRefused(token);
    // 100-minute steps: 7 renewals (11 h 40) pass, the 8th (13 h 20) is past the 12 hours
    expect(codes).toEqual(['200', '200', '200', '200', '200', '200', '200', 'E006']);
    expect(last.expiresAt).toBe(start + 12 * HOUR);
    expect((await t.call('/api/member/info', {}, { token: last.token })).resultCode).toBe('E006');
  });

  it('follows the site option, for office sessions too', async () => {
    const staff = await t.loginStaff();
    expect(
      (await t.call('/api/admin/siteOptions/update', { data: { sessionMaxHours: 3 } }, { token: staff })).resultCode,
    ).toBe('200');
    const member = await t.login('member02');
    expect((await renewUntilRefused(member)).codes).toEqual(['200', 'E006']);

    // the office renews through its cookie; the renewed token comes back in it
    let office = await t.loginStaff();
    const codes: string[] = [];
    for (let i = 0; i < 2; i++) {
      now = new Date(now.getTime() + 100 * 60_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/office/refresh',
        payload: { siteId: DEMO.siteId },
        headers: { authorization: DEMO.siteKey, token: office },
      });
      codes.push((res.json() as { resultCode: string }).resultCode);
      office = res.cookies.find((c) => c.name === OFFICE_COOKIE)?.value ?? office;
    }
    expect(codes).toEqual(['200', 'E006']);
  });
});
