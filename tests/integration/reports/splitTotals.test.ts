import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../support/testApp';
import { parseCsv } from '../../support/csv';
import type { ReportList } from '../../../src/shared/reports/gridQuery';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { verify } from '../../../src/server/modules/ledger/verify';
import { setOptions, testClock } from '../../support/moneyFixtures';

/**
 * A report's totals row never adds unlike things (docs/domains/reports.md#one-grid-two-calls): the
 * pay/recover report sums each kind apart, money history sums cash and points apart, the cash
 * reports sum open, done and cancelled requests apart; and a cash queue exports the report's CSV over the queue's own filter.
 */
let t: TestApp;
let staff: string;
let ptn05: string;
beforeAll(async () => {
  // Site daytime: the cash requests below fall outside the nightly bank window (C011).
  t = await createTestApp({ clock: testClock() });
  staff = await t.loginStaff();
  ptn05 = await t.loginOffice('ptn05');
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { amount: number };

describe('split totals', () => {
  it('sums pays, recovers and gives apart in the pay/recover report', async () => {
    const pay = (amount: number) => t.call('/api/partner/money/pay', { memId: 'member01', amount }, { token: ptn05 });
    expect((await pay(30_000)).resultCode).toBe('200');
    expect((await pay(20_000)).resultCode).toBe('200');
    const recovered = await t.call(
      '/api/partner/money/recover',
      { memId: 'member01', amount: 5_000 },
      { token: ptn05 },
    );
    expect(recovered.resultCode).toBe('200');
    const report = await t.call<ReportList<Row>>(
      '/api/partner/reports/transfers/list',
      { perPage: 100 },
      { token: ptn05 },
    );
    const byKind = (kind: string) => report.data.list.filter((r) => r.kind === kind).reduce((n, r) => n + r.amount, 0);
    expect(report.data.totals).toEqual({
      count: report.data.total,
      'amount.pay': byKind('pay'),
      'amount.recover': byKind('recover'),
      'amount.give': byKind('give'),
    });
    expect(report.data.totals['amount.pay']).toBeGreaterThanOrEqual(50_000);
    expect(report.data.totals['amount.recover']).toBeGreaterThanOrEqual(5_000);
  });

  it('sums cash and points apart in the money history', async () => {
    const report = await t.call<ReportList<Row>>('/api/admin/reports/ledger/list', { perPage: 100 }, { token: staff });
    expect(report.resultCode).toBe('200');
    const byAsset = (asset: string) =>
      report.data.list.filter((r) => r.asset === asset).reduce((n, r) => n + r.amount, 0);
    expect(report.data.total).toBeLessThanOrEqual(100);
    expect(report.data.totals).toEqual({
      count: report.data.total,
      'amount.cash': byAsset('cash'),
      'amount.point': byAsset('point'),
    });
    expect(report.data.list.some((r) => r.asset === 'point')).toBe(true);
  });
});

describe('the cash reports', () => {
  // Approved, refused and left open: three kinds of amount that no total may add together.
  const processed = async (kind: 'in' | 'out', action: 'approve' | 'refuse' | undefined, memId: string) => {
    const member = await t.login(memId);
    const asked =
      kind === 'in'
        ? await t.call<{ cashIdx: number }>(
            '/api/cash/in',
            { depositor: '홍길동11', amount: 40_000 },
            { token: member },
          )
        : await t.call<{ cashIdx: number }>(
            '/api/cash/out',
            { amount: 10_000, withdrawPassword: '1234' },
            { token: member },
          );
    expect(asked.resultCode).toBe('200');
    if (!action) return;
    const queue = kind === 'in' ? 'deposits' : 'withdrawals';
    const done = await t.call(`/api/admin/${queue}/${action}`, { id: asked.data.cashIdx }, { token: staff });
    expect(done.resultCode).toBe('200');
  };

  it.each([
    ['deposits', 'in'],
    ['withdrawals', 'out'],
  ] as const)('sum the %s that are open, done and cancelled apart', async (report, kind) => {
    await setOptions(t, { withdrawRollingBp: 0, depositReapplyMinutes: 0, withdrawReapplyMinutes: 0 });
    await processed(kind, 'approve', 'member03');
    await processed(kind, 'refuse', 'member03');
    await processed(kind, undefined, 'member03');
    for (const [path, token] of [
      [`/api/admin/reports/${report}/list`, staff],
      [`/api/partner/reports/${report}/list`, ptn05],
    ] as const) {
      const res = await t.call<ReportList<Row>>(path, { perPage: 500 }, { token });
      expect(res.resultCode).toBe('200');
      expect(res.data.list.length).toBe(res.data.total);
      const byStatus = (...statuses: number[]) =>
        res.data.list.filter((r) => statuses.includes(r.status as number)).reduce((n, r) => n + r.amount, 0);
      expect(res.data.totals).toEqual({
        count: res.data.total,
        'amount.open': byStatus(0, 2),
        'amount.done': byStatus(1),
        'amount.cancelled': byStatus(-1),
      });
      for (const part of ['amount.open', 'amount.done', 'amount.cancelled'])
        expect(res.data.totals[part]).toBeGreaterThan(0);
    }
  });
});

describe('a cash queue export', () => {
  it("writes the report's CSV of what the queue's filter selects", async () => {
    const member = await t.login('member02');
    const asked = await t.call<{ cashIdx: number }>(
      '/api/cash/in',
      { depositor: '홍길동12', amount: 70_000 },
      { token: member },
    );
    expect(asked.resultCode).toBe('200');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deposits/export',
      headers: { authorization: DEMO.siteKey, token: staff },
      payload: {
        siteId: DEMO.siteId,
        filter: { status: 0, memId: 'member02' },
        columns: ['id', 'memId', 'amount', 'depositorName', 'status', 'createdAt'],
        lang: 'ko',
      },
    } as InjectOptions);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['\uFEFF번호', '아이디', '금액', '입금자명', '상태', '등록일시']);
    expect(rows.slice(1)).toEqual([
      [
        String(asked.data.cashIdx),
        'member02',
        '70000',
        '홍길동12',
        '신청',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      ],
    ]);
    // the queue's access, not the reports': a partner is refused with the envelope
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deposits/export',
      headers: { authorization: DEMO.siteKey, token: ptn05 },
      payload: { siteId: DEMO.siteId, columns: ['id'] },
    } as InjectOptions);
    expect(refused.json()).toMatchObject({ resultCode: expect.not.stringMatching(/^200$/) });
  });

  it('leaves a ledger that verifies', async () => {
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
