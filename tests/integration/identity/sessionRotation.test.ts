import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { signToken } from '../../../src/server/modules/identity/tokens';
import type { TokenResponse } from '../../../src/shared/api/member';
import { OFFICE_COOKIE } from '../../../src/shared/api/office/officeSession';
import { createTestApp, type TestApp } from '../../support/testApp';

/**
 * A renewed token replaces the one it renews (docs/operations/security.md, "Session tokens"): the
 * old one is refused from the renewal on, even where it was read before (the session cache), and
 * one token renews once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

const info = (token: string) => t.call('/api/member/info', {}, { token });
const renew = (token: string) => t.call<TokenResponse>('/api/getToken', {}, { token });

describe('member tokens', () => {
  it('the renewed token stops at the renewal; the new one works, and renews in turn', async () => {
    const first = await t.login('member01');
    expect((await info(first)).resultCode).toBe('200');
    const second = await renew(first);
    expect(second.resultCode).toBe('200');
    expect(second.data.token).not.toBe(first);
    expect((await info(first)).resultCode).toBe('E006');
    expect((await info(second.data.token)).resultCode).toBe('200');
    expect((await renew(first)).resultCode).toBe('E006');
    const third = await renew(second.data.token);
    expect(third.resultCode).toBe('200');
    expect((await info(second.data.token)).resultCode).toBe('E006');
    expect((await info(third.data.token)).resultCode).toBe('200');
  });

  it('one token renews once, however many renewals race', async () => {
    const token = await t.login('member02');
    const answers = await Promise.all(Array.from({ length: 6 }, () => renew(token)));
    const won = answers.filter((a) => a.resultCode === '200');
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.resultCode !== '200').every((a) => a.resultCode === 'E006')).toBe(true);
    expect((await info(won[0]!.data.token)).resultCode).toBe('200');
  });

  it('a token signed before generations were kept counts as the first one', async () => {
    const token = await t.login('member03');
    const session = await t.database.db
      .selectFrom('sessions')
      .select(['id', 'token_seq'])
      .where('ended_at', 'is', null)
      .where('kind', '=', 'member')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.token_seq).toBe(0);
    const { token: unnumbered } = await signToken(
      t.config.JWT_SECRET,
      { sid: session.id, site: DEMO.siteId },
      new Date(),
    );
    expect((await info(unnumbered)).resultCode).toBe('200');
    expect((await renew(token)).resultCode).toBe('200');
    expect((await info(unnumbered)).resultCode).toBe('E006');
  });
});

describe('office sessions', () => {
  it("the office cookie's token stops when the session is renewed", async () => {
    const old = await t.loginStaff();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/office/refresh',
      payload: { siteId: DEMO.siteId },
      headers: { authorization: DEMO.siteKey, token: old },
    } as InjectOptions);
    expect(refreshed.json().resultCode).toBe('200');
    const fresh = refreshed.cookies.find((c) => c.name === OFFICE_COOKIE)!.value;
    expect(fresh).not.toBe(old);
    const staffCall = (token: string) => t.call('/api/admin/openapi', {}, { token });
    expect((await staffCall(old)).resultCode).toBe('E006');
    expect((await staffCall(fresh)).resultCode).toBe('200');
  });
});
