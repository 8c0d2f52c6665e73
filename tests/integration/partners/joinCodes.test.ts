import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { parseCsv } from '../../support/csv';
import { memoryRateLimiter } from '../../../src/server/http/rateLimiter';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { JoinCodeRecord, FunnelRecord } from '../../../src/shared/api/office/joinCodes';
import type { ReportList } from '../../../src/shared/reports/gridQuery';
import type { CashRow } from '../../../src/shared/api/cash';
import { memberRow } from '../../support/identityFixtures';
import { settledBet } from '../../support/settledBet';
import { testClock, withKey } from '../../support/moneyFixtures';

/**
 * Partner sign-up codes, links and domains (docs/domains/partner-codes.md): who keeps which code,
 * where a sign-up through a link or a domain lands, what is refused, and the funnel counted exactly
 * over a scripted day of visits, sign-ups, approvals, deposits and bets, page and CSV, per scope.
 */
const clock = testClock('2026-11-21T03:00:00Z'); // 12:00 on site day 2026-11-21
let limiterNow = Date.now();
let t: TestApp;
let staff: string;
let ptn03: string;
let ptn04: string;
let ptn05: string;

beforeAll(async () => {
  t = await createTestApp({ clock, limiter: memoryRateLimiter(() => limiterNow) });
  staff = await t.loginStaff();
  ptn03 = await t.loginOffice('ptn03');
  ptn04 = await t.loginOffice('ptn04');
  ptn05 = await t.loginOffice('ptn05');
});
afterAll(() => t.close());

const office = <T>(token: string, path: string, body: Record<string, unknown> = {}) => t.call<T>(path, body, { token });
const createCode = (token: string, scope: 'partner' | 'admin', data: Record<string, unknown>) =>
  office<JoinCodeRecord>(token, `/api/${scope}/joinCodes/create`, { data });
const visit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call<{ code: string; subId: string } | null>('/api/member/joinVisit', body, headers);
const device = (n: number) => ({ 'x-device-id': `device-${String(n).padStart(4, '0')}` });

let serial = 0;
const person = (over: Record<string, unknown> = {}) => {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    memId: `joiner${n}`,
    memPass: 'abc123',
    memPassConfirm: 'abc123',
    withdrawPass: '5678',
    withdrawPassConfirm: '5678',
    memNick: `가입${n}`,
    name: '김철수',
    phone: `010-8${n.slice(1)}-${n}`,
    bankName: '신한은행',
    accountNo: `77766${n}`,
    accountHolder: '김철수',
    recommender: '',
    ...over,
  };
};
/** Each sign-up in its own window of the per-IP sign-up limit. */
async function signup(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  limiterNow += 11 * 60_000;
  return t.call<{ memId: string }>('/api/member/signup', body, headers);
}
const membersNamed = async (memId: string) =>
  (await t.database.db.selectFrom('members').select('id').where('mem_id', '=', memId).execute()).length;

describe('codes in the office', () => {
  it('a partner makes codes for itself and for a partner below it, never above, never with a domain', async () => {
    const own = await createCode(ptn05, 'partner', { code: 'Shop5A', label: '블로그', domain: 'evil.example.com' });
    expect(own.resultCode).toBe('200');
    expect(own.data).toMatchObject({
      code: 'shop5a',
      partnerMemId: 'ptn05',
      label: '블로그',
      domain: null,
      enabled: true,
    });
    const below = await createCode(ptn04, 'partner', { code: 'shop5b', partnerMemId: 'ptn05' });
    expect(below.data).toMatchObject({ code: 'shop5b', partnerMemId: 'ptn05' });
    expect((await createCode(ptn05, 'partner', { code: 'up4', partnerMemId: 'ptn04' })).resultCode).toBe('E003');
    expect((await createCode(ptn05, 'partner', { code: 'upper4', partnerMemId: 'ptn04' })).resultCode).toBe('E007');
    expect((await createCode(ptn05, 'partner', { code: 'member1', partnerMemId: 'member01' })).resultCode).toBe('U113');
    expect((await createCode(ptn04, 'partner', { code: 'SHOP5A' })).resultCode).toBe('U602');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'target'])
      .where('action', '=', 'joinCode.create')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actor_id: 'ptn05', action: 'joinCode.create', target: 'shop5a' },
      { actor_id: 'ptn04', action: 'joinCode.create', target: 'shop5b' },
    ]);
  });

  it('staff map a domain to a code, once per domain', async () => {
    const dom = await createCode(staff, 'admin', { code: 'dom3', partnerMemId: 'ptn03', domain: 'PTN03.example.com' });
    expect(dom.data).toMatchObject({ code: 'dom3', partnerMemId: 'ptn03', domain: 'ptn03.example.com' });
    const again = await createCode(staff, 'admin', {
      code: 'dom3b',
      partnerMemId: 'ptn03',
      domain: 'ptn03.example.com',
    });
    expect(again.resultCode).toBe('U603');
    expect((await createCode(staff, 'admin', { code: 'nobody', domain: null })).resultCode).toBe('U026');
  });

  it('a partner sees and changes only the codes of its subtree', async () => {
    const codesOf = async (token: string, scope = 'partner') =>
      (await office<{ list: JoinCodeRecord[] }>(token, `/api/${scope}/joinCodes/list`, { perPage: 100 })).data.list
        .map((c) => c.code)
        .sort();
    expect(await codesOf(ptn05)).toEqual(['shop5a', 'shop5b']);
    expect(await codesOf(ptn03)).toEqual(['dom3', 'shop5a', 'shop5b']);
    expect(await codesOf(staff, 'admin')).toEqual(['dom3', 'shop5a', 'shop5b']);
    const dom3 = (
      await office<{ list: JoinCodeRecord[] }>(staff, '/api/admin/joinCodes/list', { filter: { code: 'dom' } })
    ).data.list[0]!;
    expect((await office(ptn05, '/api/partner/joinCodes/get', { id: dom3.id })).resultCode).toBe('E007');
    const update = { id: dom3.id, data: { enabled: false } };
    expect((await office(ptn05, '/api/partner/joinCodes/update', update)).resultCode).toBe('E007');
    expect((await office(staff, '/api/partner/joinCodes/list')).resultCode).toBe('U029');
    expect((await office(ptn05, '/api/admin/joinCodes/list')).resultCode).toBe('U029');
  });
});

describe('links, domains and sign-ups', () => {
  it('counts one visit per device, code and day, and answers the link to remember', async () => {
    expect((await visit({ code: 'SHOP5A', subId: 'Blog' }, device(1))).data).toEqual({ code: 'shop5a', subId: 'blog' });
    expect((await visit({ code: 'shop5a', subId: 'blog' }, device(1))).data).toEqual({ code: 'shop5a', subId: 'blog' });
    // the same device through another channel that day is still the one visit
    await visit({ code: 'shop5a', subId: 'chat' }, device(1));
    await visit({ code: 'shop5a', subId: 'blog' }, device(2));
    await visit({ code: 'shop5a' }, device(3));
    // unknown codes and odd sub-ids are ignored, not counted
    expect((await visit({ code: 'nosuch' }, device(4))).data).toBeNull();
    expect((await visit({ code: '<script>' }, device(4))).data).toBeNull();
    expect((await visit({ code: 'shop5a', subId: '../x' }, device(5))).data).toEqual({ code: 'shop5a', subId: '' });
    // a partner domain is its code, without one in the link
    const viaDomain = await visit({}, { ...device(6), origin: 'https://ptn03.example.com' });
    expect(viaDomain.data).toEqual({ code: 'dom3', subId: '' });
    expect((await visit({}, { ...device(6), origin: 'https://other.example.com' })).data).toBeNull();
    const visits = await t.database.db
      .selectFrom('partner_join_visits')
      .select(['device', 'sub_id'])
      .orderBy('device')
      .execute();
    expect(visits).toEqual([
      { device: 'device-0001', sub_id: 'blog' },
      { device: 'device-0002', sub_id: 'blog' },
      { device: 'device-0003', sub_id: '' },
      { device: 'device-0005', sub_id: '' },
      { device: 'device-0006', sub_id: '' },
    ]);
    // device-0005's visit (a malformed sub-id) is not part of the scripted funnel below
    await t.database.db.deleteFrom('partner_join_visits').where('device', '=', 'device-0005').execute();
  });

  it("places a sign-up through a link or a domain under the code's partner, with no recommender typed", async () => {
    const a = person();
    expect((await signup({ ...a, joinCode: 'SHOP5A', joinSubId: 'blog' })).resultCode).toBe('200');
    const b = person();
    expect((await signup({ ...b, joinCode: 'shop5a', joinSubId: 'blog' })).resultCode).toBe('200');
    const c = person();
    expect((await signup({ ...c, joinCode: 'shop5a' })).resultCode).toBe('200');
    const d = person();
    expect((await signup(d, { origin: 'https://ptn03.example.com' })).resultCode).toBe('200');

    const ptn05Row = await memberRow(t, 'ptn05');
    const ptn03Row = await memberRow(t, 'ptn03');
    const codeIds = Object.fromEntries(
      (await t.database.db.selectFrom('partner_join_codes').select(['id', 'code']).execute()).map((r) => [
        r.code,
        r.id,
      ]),
    );
    for (const [p, parent, code, sub] of [
      [a, ptn05Row, 'shop5a', 'blog'],
      [b, ptn05Row, 'shop5a', 'blog'],
      [c, ptn05Row, 'shop5a', ''],
      [d, ptn03Row, 'dom3', ''],
    ] as const) {
      const row = await memberRow(t, p.memId);
      expect(row).toMatchObject({
        parent_id: parent.id,
        status: 'wait',
        join_code_id: codeIds[code],
        join_sub_id: sub,
      });
      expect(row.path).toBe(`${parent.path}${row.id}/`);
    }
    names.a = a.memId;
    names.b = b.memId;
    names.c = c.memId;
  });

  it('a typed recommender wins over a link; no link and no recommender is U026', async () => {
    const typed = person({ recommender: 'ptn04' });
    expect((await signup({ ...typed, joinCode: 'shop5a' })).resultCode).toBe('200');
    expect(await memberRow(t, typed.memId)).toMatchObject({ join_code_id: null, join_sub_id: '' });
    expect((await memberRow(t, typed.memId)).parent_id).toBe((await memberRow(t, 'ptn04')).id);
    const none = person();
    expect((await signup(none)).resultCode).toBe('U026');
    expect(await membersNamed(none.memId)).toBe(0);
  });

  it('refuses an unknown or closed code (U601) and a partner who may not recommend (U113, U114), creating nobody', async () => {
    const unknown = person();
    expect((await signup({ ...unknown, joinCode: 'nosuch' })).resultCode).toBe('U601');
    const junk = person();
    expect((await signup({ ...junk, joinCode: '<b>x</b>' })).resultCode).toBe('U601');

    const shop5b = (
      await office<{ list: JoinCodeRecord[] }>(ptn05, '/api/partner/joinCodes/list', { filter: { code: 'shop5b' } })
    ).data.list[0]!;
    const closed = await office<JoinCodeRecord>(ptn05, '/api/partner/joinCodes/update', {
      id: shop5b.id,
      data: { enabled: false, domain: 'sneaky.example.com' },
    });
    expect(closed.data).toMatchObject({ enabled: false, domain: null });
    const viaClosed = person();
    expect((await signup({ ...viaClosed, joinCode: 'shop5b' })).resultCode).toBe('U601');
    expect((await visit({ code: 'shop5b' }, device(7))).data).toBeNull();

    // the code is open but its partner is stopped, or may not recommend
    await t.database.db.updateTable('members').set({ status: 'stop' }).where('mem_id', '=', 'ptn03').execute();
    const viaStopped = person();
    expect((await signup(viaStopped, { origin: 'https://ptn03.example.com' })).resultCode).toBe('U114');
    expect((await visit({ code: 'dom3' }, device(8))).data).toBeNull();
    await t.database.db
      .updateTable('members')
      .set({ status: 'normal', can_recommend: false })
      .where('mem_id', '=', 'ptn03')
      .execute();
    expect((await signup(viaStopped, { origin: 'https://ptn03.example.com' })).resultCode).toBe('U113');
    await t.database.db.updateTable('members').set({ can_recommend: true }).where('mem_id', '=', 'ptn03').execute();

    for (const p of [unknown, junk, viaClosed, viaStopped]) expect(await membersNamed(p.memId)).toBe(0);
    const update = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'before', 'after'])
      .where('action', '=', 'joinCode.update')
      .executeTakeFirstOrThrow();
    expect(update.actor_id).toBe('ptn05');
    expect(update.after).toMatchObject({ code: 'shop5b', enabled: false, domain: null });
  });
});

const names: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

/** A done deposit through the member's request and the cashier's approval. */
async function deposit(memId: string, amount: number, key: string) {
  const token = await t.login(memId, 'abc123');
  const req = await t.call<CashRow>('/api/cash/in', { depositor: '김철수', amount, bonusYn: 'N' }, withKey(token, key));
  expect(req.resultCode).toBe('200');
  expect((await office(staff, '/api/admin/deposits/approve', { id: req.data.cashIdx })).resultCode).toBe('200');
  clock.advance(10 * 60_000);
}

describe('the funnel', () => {
  const period = { filter: { dateFrom: '2026-11-21', dateTo: '2026-11-22' }, perPage: 100 };
  const funnel = (token: string, scope = 'partner') =>
    office<ReportList<FunnelRecord>>(token, `/api/${scope}/reports/funnel/list`, {
      ...period,
      sort: { field: 'subId', order: 'ASC' },
    });

  it('counts each step on its day, per code and sub-id, exactly', async () => {
    // a (blog) approved by its partner, c (no sub-id) by staff; b (blog) the next day
    const idOf = async (memId: string) => (await memberRow(t, memId)).id;
    expect((await office(ptn05, '/api/partner/signups/approve', { id: await idOf(names.a) })).resultCode).toBe('200');
    expect((await office(staff, '/api/admin/members/approve', { id: await idOf(names.c) })).resultCode).toBe('200');
    // a's first deposit is 30,000; its second is no first deposit; c's first is 20,000
    await deposit(names.a, 30_000, 'funnel-a-1');
    await deposit(names.a, 50_000, 'funnel-a-2');
    await deposit(names.c, 20_000, 'funnel-c-1');
    // a loses 10,000 and wins 9,750 on a 5,000 stake, settled today
    const at = clock.now();
    await settledBet(t, {
      memberId: await idOf(names.a),
      round: 'funnel-1',
      stake: 10_000,
      payout: 0,
      day: '2026-11-21',
      at,
    });
    await settledBet(t, {
      memberId: await idOf(names.a),
      round: 'funnel-2',
      stake: 5_000,
      payout: 9_750,
      day: '2026-11-21',
      at,
    });
    clock.set('2026-11-22T02:00:00Z');
    // office sessions last two hours of the clock: sign in again on the new day
    [staff, ptn03, ptn04, ptn05] = await Promise.all([
      t.loginStaff(),
      t.loginOffice('ptn03'),
      t.loginOffice('ptn04'),
      t.loginOffice('ptn05'),
    ]);
    expect((await office(staff, '/api/admin/members/approve', { id: await idOf(names.b) })).resultCode).toBe('200');

    const res = await funnel(ptn05);
    expect(res.resultCode).toBe('200');
    const zero = {
      visits: 0,
      signups: 0,
      approvals: 0,
      firstDeposits: 0,
      firstDepositAmount: 0,
      turnover: 0,
      netWin: 0,
      commission: 0,
    };
    const row = (day: string, subId: string, counts: Partial<typeof zero>) => ({
      day,
      code: 'shop5a',
      memId: 'ptn05',
      subId,
      ...zero,
      ...counts,
    });
    // ptn05's rolling rate is 70 bp, its members have none: 70 + 35 commission
    const expected = [
      row('2026-11-21', '', { visits: 1, signups: 1, approvals: 1, firstDeposits: 1, firstDepositAmount: 20_000 }),
      row('2026-11-21', 'blog', {
        visits: 2,
        signups: 2,
        approvals: 1,
        firstDeposits: 1,
        firstDepositAmount: 30_000,
        turnover: 15_000,
        netWin: 5_250,
        commission: 105,
      }),
      row('2026-11-22', 'blog', { approvals: 1 }),
    ];
    const got = [...res.data.list].sort((x, y) => (x.day + x.subId < y.day + y.subId ? -1 : 1));
    expect(got.map(({ id: _id, ...rest }) => rest)).toEqual(expected);
    expect(res.data.totals).toEqual({
      count: 3,
      visits: 3,
      signups: 3,
      approvals: 3,
      firstDeposits: 2,
      firstDepositAmount: 50_000,
      turnover: 15_000,
      netWin: 5_250,
      commission: 105,
    });

    // the commission is what the settlement accrued to ptn05 on those slips
    const accrued = await t.database.db
      .selectFrom('rolling_accrued')
      .select((eb) => eb.fn.sum<string>('amount').as('amount'))
      .where('partner_id', '=', (await memberRow(t, 'ptn05')).id)
      .where('day', '=', '2026-11-21')
      .executeTakeFirstOrThrow();
    expect(Number(accrued.amount)).toBe(105);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });

  it("shows a partner only its subtree's codes; staff and the partner above see the domain's code too", async () => {
    const codes = async (token: string, scope = 'partner') =>
      [...new Set((await funnel(token, scope)).data.list.map((r) => r.code))].sort();
    expect(await codes(ptn05)).toEqual(['shop5a']);
    expect(await codes(ptn04)).toEqual(['shop5a']);
    expect(await codes(ptn03)).toEqual(['dom3', 'shop5a']);
    expect(await codes(staff, 'admin')).toEqual(['dom3', 'shop5a']);
    const dom3 = (await funnel(staff, 'admin')).data.list.find((r) => r.code === 'dom3');
    expect(dom3).toMatchObject({ day: '2026-11-21', subId: '', visits: 1, signups: 1, memId: 'ptn03' });
    expect((await office(ptn05, '/api/admin/reports/funnel/list', period)).resultCode).toBe('U029');
  });

  it("exports the grid's rows as the server's report CSV, in the office language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partner/reports/funnel/export',
      payload: {
        siteId: DEMO.siteId,
        ...period,
        sort: { field: 'subId', order: 'DESC' },
        where: [{ field: 'day', operator: 'before', value: '2026-11-22' }],
        columns: ['day', 'code', 'subId', 'visits', 'signups', 'approvals', 'firstDeposits', 'turnover', 'commission'],
        lang: 'ko',
      },
      headers: { authorization: DEMO.siteKey, token: ptn05 },
    } as InjectOptions);
    expect(res.headers['content-type'], res.body).toMatch(/^text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]![0]!.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]!.map((h) => h.replace('\uFEFF', ''))).toEqual([
      '일자',
      '가입 코드',
      '서브 ID',
      '방문',
      '가입',
      '승인',
      '첫 입금',
      '턴오버',
      '커미션',
    ]);
    expect(rows.slice(1)).toEqual([
      ['2026-11-21', 'shop5a', 'blog', '2', '2', '1', '1', '15000', '105'],
      ['2026-11-21', 'shop5a', '', '1', '1', '1', '1', '0', '0'],
    ]);
  });
});

describe('visits cannot be inflated cheaply', () => {
  it('limits the visit call per IP and code, so fresh device ids from one address stop counting', async () => {
    limiterNow += 2 * 3_600_000;
    const before = await t.database.db
      .selectFrom('partner_join_visits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const codes: string[] = [];
    for (let i = 0; i < 14; i++) codes.push((await visit({ code: 'shop5a' }, device(100 + i))).resultCode);
    expect(codes.slice(0, 10).every((c) => c === '200')).toBe(true);
    expect(codes.slice(10)).toEqual(['E005', 'E005', 'E005', 'E005']);
    const after = await t.database.db
      .selectFrom('partner_join_visits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(10);
  });
});
