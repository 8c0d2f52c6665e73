import type { APIRequestContext } from '@playwright/test';
import { ResultCode } from '../../../src/shared/resultCodes';
import { waitOutRateLimit } from './office';

const SITE = { siteId: 'demo', siteKey: 'demo-site-key' };

/** A §7 call from a test: siteId in the body, the site key header, the token when given. */
export async function call<T>(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<{ resultCode: string; data: T }> {
  const res = await request.post(path, {
    data: { siteId: SITE.siteId, ...body },
    headers: { authorization: SITE.siteKey, ...(token ? { token } : {}) },
  });
  return (await res.json()) as { resultCode: string; data: T };
}

/**
 * Signs into the office as an API client outside a page would: the login sets the office cookie
 * (kept by `request`), whose token then goes in the `token` header (a page never holds it:
 * docs/architecture/security.md#where-sessions-live).
 */
async function officeToken(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<string> {
  let res = await call(request, path, body);
  while (res.resultCode === 'E005') {
    await waitOutRateLimit();
    res = await call(request, path, body);
  }
  if (res.resultCode !== '200') throw new Error(`${path} answered ${res.resultCode}`);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'office_token');
  if (!cookie) throw new Error(`${path} set no office cookie`);
  return cookie.value;
}

const staffTokens = new WeakMap<APIRequestContext, Promise<string>>();

/**
 * One staff sign-in per test (per `request`): journeys read wallets again and again, and staff
 * sign-ins are limited to 10 a minute per id (docs/architecture/endpoints.md#rate-limits), as an
 * attacker's would be.
 */
export function staffToken(request: APIRequestContext): Promise<string> {
  let token = staffTokens.get(request);
  if (!token) {
    token = officeToken(request, '/api/admin/login', { staffId: 'admin', password: 'pass1234' });
    staffTokens.set(request, token);
    token.catch(() => staffTokens.delete(request));
  }
  return token;
}

/**
 * A member of its own for one journey, created by the demo shop ptn05, so journeys of the two
 * projects (and of earlier runs on the same data) never share limits, locks or exclusions; paid
 * `cash` by that shop when the journey needs a balance.
 */
export async function freshMember(
  request: APIRequestContext,
  prefix: string,
  cash = 0,
): Promise<{ id: number; memId: string }> {
  const n = `${Date.now()}`.slice(-7);
  const memId = `${prefix}${n}`;
  const data = {
    memId,
    memNick: memId,
    name: '김이투',
    phone: `0107${n.padStart(7, '0')}`,
    password: 'pass1234',
    withdrawPassword: '1234',
    tier: 'NORMAL',
    bankName: '국민은행',
    accountNo: `7${n}`,
    accountHolder: '김이투',
  };
  const shop = await officeToken(request, '/api/partner/login', { memId: 'ptn05', memPass: 'pass1234' });
  const res = await call<{ id: number }>(request, '/api/partner/members/create', { data }, shop);
  if (res.resultCode !== '200') throw new Error(`member create answered ${res.resultCode}`);
  if (cash > 0) {
    const pay = () => call(request, '/api/partner/money/pay', { memId, amount: cash, memo: 'e2e' }, shop);
    let paid = await pay();
    if (paid.resultCode === ResultCode.PaymentProblem) {
      // The shop's float is spent (a device's journeys pay out more than the demo shop starts with):
      // staff credit it, as an operator funds a shop, and it pays again.
      await fundShop(request);
      paid = await pay();
    }
    if (paid.resultCode !== '200') throw new Error(`pay answered ${paid.resultCode}`);
  }
  return { id: res.data.id, memId };
}

/** Staff credit the demo shop a float, within one staff member's correction limit (no second approver). */
async function fundShop(request: APIRequestContext): Promise<void> {
  const data = {
    memId: 'ptn05',
    asset: 'cash',
    direction: 'credit',
    amount: 1_000_000,
    reason: 'other',
    memo: 'e2e: the shop float',
  };
  const res = await call(request, '/api/admin/corrections/create', { data }, await staffToken(request));
  if (res.resultCode !== '200') throw new Error(`shop float answered ${res.resultCode}`);
}

/**
 * The journeys of both projects share one server and the demo members: staff lift the wait
 * between two cash requests (C006/C008), which would otherwise refuse one journey's deposit made
 * within a minute of another's.
 */
export async function allowBackToBackCashRequests(request: APIRequestContext): Promise<void> {
  const res = await call(
    request,
    '/api/admin/siteOptions/update',
    { data: { depositReapplyMinutes: 0, withdrawReapplyMinutes: 0 } },
    await staffToken(request),
  );
  if (res.resultCode !== '200') throw new Error(`site options update answered ${res.resultCode}`);
}

/**
 * Staff list the vendors with no adapter as "in preparation" (hidden from members by default).
 * Left on: the journeys that show such a vendor may run in either project at any time.
 */
export async function showVendorsInPreparation(request: APIRequestContext): Promise<void> {
  const res = await call(
    request,
    '/api/admin/siteOptions/update',
    { data: { showPreparingVendors: 'Y' } },
    await staffToken(request),
  );
  if (res.resultCode !== '200') throw new Error(`site options update answered ${res.resultCode}`);
}
