import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/testApp';
import { DEMO } from '../../db/seed/demoSeed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/member/login', () => {
  it('answers a token, the member and the unread count for a demo member', async () => {
    const res = await t.call<{ token: string; member: { memId: string }; msgInfo: { newMsg: number } }>(
      '/api/member/login',
      { memId: 'member01', memPass: DEMO.password },
    );
    expect(res.resultCode).toBe('200');
    expect(res.resultMessage).toBe('SUCCESS');
    expect(res.data.token).toMatch(/^ey/);
    expect(res.data.member.memId).toBe('member01');
    expect(typeof res.data.msgInfo.newMsg).toBe('number');
  });

  it('answers U001 for an unknown id and U003 for a wrong password', async () => {
    expect((await t.call('/api/member/login', { memId: 'nobody99', memPass: 'pass1234' })).resultCode).toBe('U001');
    expect((await t.call('/api/member/login', { memId: 'member02', memPass: 'wrong111' })).resultCode).toBe('U003');
  });

  it('locks after eight wrong passwords: the right one then answers U004', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await t.call('/api/member/login', { memId: 'member03', memPass: `wrong${i}aa` })).resultCode);
    expect(codes.slice(0, 7)).toEqual(Array(7).fill('U003'));
    expect(codes[7]).toBe('U004');
    expect((await t.call('/api/member/login', { memId: 'member03', memPass: DEMO.password })).resultCode).toBe('U004');
  });

  it('answers U002 for a member waiting for approval', async () => {
    expect((await t.call('/api/member/login', { memId: DEMO.waiting, memPass: DEMO.password })).resultCode).toBe(
      'U002',
    );
  });

  it('a second login replaces the first: the old token answers U017', async () => {
    const first = await t.login('ptn05');
    expect((await t.call('/api/member/info', {}, { token: first })).resultCode).toBe('200');
    const second = await t.login('ptn05');
    expect((await t.call('/api/member/info', {}, { token: first })).resultCode).toBe('U017');
    expect((await t.call('/api/member/info', {}, { token: second })).resultCode).toBe('200');
  });

  it('logout ends the session on the server', async () => {
    const token = await t.login('ptn04');
    expect((await t.call('/api/member/logout', {}, { token })).resultCode).toBe('200');
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('E006');
  });

  it('refuses a wrong site key with U030 and a malformed body with E003', async () => {
    expect(
      (await t.call('/api/member/login', { memId: 'member01', memPass: 'x' }, { authorization: 'nope' })).resultCode,
    ).toBe('U030');
    const res = await t.call<{ fields: string[] }>('/api/member/login', { memId: 12, memPass: ['x'] });
    expect(res.resultCode).toBe('E003');
    expect(res.data.fields).toEqual(expect.arrayContaining(['memId', 'memPass']));
  });
});

describe('POST /api/admin/login', () => {
  it('signs staff in with a token that works only where staff may go', async () => {
    const token = await t.loginStaff();
    expect(token).toMatch(/^ey/);
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('E006');
    expect((await t.call('/api/admin/login', { staffId: 'admin', password: 'bad' })).resultCode).toBe('U003');
  });
});
