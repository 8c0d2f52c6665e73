import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { AttendanceCheckResult, AttendanceMonth } from '../../../src/shared/api/attendance';
import type { RouletteInfo, RouletteSpinResult } from '../../../src/shared/api/roulette';
import type { CashRow } from '../../../src/shared/api/cash';
import { verifySpin } from '../../../src/shared/promotions/rouletteDraw';
import { verify } from '../../../src/server/modules/ledger/verify';
import { balancesOf, memberIdOf, setOptions, testClock, withKey } from '../../support/moneyFixtures';

// 12:00 in Korea on 2026-11-21; site days turn at 15:00 UTC.
const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;
let staff: string;
let staffAt = 0;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const check = (token: string, key?: string) =>
  t.call<AttendanceCheckResult>('/api/event/attendance/check', {}, key ? withKey(token, key) : { token });
const month = (token: string, m?: string) =>
  t.call<AttendanceMonth>('/api/event/attendance/list', m ? { month: m } : {}, { token });
const info = async (token: string) => (await t.call<RouletteInfo>('/api/event/roulette/info', {}, { token })).data;
const spin = (token: string, key?: string) =>
  t.call<RouletteSpinResult>('/api/event/roulette/spin', {}, key ? withKey(token, key) : { token });
/** Moves the clock to `iso` and logs in again (a session lasts two hours). */
const at = async (iso: string, memId: string) => {
  clock.set(iso);
  if (clock.now().getTime() - staffAt > 3_600_000) [staff, staffAt] = [await t.loginStaff(), clock.now().getTime()];
  return t.login(memId);
};

describe('attendance', () => {
  it('checks in once per site day (site time): parallel check-ins pay once', async () => {
    const token = await t.login('member01');
    const before = await balancesOf(t, 'member01');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => check(token, `att-${i}`)));
    expect(answers.filter((a) => a.resultCode === '200')).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.resultCode !== '200').map((a) => a.resultCode))).toEqual(new Set(['V201']));
    expect(answers.find((a) => a.resultCode === '200')!.data).toMatchObject({
      day: '2026-11-21',
      streak: 1,
      point: 1_000,
      bonus: 0,
      spins: 0,
      pointAmt: before.point + 1_000,
    });
    expect(await balancesOf(t, 'member01')).toEqual({ ...before, point: before.point + 1_000 });
    const id = await memberIdOf(t, 'member01');
    const txn = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'meta'])
      .where('idempotency_key', '=', `attendance:${id}:2026-11-21`)
      .executeTakeFirstOrThrow();
    expect(txn).toMatchObject({
      kind: 'attendance.reward',
      meta: { source: 'attendance', day: '2026-11-21', streak: 1 },
    });
    // 23:59 in Korea is still the same site day; 00:01 the next.
    const late = await at('2026-11-21T14:59:00Z', 'member01');
    expect((await check(late)).resultCode).toBe('V201');
    const next = await at('2026-11-21T15:01:00Z', 'member01');
    expect((await check(next)).data).toMatchObject({ day: '2026-11-22', streak: 2 });
  });

  it('pays streak bonuses and a roulette spin on the 7th day; the month shows checked days and the next reward', async () => {
    for (let d = 23; d <= 27; d++)
      expect((await check(await at(`2026-11-${d}T03:00:00Z`, 'member01'))).data.streak).toBe(d - 20);
    const token = await at('2026-11-27T05:00:00Z', 'member01');
    const m = (await month(token)).data;
    expect(m).toMatchObject({
      month: '2026-11',
      today: '2026-11-27',
      checkedToday: true,
      streak: 7,
      next: { streak: 8, point: 1_000, bonus: 0, spins: 0 },
    });
    expect(m.days.map((d) => d.day)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(m.days.at(-1)).toMatchObject({ streak: 7, point: 1_000, bonus: 5_000, spins: 1 });
    expect((await month(token, '2026-10')).data.days).toEqual([]);
    expect((await month(token, '2026-13')).resultCode).toBe('E003');
    const tickets = await t.app.deps.db
      .selectFrom('roulette_tickets')
      .select('source_ref')
      .where('source', '=', 'attendance')
      .execute();
    expect(tickets).toEqual([{ source_ref: `attendance:${await memberIdOf(t, 'member01')}:2026-11-27` }]);
    // A missed day starts the streak again.
    expect((await check(await at('2026-11-29T03:00:00Z', 'member01'))).data.streak).toBe(1);
  });

  it("refuses while closed (V202) and before the day's deposits reach the condition (V203 with the amount)", async () => {
    const token = await at('2026-11-29T04:00:00Z', 'member02');
    await setOptions(t, { attendanceYn: 'N' });
    expect((await check(token)).resultCode).toBe('V202');
    await setOptions(t, { attendanceYn: 'Y', attendanceDepositMin: 50_000 });
    expect(await check(token)).toMatchObject({ resultCode: 'V203', data: { amount: 50_000 } });
    const req = await t.call<CashRow>('/api/cash/in', { depositor: '홍길동', amount: 100_000 }, { token });
    expect((await t.call('/api/admin/deposits/approve', { id: req.data.cashIdx }, { token: staff })).resultCode).toBe(
      '200',
    );
    expect((await check(token)).resultCode).toBe('200');
    await setOptions(t, { attendanceDepositMin: 0 });
  });
});

describe('roulette', () => {
  it('an approved deposit over the site amount earns a spin; spins are drawn from the committed seed and verify', async () => {
    const token = await at('2026-11-29T05:00:00Z', 'member02');
    // The deposit of the previous test (100,000) earned one spin.
    const before = await info(token);
    expect(before).toMatchObject({ open: true, spinsLeft: 1, rules: { depositMin: 100_000, attendanceEvery: 7 } });
    expect(before.prizes).toHaveLength(8);
    const res = await spin(token, 'spin-1');
    expect(res.resultCode).toBe('200');
    const s = res.data.spin;
    expect(s.seedHash).toBe(before.nextSeedHash);
    expect(s.spinKey).toBe(before.nextSpinKey);
    expect(verifySpin(s.seed, before.nextSeedHash, s.spinKey, s.prizes)).toEqual({
      hashMatches: true,
      slot: s.prizeIndex,
    });
    expect(res.data.nextSeedHash).not.toBe(before.nextSeedHash);
    expect(await spin(token, 'spin-1')).toEqual(res);
    expect((await spin(token)).resultCode).toBe('V301');
    expect((await info(token)).history[0]).toEqual(s);
  });

  it("parallel spins beyond the member's spins: one effect each, the rest V301; every prize paid once", async () => {
    const token = await at('2026-11-29T06:00:00Z', 'member03');
    expect(
      (await t.call('/api/admin/rouletteGrants/create', { data: { memId: 'member03', count: 4 } }, { token: staff }))
        .data,
    ).toMatchObject({ granted: 4 });
    const { spinsLeft, nextSeedHash } = await info(token);
    expect(spinsLeft).toBe(4);
    const before = await balancesOf(t, 'member03');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => spin(token, `burst-${i}`)));
    const won = answers.filter((a) => a.resultCode === '200');
    expect(won).toHaveLength(4);
    expect(new Set(answers.filter((a) => a.resultCode !== '200').map((a) => a.resultCode))).toEqual(new Set(['V301']));
    const spins = won.map((a) => a.data.spin).sort((a, b) => a.spinId - b.spinId);
    // Each spin used the seed committed before it: the first the one shown, each next the one its predecessor announced.
    expect(spins[0]!.seedHash).toBe(nextSeedHash);
    for (const s of spins) expect(verifySpin(s.seed, s.seedHash, s.spinKey, s.prizes).slot).toBe(s.prizeIndex);
    const paid = (reward: string) => spins.filter((s) => s.reward === reward).reduce((sum, s) => sum + s.amount, 0);
    expect(await balancesOf(t, 'member03')).toEqual({
      cash: before.cash + paid('cash'),
      point: before.point + paid('point'),
    });
    const keys = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('kind', '=', 'roulette.win')
      .execute();
    expect(keys.filter((k) => spins.some((s) => k.idempotency_key === `roulette:${s.spinId}`))).toHaveLength(
      spins.filter((s) => s.reward !== 'none').length,
    );
  });

  it('staff edit the wheel (each slot with its chance); closed answers V302', async () => {
    const token = await at('2026-11-29T07:00:00Z', 'member03');
    const list = await t.call<{ list: { id: number; chanceBp: number }[]; total: number }>(
      '/api/admin/roulettePrizes/list',
      {},
      { token: staff },
    );
    expect(list.data.total).toBe(8);
    expect(list.data.list.reduce((s, p) => s + p.chanceBp, 0)).toBeGreaterThanOrEqual(9_990);
    expect(
      (
        await t.call(
          '/api/admin/roulettePrizes/create',
          { data: { reward: 'none', amount: 10, weight: 5 } },
          { token: staff },
        )
      ).resultCode,
    ).toBe('E003');
    const added = await t.call<{ id: number }>(
      '/api/admin/roulettePrizes/create',
      { data: { label: 'Jackpot', reward: 'cash', amount: 1_000_000, weight: 1 } },
      { token: staff },
    );
    expect((await info(token)).prizes.map((p) => p.label)).toContain('Jackpot');
    expect((await t.call('/api/admin/roulettePrizes/delete', { id: added.data.id }, { token: staff })).resultCode).toBe(
      '200',
    );
    await t.call('/api/admin/rouletteGrants/create', { data: { memId: 'member03', count: 1 } }, { token: staff });
    await setOptions(t, { rouletteYn: 'N' });
    expect((await spin(token)).resultCode).toBe('V302');
    expect((await info(token)).open).toBe(false);
    await setOptions(t, { rouletteYn: 'Y' });
    expect(
      (await t.call('/api/admin/rouletteGrants/create', { data: { memId: 'member03', count: 1 } }, { token }))
        .resultCode,
    ).toBe('E006');
  });

  it('reports what each promotion paid, scoped by subtree and role', async () => {
    type Report = {
      list: { source: string; memId: string; amount: number; asset: string }[];
      total: number;
      totals: Record<string, number>;
    };
    // ptn03 (above ptn05) checks in too: outside ptn05's subtree.
    expect((await check(await at('2026-11-29T08:00:00Z', 'ptn03'))).resultCode).toBe('200');
    const staffReport = await t.call<Report>('/api/admin/reports/promotions/list', { perPage: 100 }, { token: staff });
    expect(new Set(staffReport.data.list.map((r) => r.source))).toEqual(new Set(['attendance', 'roulette']));
    const attendancePoints = await t.call<Report>(
      '/api/admin/reports/promotions/list',
      {
        where: [
          { field: 'source', operator: 'is', value: 'attendance' },
          { field: 'asset', operator: 'is', value: 'point' },
        ],
      },
      { token: staff },
    );
    expect(attendancePoints.data.totals.count).toBe(10);
    // cash and points are summed apart, never together
    const sum = (asset: string) =>
      staffReport.data.list.filter((r) => r.asset === asset).reduce((n, r) => n + r.amount, 0);
    expect(staffReport.data.totals).toEqual({
      count: staffReport.data.total,
      'amount.cash': sum('cash'),
      'amount.point': sum('point'),
    });
    expect(
      (
        await t.call<Report>(
          '/api/admin/reports/promotions/list',
          { filter: { source: 'attendance', memId: 'member02' } },
          { token: staff },
        )
      ).data.total,
    ).toBe(1);
    const ptn05 = await t.loginOffice('ptn05');
    const partnerReport = await t.call<Report>(
      '/api/partner/reports/promotions/list',
      { perPage: 100 },
      { token: ptn05 },
    );
    expect(partnerReport.data.total).toBe(staffReport.data.total - 1);
    expect(partnerReport.data.list.some((r) => r.memId === 'ptn03')).toBe(false);
    expect(staffReport.data.list.some((r) => r.memId === 'ptn03')).toBe(true);
    const member = await t.login('member01');
    expect((await t.call('/api/partner/reports/promotions/list', {}, { token: member })).resultCode).toBe('E006');
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });

  it('exports the payouts like every report: BOM, words in the office language, site time', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/promotions/export',
      headers: { authorization: 'demo-site-key', token: staff },
      payload: {
        siteId: 'demo',
        columns: ['id', 'source', 'memId', 'asset', 'amount', 'createdAt'],
        where: [{ field: 'memId', operator: 'equals', value: 'member02' }],
        sort: { field: 'createdAt', order: 'ASC' },
        lang: 'ko',
      },
    });
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = res.body.split('\r\n').filter(Boolean);
    expect(header).toBe('\uFEFF거래번호,이벤트,아이디,자산,금액,등록일시');
    const attendance = lines.find((l) => l.includes('출석'));
    // a code is a word, a time is the site's (+09:00) without a zone letter
    expect(attendance).toMatch(/^\d+,출석체크,member02,포인트,\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.body).not.toMatch(/attendance|point|Z\b/);
  });
});
