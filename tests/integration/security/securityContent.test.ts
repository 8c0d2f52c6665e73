import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../../../src/server/http/rateLimiter';
import type { BoardDetailResponse, BoardSaveResponse } from '../../../src/shared/api/board';
import type { PagedList } from '../../../src/shared/api/common';
import type { CouponRow } from '../../../src/shared/api/coupons';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memberIdOf } from '../../support/moneyFixtures';

/**
 * What members and the office write (docs/operations/security.md): write limits on posts,
 * comments, questions and message changes; no remote image in written content and a tight
 * img-src; the §5 nickname rule for nicknames partners and staff set; coupons gifted to members only.
 */
let t: TestApp;
let member01: string;
let member02: string;
let member03: string;
let staff: string;
let limiterNow = Date.now();
beforeAll(async () => {
  t = await createTestApp({
    limiter: memoryRateLimiter(() => limiterNow),
    env: { IMAGE_ORIGINS: 'https://img.winner.example' },
  });
  [member01, member02, member03, staff] = [
    await t.login('member01'),
    await t.login('member02'),
    await t.login('member03'),
    await t.loginStaff(),
  ];
}, 300_000);
afterAll(() => t.close());
beforeEach(() => {
  limiterNow += 61_000;
});

const post = (token: string, content = '<p>hello</p>') =>
  t.call<BoardSaveResponse>('/api/board/free/save', { actionKind: 'upload', title: 'a post', content }, { token });
const comment = (token: string, boardIdx: number) =>
  t.call('/api/board/cmtSave', { boardIdx, content: 'a comment' }, { token });
const ask = (token: string) =>
  t.call(
    '/api/board/qna/save',
    { actionKind: 'upload', qnaType: 'deposit', title: 'q', content: 'question' },
    { token },
  );

describe('write limits', () => {
  it('ten posts, comments and questions a minute per member, then E005; another member still writes', async () => {
    const first = await post(member01);
    expect(first.resultCode).toBe('200');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await post(member01)).resultCode);
    for (let i = 0; i < 3; i++) answers.push((await comment(member01, first.data.boardIdx)).resultCode);
    answers.push((await ask(member01)).resultCode);
    expect(answers).toEqual(Array(9).fill('200'));
    // the eleventh write of the minute, whatever its kind
    expect((await post(member01)).resultCode).toBe('E005');
    expect((await comment(member01, first.data.boardIdx)).resultCode).toBe('E005');
    expect((await ask(member01)).resultCode).toBe('E005');
    expect((await post(member02)).resultCode).toBe('200');
    limiterNow += 61_000;
    expect((await post(member01)).resultCode).toBe('200');
  });

  it('thirty writes a minute per address, however many accounts write them', async () => {
    const codes = [];
    for (const token of [member01, member02, member03])
      for (let i = 0; i < 10; i++) codes.push((await post(token)).resultCode);
    expect(codes.every((c) => c === '200')).toBe(true);
    expect((await post(member03)).resultCode).toBe('E005');
  });

  it('thirty message changes a minute per member', async () => {
    const update = () => t.call('/api/board/msgUpdate', { action: 'readAll' }, { token: member02 });
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push((await update()).resultCode);
    expect(codes.slice(0, 30)).not.toContain('E005');
    expect(codes[30]).toBe('E005');
  });
});

describe('images', () => {
  it("a member's post keeps the site's images and the operator's image host's, never another server's", async () => {
    const { data } = await post(
      member02,
      '<p>look</p><img src="https://tracker.example/pixel.gif?who=me"><img src="/uploads/banner/1">' +
        '<img src="https://img.winner.example/cat.png">',
    );
    const read = await t.call<BoardDetailResponse>(
      '/api/board/free/datail',
      { boardIdx: data.boardIdx },
      { token: member03 },
    );
    expect(read.data.board.content).toBe(
      '<p>look</p><img src="/uploads/banner/1" /><img src="https://img.winner.example/cat.png" />',
    );
  });

  it('the CSP loads images from this site and the image hosts only', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://img.winner.example;");
    expect(csp).not.toMatch(/img-src[^;]*https:(?!\/\/img)/);
  });
});

describe('nicknames set in the office follow the §5 rule', () => {
  // (bidi controls are stripped from nicknames before any rule: inputSafety.ts)
  const bad = ['<b>bold</b>', 'two words', 'ab', 'x'.repeat(21), 'hi"onerror="', 'a/b'];

  it('a partner editing or creating a member below it', async () => {
    const partner = await t.loginOffice('ptn05');
    const id = await memberIdOf(t, 'member03');
    for (const memNick of bad) {
      const res = await t.call('/api/partner/members/update', { id, data: { memNick } }, { token: partner });
      expect(res.resultCode, memNick).toBe('E003');
    }
    const created = await t.call(
      '/api/partner/members/create',
      {
        data: {
          memId: 'nicktest1',
          memNick: '<i>x</i>',
          name: '김철수',
          phone: '010-7100-1000',
          password: 'pass1234',
          tier: 'NORMAL',
        },
      },
      { token: partner },
    );
    expect(created.resultCode).toBe('E003');
    // a reserved name is taken, as for a member's own change
    expect(
      (await t.call('/api/partner/members/update', { id, data: { memNick: 'admin' } }, { token: partner })).resultCode,
    ).toBe('U006');
    expect(
      (await t.call('/api/partner/members/update', { id, data: { memNick: '새별명_03' } }, { token: partner }))
        .resultCode,
    ).toBe('200');
  });

  it('staff editing a member', async () => {
    const id = await memberIdOf(t, 'member02');
    for (const memNick of bad) {
      const res = await t.call('/api/admin/members/update', { id, data: { memNick } }, { token: staff });
      expect(res.resultCode, memNick).toBe('E003');
    }
    expect(
      (await t.call('/api/admin/members/update', { id, data: { memNick: 'member.two' } }, { token: staff })).resultCode,
    ).toBe('200');
  });
});

describe('coupon gifts', () => {
  it('go to members only: not to the giver’s own partner, nor any partner', async () => {
    const coupons = await t.call<PagedList<CouponRow>>('/api/coupon/list', { state: 'usable' }, { token: member02 });
    const coupon = coupons.data.list[0]!;
    for (const partner of ['ptn05', 'ptn01'])
      expect(
        (await t.call('/api/coupon/gift', { couponId: coupon.couponId, toMemId: partner }, { token: member02 }))
          .resultCode,
        partner,
      ).toBe('V105');
    expect(
      (await t.call('/api/coupon/gift', { couponId: coupon.couponId, toMemId: 'member03' }, { token: member02 }))
        .resultCode,
    ).toBe('200');
  });
});
