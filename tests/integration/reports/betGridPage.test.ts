import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { ReportList } from '../../../src/shared/reports/gridQuery';
import type { OfficeBetRecord } from '../../../src/shared/api/office/bets';

/**
 * The bet grid's page (docs/domains/reports.md#large-grids): whatever the product group, stake
 * filter, day, sort and page, a partner's page holds exactly the slips of its subtree that a plain
 * sort of every slip picks, and its total and totals row are the sums over every filtered slip of
 * the subtree, worked out here from the rows themselves. The page's sort runs over the keys alone
 * (the covering index), then reads the page's rows whole: this holds the two steps to one answer.
 */
const NOW = Date.parse('2026-11-21T03:00:00Z');
const GROUPS = ['slot', 'casino', 'minigame'] as const;
const STATUSES = ['WIN', 'LOSE', 'TIE', 'CANCEL', 'BET'] as const;
// ptn03's subtree: itself, ptn04, ptn05 and the members under ptn05; ptn01 and ptn02 lie outside.
const BETTORS = ['member01', 'member02', 'member03', 'ptn05', 'ptn03', 'ptn02', 'ptn01'] as const;
const IN_SCOPE = new Set(['member01', 'member02', 'member03', 'ptn05', 'ptn03']);
const siteDayStart = (day: string) => Date.parse(`${day}T00:00:00+09:00`);

let t: TestApp;
let ptn03: string;
const ids: Record<string, number> = {};
interface Slip {
  id: number;
  memId: string;
  group: string;
  stake: number;
  payout: number;
  status: string;
  at: number;
}
const slips: Slip[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(NOW) } });
  ptn03 = await t.loginOffice('ptn03');
  for (const m of await t.database.db.selectFrom('members').select(['id', 'mem_id']).execute()) ids[m.mem_id] = m.id;
  // Ties of stake and of time on purpose: the page's order then rests on the id.
  const slip = fc.record({
    who: fc.constantFrom(...BETTORS),
    group: fc.constantFrom(...GROUPS),
    stake: fc.integer({ min: 1, max: 8 }).map((n) => n * 5_000),
    payout: fc.integer({ min: 0, max: 4 }).map((n) => n * 7_000),
    status: fc.constantFrom(...STATUSES),
    minute: fc.integer({ min: 0, max: 12 * 24 }).map((n) => n * 60),
  });
  for (const s of fc.sample(slip, { numRuns: 400, seed: 20261121 })) {
    const at = NOW - s.minute * 60_000;
    const row = await t.database.db
      .insertInto('bets')
      .values({
        site_id: 'demo',
        member_id: ids[s.who]!,
        game_group: s.group,
        vendor_code: 'grid',
        game_code: 'g1',
        round_id: `grid-${slips.length}`,
        stake: s.stake,
        payout: s.payout,
        status: s.status,
        detail: JSON.stringify({}),
        created_at: new Date(at),
        settled_at: s.status === 'BET' ? null : new Date(at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    slips.push({
      id: Number(row.id),
      memId: s.who,
      group: s.group,
      stake: s.stake,
      payout: s.payout,
      status: s.status,
      at,
    });
  }
});
afterAll(() => t.close());

describe('the bet grid page', () => {
  it('holds the sorted slips of the subtree, with the total and totals of every filtered one', async () => {
    const query = fc.record({
      group: fc.constantFrom(...GROUPS),
      minStake: fc.integer({ min: 0, max: 8 }).map((n) => n * 5_000),
      dateFrom: fc.option(fc.constantFrom('2026-11-12', '2026-11-16', '2026-11-20'), { nil: undefined }),
      field: fc.constantFrom('stake', 'payout', 'createdAt', 'id'),
      order: fc.constantFrom('ASC' as const, 'DESC' as const),
      page: fc.integer({ min: 1, max: 4 }),
      perPage: fc.constantFrom(5, 10),
    });
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await t.call<ReportList<OfficeBetRecord>>(
          '/api/partner/bets/list',
          {
            page: q.page,
            perPage: q.perPage,
            sort: { field: q.field, order: q.order },
            filter: { gameGroup: q.group, ...(q.dateFrom && { dateFrom: q.dateFrom }) },
            where: [{ field: 'stake', operator: '>=', value: q.minStake }],
          },
          { token: ptn03 },
        );
        expect(res.resultCode).toBe('200');
        const from = q.dateFrom ? siteDayStart(q.dateFrom) : -Infinity;
        const kept = slips.filter(
          (s) => IN_SCOPE.has(s.memId) && s.group === q.group && s.stake >= q.minStake && s.at >= from,
        );
        const value = (s: Slip) => (q.field === 'createdAt' ? s.at : q.field === 'id' ? s.id : s[q.field]);
        const sign = q.order === 'ASC' ? 1 : -1;
        const sorted = [...kept].sort((a, b) => sign * (value(a) - value(b) || a.id - b.id));
        const page = sorted.slice((q.page - 1) * q.perPage, q.page * q.perPage);
        expect(res.data.list.map((r) => r.id)).toEqual(page.map((s) => s.id));
        const sum = (rows: Slip[], of: (s: Slip) => number) => rows.reduce((n, s) => n + of(s), 0);
        expect(res.data.total).toBe(kept.length);
        expect(res.data.totals).toEqual({
          count: kept.length,
          stake: sum(kept, (s) => s.stake),
          'payout.paid': sum(
            kept.filter((s) => s.status !== 'CANCEL'),
            (s) => s.payout,
          ),
          'payout.refunded': sum(
            kept.filter((s) => s.status === 'CANCEL'),
            (s) => s.payout,
          ),
          // §3 resultCash: payout − stake once settled, 0 while open.
          resultCash: sum(kept, (s) => (s.status === 'BET' ? 0 : s.payout - s.stake)),
        });
      }),
      { numRuns: 40, seed: 3301 },
    );
    // The subtree holds most slips, the rest lie outside it: the scope is part of what is held.
    expect(slips.filter((s) => IN_SCOPE.has(s.memId)).length).toBeGreaterThan(100);
  });
});
