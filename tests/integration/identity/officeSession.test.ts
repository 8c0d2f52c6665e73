import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { OFFICE_COOKIE, OFFICE_CSRF_HEADER } from '../../../src/shared/api/office/officeSession';
import { ResultCode } from '../../../src/shared/resultCodes';

/**
 * Office credentials out of the member front's reach
 * (docs/architecture/security.md#where-sessions-live) and the partner gate enforced by the server
 * (docs/architecture/security.md#the-partner-gate), with the rule that the office session lives
 * beside the member session (docs/domains/identity.md#office-sign-in). Calls are made as the
 * browser makes them: the cookie and the CSRF header.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

interface Browser {
  cookie: string;
  csrf: string;
}

async function post(
  path: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: { siteId: DEMO.siteId, ...body },
    headers: { authorization: DEMO.siteKey, ...headers },
  } as InjectOptions);
}

/** Signs in as the office front does; `cookie` is what the browser already holds. */
async function officeLogin(
  path: '/api/partner/login' | '/api/admin/login',
  body: Record<string, unknown>,
  cookie?: string,
): Promise<Browser & { res: LightMyRequestResponse }> {
  const res = await post(path, body, cookie ? { cookie: `${OFFICE_COOKIE}=${cookie}` } : {});
  const set = res.cookies.find((c) => c.name === OFFICE_COOKIE);
  return {
    res,
    cookie: set?.value ?? '',
    csrf: (res.json() as { data: { csrfToken?: string } | null }).data?.csrfToken ?? '',
  };
}
const partnerLogin = (memId: string, cookie?: string) =>
  officeLogin('/api/partner/login', { memId, memPass: DEMO.password }, cookie);

/** An office call from the office page: same origin, the cookie and the CSRF header. */
const officeCall = async (
  b: Browser,
  path: string,
  body: Record<string, unknown> = {},
  extra: Record<string, string> = {},
) =>
  (
    await post(path, body, {
      cookie: `${OFFICE_COOKIE}=${b.cookie}`,
      [OFFICE_CSRF_HEADER]: b.csrf,
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost:80',
      ...extra,
    })
  ).json() as {
    resultCode: string;
    data: unknown;
  };

describe('the office session cookie', () => {
  it('is HttpOnly, SameSite=Strict, for /api/ only, Secure over https; the answer carries no session token', async () => {
    const { res, cookie, csrf } = await partnerLogin('ptn03');
    expect(res.json()).toMatchObject({
      resultCode: '200',
      data: { partner: { memId: 'ptn03', tier: 'PTN_3' }, gateRequired: false },
    });
    expect(res.json().data).not.toHaveProperty('token');
    expect(JSON.stringify(res.json())).not.toContain(cookie);
    expect(csrf).toMatch(/^[\w-]{43}$/);
    const set = res.cookies.find((c) => c.name === OFFICE_COOKIE)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
    expect(set.secure).toBeUndefined();
    const https = await post(
      '/api/admin/login',
      { staffId: DEMO.staff, password: DEMO.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(https.cookies.find((c) => c.name === OFFICE_COOKIE)).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    expect(https.json().data).not.toHaveProperty('token');
  });

  it('opens office calls only with the CSRF token of its session, from this origin', async () => {
    const b = await partnerLogin('ptn04');
    expect((await officeCall(b, '/api/partner/members/list')).resultCode).toBe('200');
    // a forged call carries the cookie (same site) but cannot know the token
    expect((await officeCall(b, '/api/partner/members/list', {}, { [OFFICE_CSRF_HEADER]: '' })).resultCode).toBe(
      ResultCode.LoginRequired,
    );
    const other = await partnerLogin('ptn05');
    expect(
      (await officeCall(b, '/api/partner/members/list', {}, { [OFFICE_CSRF_HEADER]: other.csrf })).resultCode,
    ).toBe(ResultCode.LoginRequired);
    // fetch metadata or Origin naming another site
    expect((await officeCall(b, '/api/partner/members/list', {}, { 'sec-fetch-site': 'cross-site' })).resultCode).toBe(
      ResultCode.LoginRequired,
    );
    expect((await officeCall(b, '/api/partner/members/list', {}, { 'sec-fetch-site': 'same-site' })).resultCode).toBe(
      ResultCode.LoginRequired,
    );
    expect((await officeCall(b, '/api/partner/members/list', {}, { origin: 'https://evil.example' })).resultCode).toBe(
      ResultCode.LoginRequired,
    );
    const data = (await officeCall(b, '/api/partner/members/list', { perPage: 100 })).data as {
      list: { memId: string }[];
    };
    expect(data.list.map((m) => m.memId).sort()).toEqual(['member01', 'member02', 'member03', 'member04', 'ptn05']);
  });

  it('is read on office calls only: a member call with it is a guest call', async () => {
    const b = await partnerLogin('ptn05');
    expect((await officeCall(b, '/api/member/info')).resultCode).toBe(ResultCode.LoginRequired);
    expect((await officeCall(b, '/api/cash/getUserCash')).resultCode).toBe(ResultCode.LoginRequired);
  });
});

describe('a member token opens nothing of the office', () => {
  it("a partner's member-front token reads no lower member (today it read names and phones)", async () => {
    const memberToken = await t.login('ptn03');
    for (const path of ['/api/partner/members/list', '/api/partner/me', '/api/partner/gate/check']) {
      const res = (await post(path, { password: 'x' }, { token: memberToken })).json();
      expect(res, path).toMatchObject({ resultCode: ResultCode.LoginRequired, data: null });
    }
    // nor does the office token stand in for a member session
    expect((await post('/api/member/info', {}, { token: await t.loginOffice('ptn03') })).json().resultCode).toBe(
      ResultCode.LoginRequired,
    );
    expect((await post('/api/getToken', {}, { token: await t.loginStaff() })).json().resultCode).toBe(
      ResultCode.LoginRequired,
    );
  });
});

describe('the office session lives beside the member session', () => {
  it("signing in to the office ends no member session, and the member front's login ends no office session", async () => {
    const member = await t.login('ptn02');
    const office = await partnerLogin('ptn02');
    expect((await post('/api/member/info', {}, { token: member })).json().resultCode).toBe('200');
    const memberAgain = await t.login('ptn02');
    expect((await officeCall(office, '/api/partner/me')).resultCode).toBe('200');
    expect((await post('/api/member/info', {}, { token: member })).json().resultCode).toBe(
      ResultCode.LoggedInElsewhere,
    );
    expect((await post('/api/member/info', {}, { token: memberAgain })).json().resultCode).toBe('200');
  });

  it('a member without partner rights is refused before any session is made', async () => {
    const token = await t.login('member01');
    const before = await t.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { res } = await partnerLogin('member01');
    expect(res.json()).toMatchObject({ resultCode: ResultCode.NoAccess, data: null });
    expect(res.cookies.find((c) => c.name === OFFICE_COOKIE)).toBeUndefined();
    const after = await t.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await post('/api/member/info', {}, { token })).json().resultCode).toBe('200');
  });

  it('one live office session per partner; another tab of the same browser joins it', async () => {
    const first = await partnerLogin('ptn01');
    const sameBrowser = await partnerLogin('ptn01', first.cookie);
    expect(sameBrowser.csrf).toBe(first.csrf);
    expect((await officeCall({ cookie: sameBrowser.cookie, csrf: first.csrf }, '/api/partner/me')).resultCode).toBe(
      '200',
    );
    const elsewhere = await partnerLogin('ptn01');
    expect((await officeCall(first, '/api/partner/me')).resultCode).toBe(ResultCode.LoggedInElsewhere);
    expect((await officeCall(elsewhere, '/api/partner/me')).resultCode).toBe('200');
  });

  it('renews with the same CSRF token and logs out, dropping the cookie', async () => {
    const b = await partnerLogin('ptn04');
    const renewed = await post(
      '/api/office/refresh',
      {},
      { cookie: `${OFFICE_COOKIE}=${b.cookie}`, [OFFICE_CSRF_HEADER]: b.csrf },
    );
    expect(renewed.json()).toMatchObject({ resultCode: '200', data: { csrfToken: b.csrf } });
    const cookie = renewed.cookies.find((c) => c.name === OFFICE_COOKIE)!.value;
    expect((await officeCall({ cookie, csrf: b.csrf }, '/api/partner/me')).resultCode).toBe('200');
    const out = await post(
      '/api/office/logout',
      {},
      { cookie: `${OFFICE_COOKIE}=${cookie}`, [OFFICE_CSRF_HEADER]: b.csrf },
    );
    expect(out.json().resultCode).toBe('200');
    expect(out.cookies.find((c) => c.name === OFFICE_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect((await officeCall({ cookie, csrf: b.csrf }, '/api/partner/me')).resultCode).toBe(ResultCode.LoginRequired);
  });

  it('staff sign in to the same cookie', async () => {
    const staff = await officeLogin('/api/admin/login', { staffId: DEMO.staff, password: DEMO.password });
    expect((await officeCall(staff, '/api/admin/dashboard')).resultCode).toBe('200');
    expect((await officeCall({ ...staff, csrf: 'x' }, '/api/admin/dashboard')).resultCode).toBe(
      ResultCode.LoginRequired,
    );
    expect((await officeCall(staff, '/api/partner/me')).resultCode).toBe(ResultCode.NoAccess);
  });
});

describe('the partner gate, enforced by the server', () => {
  it('after a gate password is set, a session that has not passed it gets G014 on every office call but the gate', async () => {
    const setter = await partnerLogin('ptn05');
    expect((await officeCall(setter, '/api/partner/gate/set', { password: 'gate1234' })).resultCode).toBe('200');
    // the session that set it has passed it
    expect((await officeCall(setter, '/api/partner/members/list')).resultCode).toBe('200');

    const fresh = await partnerLogin('ptn05');
    expect(fresh.res.json().data.gateRequired).toBe(true);
    for (const path of [
      '/api/partner/members/list',
      '/api/partner/me',
      '/api/partner/money/pay',
      '/api/partner/gate/change',
    ]) {
      expect(
        await officeCall(fresh, path, {
          memId: 'member01',
          amount: 1_000,
          oldPassword: 'gate1234',
          newPassword: 'gate9999',
        }),
        path,
      ).toEqual({
        resultCode: ResultCode.PartnerGateRequired,
        resultMessage: expect.any(String),
        data: null,
      });
    }
    expect((await officeCall(fresh, '/api/partner/gate/check', { password: 'wrong999' })).resultCode).toBe(
      ResultCode.WrongPassword,
    );
    expect((await officeCall(fresh, '/api/partner/members/list')).resultCode).toBe(ResultCode.PartnerGateRequired);
    expect((await officeCall(fresh, '/api/partner/gate/check', { password: 'gate1234' })).resultCode).toBe('200');
    expect((await officeCall(fresh, '/api/partner/members/list')).resultCode).toBe('200');
    // another tab of the same browser joins the passed session
    expect((await partnerLogin('ptn05', fresh.cookie)).res.json().data.gateRequired).toBe(false);
  });
});
