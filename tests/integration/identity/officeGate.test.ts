import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { PartnerMe, TotpSetup } from '../../../src/shared/api/office/index';

/**
 * The §6 partner gate password and optional staff TOTP
 * (docs/architecture/security.md#the-partner-gate, docs/architecture/security.md#staff-sign-in).
 */
let t: TestApp;
const now = new Date('2026-11-21T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

describe('partner gate', () => {
  it('sets once, checks, changes with the old one', async () => {
    const token = await t.loginOffice('ptn04');
    const as = { token };
    expect((await t.call('/api/partner/gate/check', { password: 'gate1234' }, as)).resultCode).toBe('U003');
    expect((await t.call('/api/partner/gate/set', { password: 'a b' }, as)).resultCode).toBe('E003');
    expect(await t.call('/api/partner/gate/set', { password: 'gate1234' }, as)).toMatchObject({
      resultCode: '200',
      data: { set: true },
    });
    expect((await t.call<PartnerMe>('/api/partner/me', {}, as)).data.gateSet).toBe(true);
    expect(await t.call('/api/partner/gate/set', { password: 'other999' }, as)).toMatchObject({
      resultCode: 'E003',
      data: { alreadySet: true },
    });
    expect((await t.call('/api/partner/gate/check', { password: 'wrong999' }, as)).resultCode).toBe('U003');
    expect(await t.call('/api/partner/gate/check', { password: 'gate1234' }, as)).toMatchObject({
      resultCode: '200',
      data: { ok: true },
    });
    expect(
      (await t.call('/api/partner/gate/change', { oldPassword: 'nope', newPassword: 'gate5678' }, as)).resultCode,
    ).toBe('U003');
    expect(
      (await t.call('/api/partner/gate/change', { oldPassword: 'gate1234', newPassword: 'gate5678' }, as)).resultCode,
    ).toBe('200');
    expect((await t.call('/api/partner/gate/check', { password: 'gate5678' }, as)).resultCode).toBe('200');
    const row = await t.database.db
      .selectFrom('members')
      .select('partner_password_hash')
      .where('mem_id', '=', 'ptn04')
      .executeTakeFirstOrThrow();
    expect(row.partner_password_hash).toMatch(/^\$argon2id\$/);
  });

  it('a general member has no gate', async () => {
    // no office session for a non-partner, and a member token opens no office call
    // (docs/architecture/security.md#where-sessions-live)
    expect((await t.call('/api/partner/login', { memId: 'member01', memPass: 'pass1234' })).resultCode).toBe('U029');
    expect(
      (await t.call('/api/partner/gate/set', { password: 'gate1234' }, { token: await t.login('member01') }))
        .resultCode,
    ).toBe('E006');
  });
});

describe('staff TOTP', () => {
  it('setup, enable with a valid code, then login needs the code', async () => {
    const token = await t.loginStaff();
    const setup = await t.call<TotpSetup>('/api/admin/totp/setup', {}, { token });
    expect(setup.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const epoch = Math.floor(now.getTime() / 1000);
    expect((await t.call('/api/admin/totp/enable', { otp: '000000' }, { token })).resultCode).toBe('U003');
    const code = await generate({ secret: setup.data.secret, epoch });
    expect((await t.call('/api/admin/totp/enable', { otp: code }, { token })).resultCode).toBe('200');
    expect((await t.call('/api/admin/login', { staffId: 'admin', password: 'pass1234' })).resultCode).toBe('U003');
    expect(
      (await t.call('/api/admin/login', { staffId: 'admin', password: 'pass1234', otp: '123456' })).resultCode,
    ).toBe('U003');
    // the enabling code was used; the next time step's code (within the tolerance) signs in
    // (docs/architecture/security.md#staff-sign-in)
    expect((await t.call('/api/admin/login', { staffId: 'admin', password: 'pass1234', otp: code })).resultCode).toBe(
      'U003',
    );
    const ok = await t.call<{ token: string }>('/api/admin/login', {
      staffId: 'admin',
      password: 'pass1234',
      otp: await generate({ secret: setup.data.secret, epoch: epoch + 30 }),
    });
    expect(ok.resultCode).toBe('200');
  });
});
