import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memoryRateLimiter } from '../../../src/server/http/rateLimiter';
import { signToken } from '../../../src/server/modules/identity/tokens';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { MemberData } from '../../../src/shared/api/member';
import { block, memberIdOf, memberRow, recordEvents } from '../../support/identityFixtures';

/**
 * §2/§5 /api/member/update (docs/domains/identity.md#the-members-own-changes): info edit, password
 * change, withdrawal password change.
 */
let t: TestApp;
let limiterNow = Date.now();

beforeAll(async () => {
  t = await createTestApp({ limiter: memoryRateLimiter(() => limiterNow) });
});
afterAll(() => t.close());
// The update limit is 20 per IP per minute; each test starts a new window.
beforeEach(() => {
  limiterNow += 61_000;
});

const update = (token: string, body: Record<string, unknown>) =>
  t.call<MemberData & { field?: string; confirm?: boolean }>('/api/member/update', body, { token });

describe('kind info', () => {
  it('changes nickname, phone and payout account, answering the new userData', async () => {
    const token = await t.login('member01');
    const res = await update(token, {
      kind: 'info',
      memPass: DEMO.password,
      memNick: '새닉네임',
      phone: '01077778888',
      bankName: '우리은행',
      accountNo: '77788899900',
      accountHolder: '홍길동',
    });
    expect(res.resultCode).toBe('200');
    expect(res.data).toMatchObject({
      memNick: '새닉네임',
      phone: '010-7777-8888',
      bankName: '우리은행',
      accountNo: '77788899900',
      accountHolder: '홍길동',
    });
    const info = await t.call<MemberData>('/api/member/info', {}, { token });
    expect(info.data.memNick).toBe('새닉네임');
  });

  it('keeps the member own values without calling them duplicates', async () => {
    const token = await t.login('member02');
    const own = await memberRow(t, 'member02');
    const res = await update(token, {
      kind: 'info',
      memPass: DEMO.password,
      memNick: own.mem_nick,
      phone: own.phone,
      accountNo: own.account_no,
    });
    expect(res.resultCode).toBe('200');
  });

  it('needs the current password: missing U031, wrong U003', async () => {
    const token = await t.login('member02');
    expect((await update(token, { kind: 'info', memNick: '바꿀닉' })).resultCode).toBe('U031');
    expect((await update(token, { kind: 'info', memPass: 'wrong999', memNick: '바꿀닉' })).resultCode).toBe('U003');
    expect((await memberRow(t, 'member02')).mem_nick).not.toBe('바꿀닉');
  });

  it.each([
    [{ memNick: 'ab' }, 'U105'],
    [{ memNick: '' }, 'U027'],
    [{ phone: '02-1234-5678' }, 'U106'],
    [{ bankName: '1' }, 'U104'],
    [{ accountHolder: 'Kim1' }, 'U104'],
    [{ accountNo: '' }, 'U023'],
    [{ accountNo: '12ab' }, 'E003'],
    [{ memNick: '파트너1' }, 'U006'],
    [{ phone: '010-1000-1001' }, 'U007'],
    [{ accountNo: '100020003001' }, 'U008'],
  ])('%j answers %s and changes nothing', async (fields, code) => {
    const token = await t.login('member03');
    const before = await memberRow(t, 'member03');
    expect((await update(token, { kind: 'info', memPass: DEMO.password, ...fields })).resultCode).toBe(code);
    expect(await memberRow(t, 'member03')).toEqual(before);
  });

  it('a blocked phone or account answers U013 / U014', async () => {
    const token = await t.login('member03');
    const unblockPhone = await block(t, 'phone', '01044445555');
    expect((await update(token, { kind: 'info', memPass: DEMO.password, phone: '010-4444-5555' })).resultCode).toBe(
      'U013',
    );
    await unblockPhone();
    const unblockAccount = await block(t, 'account', '44445555666');
    expect((await update(token, { kind: 'info', memPass: DEMO.password, accountNo: '44445555666' })).resultCode).toBe(
      'U014',
    );
    await unblockAccount();
  });

  it('needs a login (E006) and a known kind (E003)', async () => {
    expect(
      (await t.call('/api/member/update', { kind: 'info', memPass: DEMO.password, memNick: 'abcde' })).resultCode,
    ).toBe('E006');
    const token = await t.login('member03');
    expect((await update(token, { kind: 'avatar' })).resultCode).toBe('E003');
  });
});

describe('kind password', () => {
  it('refuses a missing (U031) or wrong (U003) old password, a bad new one (U102) and a differing confirmation (U102 confirm)', async () => {
    const token = await t.login('ptn04');
    expect(
      (await update(token, { kind: 'password', newPass: 'next1234', newPassConfirm: 'next1234' })).resultCode,
    ).toBe('U031');
    expect(
      (await update(token, { kind: 'password', oldPass: 'wrong999', newPass: 'next1234', newPassConfirm: 'next1234' }))
        .resultCode,
    ).toBe('U003');
    expect(
      (await update(token, { kind: 'password', oldPass: DEMO.password, newPass: 'short', newPassConfirm: 'short' }))
        .resultCode,
    ).toBe('U102');
    const mismatch = await update(token, {
      kind: 'password',
      oldPass: DEMO.password,
      newPass: 'next1234',
      newPassConfirm: 'next1235',
    });
    expect(mismatch.resultCode).toBe('U102');
    expect(mismatch.data.confirm).toBe(true);
    expect((await t.call('/api/member/login', { memId: 'ptn04', memPass: DEMO.password })).resultCode).toBe('200');
  });

  it('changes the password, keeps this session and ends the member other sessions', async () => {
    const token = await t.login('ptn03');
    // Another live session of the member (a device from before multi-login was turned off).
    const memberId = await memberIdOf(t, 'ptn03');
    const otherId = randomUUID();
    const other = await signToken(t.config.JWT_SECRET, { sid: otherId, site: DEMO.siteId }, new Date());
    await t.database.db
      .insertInto('sessions')
      .values({
        id: otherId,
        site_id: DEMO.siteId,
        member_id: memberId,
        staff_id: null,
        channel_id: randomBytes(16).toString('hex'),
        push_key: 'k',
        ip: '10.0.0.9',
        expires_at: new Date(other.expiresAt),
      })
      .execute();
    expect((await t.call('/api/member/info', {}, { token: other.token })).resultCode).toBe('200');
    const events = recordEvents(t);

    const res = await update(token, {
      kind: 'password',
      oldPass: DEMO.password,
      newPass: 'fresh777',
      newPassConfirm: 'fresh777',
    });
    expect(res.resultCode).toBe('200');
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('200');
    expect((await t.call('/api/member/info', {}, { token: other.token })).resultCode).toBe('E006');
    expect(events).toContainEqual({ type: 'logout', memberId, sessionId: otherId, reason: 'logout' });
    expect((await t.call('/api/member/login', { memId: 'ptn03', memPass: DEMO.password })).resultCode).toBe('U003');
    expect((await t.call('/api/member/login', { memId: 'ptn03', memPass: 'fresh777' })).resultCode).toBe('200');
  });
});

describe('kind withdrawPassword', () => {
  it('refuses without proof (C028), with a wrong proof (U003), a bad new one (U103) or a differing confirmation (C017)', async () => {
    const token = await t.login('ptn02');
    const change = (proof: Record<string, unknown>, next = '4321', confirm = next) =>
      update(token, { kind: 'withdrawPassword', ...proof, newWithdrawPass: next, newWithdrawPassConfirm: confirm });
    expect((await change({})).resultCode).toBe('C028');
    expect((await change({ oldWithdrawPass: '9999' })).resultCode).toBe('U003');
    expect((await change({ memPass: 'wrong999' })).resultCode).toBe('U003');
    expect((await change({ oldWithdrawPass: DEMO.withdrawPassword }, '12345')).resultCode).toBe('U103');
    expect((await change({ oldWithdrawPass: DEMO.withdrawPassword }, '')).resultCode).toBe('C028');
    expect((await change({ oldWithdrawPass: DEMO.withdrawPassword }, '4321', '4322')).resultCode).toBe('C017');
  });

  it('changes with the old withdrawal password, then with the account password', async () => {
    const token = await t.login('ptn01');
    const change = (proof: Record<string, unknown>, next: string) =>
      update(token, { kind: 'withdrawPassword', ...proof, newWithdrawPass: next, newWithdrawPassConfirm: next });
    expect((await change({ oldWithdrawPass: DEMO.withdrawPassword }, '4321')).resultCode).toBe('200');
    // The old one no longer proves anything; the new one does.
    expect((await change({ oldWithdrawPass: DEMO.withdrawPassword }, '5555')).resultCode).toBe('U003');
    expect((await change({ oldWithdrawPass: '4321' }, '5555')).resultCode).toBe('200');
    expect((await change({ memPass: DEMO.password }, '6666')).resultCode).toBe('200');
    expect((await memberRow(t, 'ptn01')).withdraw_password_hash).toMatch(/^\$argon2id\$/);
  });
});
