import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { OfficeList } from '../../../src/shared/api/office';
import type {
  Dashboard,
  DailyReportRecord,
  OfficeBetRecord,
  PartnerMe,
  PartnerSummaryRecord,
  SettlementRecord,
  SettlementRunResult,
} from '../../../src/shared/api/office/index';
import { settledBet as settle } from '../../support/settledBet';
import { verify } from '../../../src/server/modules/ledger/verify';
import { dueDay, settleDueDays } from '../../../src/server/modules/settlements/scheduler';

/**
 * Partner commission per day (docs/domains/settlements.md) — rolling from the games' accruals,
 * losing from the day's settled bets — paid through the ledger once; reports and the dashboard read
 * the same money.
 */
const DAY = '2026-11-20';
const SETTLED_AT = new Date('2026-11-20T05:00:00Z'); // 14:00 site time (+09:00)
const now = new Date('2026-11-20T18:00:00Z'); // 03:00 on the 21st, site time: the day has ended
let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

const settledBet = (memberId: number, round: string, stake: number, payout: number) =>
  settle(t, { memberId, round, stake, payout, day: DAY, at: SETTLED_AT });

const cashOf = async (memId: string) => {
  const row = await t.database.db
    .selectFrom('accounts')
    .innerJoin('members', 'members.id', 'accounts.member_id')
    .select('accounts.balance')
    .where('members.mem_id', '=', memId)
    .where('accounts.asset', '=', 'cash')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
};

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  admin = await t.loginStaff();
  for (const m of await t.database.db.selectFrom('members').select(['id', 'mem_id']).execute()) ids[m.mem_id] = m.id;
  await settledBet(ids.member01!, 'r1', 10_000, 0);
  await settledBet(ids.member01!, 'r2', 5_000, 9_750);
});
afterAll(() => t.close());

describe('daily settlement', () => {
  it('refuses a day that has not ended', async () => {
    const res = await t.call('/api/admin/settlements/run', { day: '2026-11-21' }, { token: admin });
    expect(res).toMatchObject({ resultCode: 'E003', data: { fields: ['day'] } });
  });

  it('pays rolling and losing commission up the tree once', async () => {
    const before = await cashOf('ptn05');
    const res = await t.call<SettlementRunResult>('/api/admin/settlements/run', { day: DAY }, { token: admin });
    expect(res.resultCode).toBe('200');
    const byKey = Object.fromEntries(res.data.paid.map((p) => [`${p.memId}:${p.kind}`, p.amount]));
    // Rolling: stake × (own − child's) bp; ptn05 70 bp over a member with none, then 20 bp per tier.
    // Losing: net loss 15,000 − 9,750 = 5,250 × (own − child's) losing bp: 1400 for ptn05, 400 above.
    expect(byKey).toEqual({
      'ptn05:rolling': 105,
      'ptn04:rolling': 30,
      'ptn03:rolling': 30,
      'ptn02:rolling': 30,
      'ptn01:rolling': 30,
      'ptn05:losing': 735,
      'ptn04:losing': 210,
      'ptn03:losing': 210,
      'ptn02:losing': 210,
      'ptn01:losing': 210,
    });
    expect(res.data.total).toBe(1_800);
    expect(await cashOf('ptn05')).toBe(before + 840);
    const again = await t.call<SettlementRunResult>('/api/admin/settlements/run', { day: DAY }, { token: admin });
    expect(again.data).toMatchObject({ paid: [], alreadyPaid: 10, total: 0 });
    expect(await cashOf('ptn05')).toBe(before + 840);
    const keys = await t.database.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'settle:%')
      .execute();
    expect(keys).toHaveLength(10);
    expect(keys.map((k) => k.idempotency_key)).toContain(`settle:${ids.ptn05}:${DAY}:losing`);
    const report = await verify(t.database.db);
    expect(report.violations).toEqual([]);
  });

  it('the scheduler settles the day that is due, paying nothing already paid', async () => {
    expect(dueDay(now, t.config.SITE_TZ_OFFSET_MINUTES)).toBe(DAY);
    expect(dueDay(new Date('2026-11-20T15:30:00Z'), t.config.SITE_TZ_OFFSET_MINUTES)).toBe('2026-11-19');
    const [result] = await settleDueDays(t.app.deps);
    expect(result).toMatchObject({ day: DAY, paid: [], alreadyPaid: 10 });
  });

  it('a partner sees its own and its subtree history only', async () => {
    const ptn04 = await t.loginOffice('ptn04');
    const res = await t.call<OfficeList<SettlementRecord>>(
      '/api/partner/settlements/list',
      { perPage: 50 },
      { token: ptn04 },
    );
    expect(new Set(res.data.list.map((s) => s.memId))).toEqual(new Set(['ptn04', 'ptn05']));
    expect(res.data.list.find((s) => s.memId === 'ptn05' && s.kind === 'losing')).toMatchObject({
      day: DAY,
      base: 5_250,
      amount: 735,
      parts: [{ gameGroup: 'minigame', base: 5_250, amount: 735 }],
    });
    const mine = await t.call<OfficeList<SettlementRecord>>(
      '/api/partner/settlements/list',
      { filter: { mine: true } },
      { token: ptn04 },
    );
    expect(mine.data.list.map((s) => s.memId)).toEqual(['ptn04', 'ptn04']);
  });
});

describe('reports and dashboard', () => {
  it('bets of the subtree, filtered by game group', async () => {
    const ptn05 = await t.loginOffice('ptn05');
    const mini = await t.call<OfficeList<OfficeBetRecord>>(
      '/api/partner/bets/list',
      { filter: { gameGroup: 'minigame' } },
      { token: ptn05 },
    );
    expect(mini.data.list.map((b) => [b.memId, b.stake, b.resultCash])).toEqual([
      ['member01', 5_000, 4_750],
      ['member01', 10_000, -10_000],
    ]);
    const casino = await t.call<OfficeList<OfficeBetRecord>>(
      '/api/partner/bets/list',
      { filter: { gameGroup: 'casino' } },
      { token: ptn05 },
    );
    expect(casino.data.total).toBe(0);
  });

  it('daily and per-partner summary', async () => {
    const member = await t.login('member02');
    await t.call('/api/cash/in', { depositor: '홍길동12', amount: 100_000 }, { token: member });
    const pending = await t.call<{ list: { id: number }[] }>(
      '/api/admin/deposits/list',
      { filter: { status: 0 } },
      { token: admin },
    );
    expect(
      (await t.call('/api/admin/deposits/approve', { id: pending.data.list[0]!.id, memo: 'ok' }, { token: admin }))
        .resultCode,
    ).toBe('200');

    const ptn03 = await t.loginOffice('ptn03');
    const daily = await t.call<OfficeList<DailyReportRecord>>(
      '/api/partner/reports/daily/list',
      { filter: { dateFrom: '2026-11-19', dateTo: '2026-11-21' } },
      { token: ptn03 },
    );
    expect(daily.data.list.map((d) => d.day)).toEqual(['2026-11-21', '2026-11-20', '2026-11-19']);
    expect(daily.data.list[0]).toMatchObject({ deposits: 100_000, net: 100_000 });
    expect(daily.data.list[1]).toMatchObject({ bets: 15_000, wins: 9_750, betNet: 5_250 });

    const summary = await t.call<OfficeList<PartnerSummaryRecord>>(
      '/api/partner/reports/summary/list',
      { filter: { dateFrom: '2026-11-20', dateTo: '2026-11-21' } },
      { token: ptn03 },
    );
    expect(summary.data.list).toEqual([
      expect.objectContaining({
        memId: 'ptn04',
        members: 5,
        deposits: 100_000,
        bets: 15_000,
        wins: 9_750,
        rolling: 30,
        losing: 210,
      }),
    ]);

    const deposits = await t.call<OfficeList<{ memId: string; amount: number; status: number }>>(
      '/api/partner/reports/deposits/list',
      {},
      { token: ptn03 },
    );
    expect(deposits.data.list).toEqual([expect.objectContaining({ memId: 'member02', amount: 100_000, status: 1 })]);
  });

  it('transfers and point lines of the subtree', async () => {
    const ptn04 = await t.loginOffice('ptn04');
    expect(
      (await t.call('/api/partner/money/pay', { memId: 'member03', amount: 20_000 }, { token: ptn04 })).resultCode,
    ).toBe('200');
    const sent = await t.call<OfficeList<{ kind: string; fromMemId: string; toMemId: string; amount: number }>>(
      '/api/partner/reports/transfers/list',
      { filter: { memId: 'member03' } },
      { token: ptn04 },
    );
    expect(sent.data.list).toEqual([
      expect.objectContaining({ kind: 'pay', fromMemId: 'ptn04', toMemId: 'member03', amount: 20_000 }),
    ]);
    const ptn05 = await t.loginOffice('ptn05');
    expect(
      (await t.call<OfficeList<unknown>>('/api/partner/reports/transfers/list', {}, { token: ptn05 })).data.total,
    ).toBe(1);
    const points = await t.call<OfficeList<{ memId: string; amount: number }>>(
      '/api/partner/reports/points/list',
      { filter: { memId: 'member01' } },
      { token: ptn05 },
    );
    expect(points.data.list).toEqual([
      expect.objectContaining({ memId: 'member01', amount: 30_000, balanceAfter: 30_000 }),
    ]);
  });

  it('the dashboard shows today, online members and a 7-day series', async () => {
    const res = await t.call<Dashboard>('/api/admin/dashboard', {}, { token: admin });
    expect(res.data.series.map((d) => d.day)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(res.data.today).toMatchObject({ day: '2026-11-21', deposits: 100_000 });
    expect(res.data.today.onlineMembers).toBeGreaterThanOrEqual(3);
    expect(res.data.series[5]).toMatchObject({ bets: 15_000, wins: 9_750 });
    const me = await t.call<PartnerMe>('/api/partner/me', {}, { token: await t.loginOffice('ptn05') });
    expect(me.data.cash).toBe(await cashOf('ptn05'));
  });
});
