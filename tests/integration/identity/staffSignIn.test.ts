import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { hashSecret } from '../../../src/server/modules/identity/passwords';
import { memoryRateLimiter } from '../../../src/server/http/rateLimiter';
import type { TotpSetup } from '../../../src/shared/api/office/index';

/**
 * Staff sign-in (docs/architecture/security.md#staff-sign-in): a TOTP code counts once,
 * re-enrolling needs proof, backoff, decoy hash.
 */
let t: TestApp;
let now = new Date('2026-11-21T03:00:00Z');
const epoch = () => Math.floor(now.getTime() / 1000);
const staffLogin = (body: Record<string, unknown>) => t.call('/api/admin/login', body);

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, limiter: memoryRateLimiter(() => now.getTime()) });
  for (const staffId of ['otpstaff', 'slowstaff']) {
    await t.database.db
      .insertInto('staff')
      .values({
        site_id: DEMO.siteId,
        staff_id: staffId,
        name: staffId,
        password_hash: await hashSecret(t.config, DEMO.password),
        role: 'master',
        totp_secret: null,
      })
      .execute();
  }
});
afterAll(() => t.close());

async function enableTotp(staffId: string): Promise<{ secret: string; token: string }> {
  const token = await t.loginStaff(staffId);
  const setup = await t.call<TotpSetup>('/api/admin/totp/setup', {}, { token });
  expect(
    (
      await t.call(
        '/api/admin/totp/enable',
        { otp: await generate({ secret: setup.data.secret, epoch: epoch() }) },
        { token },
      )
    ).resultCode,
  ).toBe('200');
  return { secret: setup.data.secret, token };
}

describe('TOTP', () => {
  it('a code signs in once: the enabling code and a code already used are refused (replay)', async () => {
    const other = await t.loginStaff('otpstaff');
    const { secret, token } = await enableTotp('otpstaff');
    // enabling ends the staff member's other sessions, not the one it was enabled in
    expect((await t.call('/api/admin/members/list', {}, { token: other })).resultCode).toBe('E006');
    expect((await t.call('/api/admin/members/list', {}, { token })).resultCode).toBe('200');

    const code = await generate({ secret, epoch: epoch() });
    expect(await staffLogin({ staffId: 'otpstaff', password: DEMO.password, otp: code })).toMatchObject({
      resultCode: 'U003',
      data: { otp: true },
    });
    now = new Date(now.getTime() + 30_000);
    const next = await generate({ secret, epoch: epoch() });
    expect((await staffLogin({ staffId: 'otpstaff', password: DEMO.password, otp: next })).resultCode).toBe('200');
    expect((await staffLogin({ staffId: 'otpstaff', password: DEMO.password, otp: next })).resultCode).toBe('U003');
  });

  it('two sign-ins racing with one fresh code: one passes', async () => {
    const { secret } = {
      secret: (
        await t.database.db
          .selectFrom('staff')
          .select('totp_secret')
          .where('staff_id', '=', 'otpstaff')
          .executeTakeFirstOrThrow()
      ).totp_secret!,
    };
    now = new Date(now.getTime() + 30_000);
    const code = await generate({ secret, epoch: epoch() });
    const answers = await Promise.all(
      [1, 2, 3].map(() => staffLogin({ staffId: 'otpstaff', password: DEMO.password, otp: code })),
    );
    expect(answers.filter((a) => a.resultCode === '200')).toHaveLength(1);
  });

  it('re-enrolling needs the password and a current code', async () => {
    const secret = (
      await t.database.db
        .selectFrom('staff')
        .select('totp_secret')
        .where('staff_id', '=', 'otpstaff')
        .executeTakeFirstOrThrow()
    ).totp_secret!;
    now = new Date(now.getTime() + 30_000);
    const loginCode = await generate({ secret, epoch: epoch() });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { siteId: DEMO.siteId, staffId: 'otpstaff', password: DEMO.password, otp: loginCode },
      headers: { authorization: DEMO.siteKey },
    });
    const token = login.cookies.find((c) => c.name === 'office_token')!.value;
    const as = { token };
    expect((await t.call('/api/admin/totp/setup', {}, as)).resultCode).toBe('U003');
    now = new Date(now.getTime() + 30_000);
    const fresh = await generate({ secret, epoch: epoch() });
    expect((await t.call('/api/admin/totp/setup', { password: 'wrong999', otp: fresh }, as)).resultCode).toBe('U003');
    expect((await t.call('/api/admin/totp/setup', { password: DEMO.password, otp: '000000' }, as)).resultCode).toBe(
      'U003',
    );
    expect(
      (await t.call<TotpSetup>('/api/admin/totp/setup', { password: DEMO.password, otp: fresh }, as)).resultCode,
    ).toBe('200');
  });
});

describe('backoff and timing', () => {
  it('5 failures in a row make the account wait (U033 naming when), even for the right password; it doubles', async () => {
    now = new Date(now.getTime() + 5 * 60_000);
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await staffLogin({ staffId: 'slowstaff', password: `wrong${i}aa` })).resultCode);
    expect(codes).toEqual(['U003', 'U003', 'U003', 'U003', 'U003']);
    const refused = await staffLogin({ staffId: 'slowstaff', password: DEMO.password });
    expect(refused).toMatchObject({
      resultCode: 'U033',
      data: { until: new Date(now.getTime() + 60_000).toISOString() },
    });
    now = new Date(now.getTime() + 61_000);
    expect((await staffLogin({ staffId: 'slowstaff', password: 'wrong9aa' })).resultCode).toBe('U003');
    expect((await staffLogin({ staffId: 'slowstaff', password: DEMO.password })).data).toMatchObject({
      until: new Date(now.getTime() + 2 * 60_000).toISOString(),
    });
    now = new Date(now.getTime() + 2 * 60_000 + 1_000);
    expect((await staffLogin({ staffId: 'slowstaff', password: DEMO.password })).resultCode).toBe('200');
    expect(
      await t.database.db
        .selectFrom('staff')
        .select(['wrong_password_count', 'locked_until'])
        .where('staff_id', '=', 'slowstaff')
        .executeTakeFirstOrThrow(),
    ).toEqual({ wrong_password_count: 0, locked_until: null });
  });

  it('an unknown staff id costs an argon2id check like a known one', async () => {
    now = new Date(now.getTime() + 5 * 60_000);
    const time = async (staffId: string) => {
      const start = performance.now();
      await staffLogin({ staffId, password: 'wrong1aa' });
      return performance.now() - start;
    };
    await time('nobody-warm');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(DEMO.staff));
      unknown.push(await time(`nobody${i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    // without the decoy an unknown id answers in well under a tenth of a password check
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });
});
