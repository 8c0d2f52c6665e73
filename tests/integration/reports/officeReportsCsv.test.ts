import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { parseCsv } from '../../support/csv';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { CashReportRecord } from '../../../src/shared/api/office/reports';
import type { ReportList } from '../../../src/shared/reports/gridQuery';
import { cashSource } from '../../../src/server/modules/cash/report';
import { reportChunks } from '../../../src/server/http/grid/reportQuery';
import { catalogueTranslator, marketPickName, minigameName } from '../../../src/shared/labels';
import ko from '../../../locales/ko.json';

/**
 * A report grid's page (server paging, sorting, the grid's filter items, totals
 * of the whole filtered result) and its CSV export (every filtered row, not one page; UTF-8 BOM;
 * Korean intact; labels instead of codes; site time), scoped to the caller like the page.
 *
 * Deposit requests are written straight into cash_requests (a report reads them; none is pending,
 * so no money is held): 30 in ptn05's subtree, 8 of its parent ptn04 and of ptn03, which ptn05
 * must never see. Several share one created_at, so the export's keyset must order ties by id.
 */
let t: TestApp;
let staff: string;
let ptn05: string;
const ids: Record<string, number> = {};
/** 2026-11-20 15:30 UTC is 2026-11-21 00:30 in site time (+09:00): the day changes. */
const BASE = Date.parse('2026-11-20T15:30:00Z');

interface Seeded {
  memId: string;
  amount: number;
  depositor: string;
  status: number;
  createdAt: Date;
}

function buildSeed(): Seeded[] {
  const rows: Seeded[] = [];
  for (let i = 0; i < 30; i++) {
    rows.push({
      memId: i % 2 ? 'member01' : 'member02',
      amount: 10_000 * (1 + (i % 7)),
      depositor: i === 3 ? '김, "큰따옴표" 입금' : i === 4 ? '=HYPERLINK("x")' : `홍길동${i}`,
      status: i % 3 === 0 ? 1 : -1,
      // Pairs share one instant.
      createdAt: new Date(BASE + Math.floor(i / 2) * 3_600_000),
    });
  }
  for (let i = 0; i < 8; i++)
    rows.push({
      memId: i % 2 ? 'ptn04' : 'ptn03',
      amount: 10_000 * (1 + (i % 7)),
      depositor: `바깥${i}`,
      status: -1,
      createdAt: new Date(BASE + i * 3_600_000),
    });
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const m of await t.database.db.selectFrom('members').select(['id', 'mem_id']).execute()) ids[m.mem_id] = m.id;
  await t.database.db
    .insertInto('cash_requests')
    .values(
      seeded.map((s) => ({
        site_id: DEMO.siteId,
        member_id: ids[s.memId]!,
        kind: 'in',
        amount: s.amount,
        depositor: s.depositor,
        status: s.status,
        created_at: s.createdAt,
      })),
    )
    .execute();
  staff = await t.loginStaff();
  ptn05 = await t.loginOffice('ptn05');
});
afterAll(() => t.close());

const list = (token: string, body: Record<string, unknown>) =>
  t.call<ReportList<CashReportRecord>>('/api/partner/reports/deposits/list', body, { token });
const adminList = (token: string, body: Record<string, unknown>) =>
  t.call<ReportList<CashReportRecord>>('/api/admin/reports/deposits/list', body, { token });

/** An export over HTTP: the raw text and its parsed rows (or the envelope when refused). */
async function exportCsv(path: string, token: string | undefined, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: { siteId: DEMO.siteId, ...body },
    headers: { authorization: DEMO.siteKey, ...(token ? { token } : {}) },
  } as InjectOptions);
  return {
    res,
    text: res.body,
    rows: res.headers['content-type']?.toString().startsWith('text/csv') ? parseCsv(res.body) : null,
  };
}

const seeded: Seeded[] = buildSeed();
const inSubtree = seeded.filter((s) => s.memId.startsWith('member'));
const bigOnes = inSubtree.filter((s) => s.amount >= 40_000);
const bigWhere = [{ field: 'amount', operator: '>=', value: 40_000 }];

describe('a report page', () => {
  it('pages, sorts and filters on the server, with totals of every filtered row', async () => {
    const res = await list(ptn05, { page: 2, perPage: 4, sort: { field: 'amount', order: 'ASC' }, where: bigWhere });
    expect(res.resultCode).toBe('200');
    expect(res.data.total).toBe(bigOnes.length);
    // Done and cancelled requests are summed apart (docs/domains/reports.md#one-grid-two-calls).
    const sum = (status: number) => bigOnes.filter((x) => x.status === status).reduce((s, x) => s + x.amount, 0);
    expect(res.data.totals).toEqual({
      count: bigOnes.length,
      'amount.open': 0,
      'amount.done': sum(1),
      'amount.cancelled': sum(-1),
    });
    const expected = [...bigOnes]
      .sort((a, b) => a.amount - b.amount)
      .map((x) => x.amount)
      .slice(4, 8);
    expect(res.data.list.map((r) => r.amount)).toEqual(expected);
    expect(res.data.list.every((r) => r.memId.startsWith('member'))).toBe(true);
  });

  it('filters on enum, text and time columns with the grid operators', async () => {
    const done = await list(ptn05, { perPage: 100, where: [{ field: 'status', operator: 'is', value: '1' }] });
    expect(done.data.total).toBe(inSubtree.filter((s) => s.status === 1).length);
    const named = await list(ptn05, {
      perPage: 100,
      where: [{ field: 'depositorName', operator: 'contains', value: '길동2' }],
    });
    expect(named.data.list.map((r) => r.depositorName).sort()).toEqual([
      '홍길동2',
      '홍길동20',
      '홍길동21',
      '홍길동22',
      '홍길동23',
      '홍길동24',
      '홍길동25',
      '홍길동26',
      '홍길동27',
      '홍길동28',
      '홍길동29',
    ]);
    // A day alone: on or after the 21st (site time) keeps every row, after the 21st drops its rows.
    const after = await list(ptn05, {
      perPage: 100,
      where: [{ field: 'createdAt', operator: 'after', value: '2026-11-21' }],
    });
    const endOf21st = Date.parse('2026-11-21T14:59:59.999Z');
    expect(after.data.total).toBe(inSubtree.filter((s) => s.createdAt.getTime() > endOf21st).length);
  });

  it('refuses a column or operator outside the report (E003) and changes nothing', async () => {
    for (const where of [
      [{ field: 'password_hash', operator: 'equals', value: 'x' }],
      [{ field: 'amount', operator: 'contains', value: '1' }],
      [{ field: 'status', operator: 'is', value: '7' }],
      [{ field: 'memo', operator: 'contains', value: 'x' }],
    ]) {
      const res = await list(ptn05, { where });
      expect(res, JSON.stringify(where)).toMatchObject({ resultCode: 'E003', data: { fields: ['where'] } });
    }
    const injected = await list(ptn05, { sort: { field: 'amount; drop table members', order: 'ASC' } });
    expect(injected.resultCode).toBe('E003');
  });

  it('never reaches outside the partner subtree, whatever the filter', async () => {
    const res = await list(ptn05, { perPage: 100, filter: { memId: 'ptn0' } });
    expect(res.data.total).toBe(0);
    const all = await adminList(staff, { perPage: 100 });
    expect(all.data.total).toBe(seeded.length);
  });
});

describe('the CSV export', () => {
  const columns = ['id', 'memId', 'depositorName', 'amount', 'status', 'createdAt'];

  it('holds every filtered row in the page order, not one page, with a BOM and Korean labels', async () => {
    const body = {
      page: 1,
      perPage: 5,
      sort: { field: 'createdAt', order: 'DESC' },
      where: bigWhere,
      columns,
      lang: 'ko',
    };
    const { res, text, rows } = await exportCsv('/api/partner/reports/deposits/export', ptn05, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="deposits-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(Buffer.from(res.rawPayload).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...data] = rows!;
    expect(header).toEqual(['\uFEFF번호', '아이디', '입금자명', '금액', '상태', '등록일시']);
    // The same rows as every page of the grid, in its order.
    const pages = await list(ptn05, { page: 1, perPage: 1000, sort: body.sort, where: bigWhere });
    expect(data).toHaveLength(bigOnes.length);
    expect(data.map((r) => Number(r[0]))).toEqual(pages.data.list.map((r) => r.id));
    for (const [i, r] of data.entries()) {
      const record = pages.data.list[i]!;
      expect(r[1]).toBe(record.memId);
      expect(r[2]).toBe(record.depositorName.startsWith('=') ? `'${record.depositorName}` : record.depositorName);
      expect(r[3]).toBe(String(record.amount));
      expect(r[4]).toBe(record.status === 1 ? '완료' : '취소');
    }
  });

  it('writes times in site time and keeps quotes, commas and formulas harmless', async () => {
    const { rows } = await exportCsv('/api/partner/reports/deposits/export', ptn05, {
      sort: { field: 'id', order: 'ASC' },
      columns,
      lang: 'ko',
    });
    const data = rows!.slice(1);
    expect(data).toHaveLength(inSubtree.length);
    // Seeded in id order: the first at 15:30 UTC on the 20th is 00:30 on the 21st in Korea.
    expect(data[0]![5]).toBe('2026-11-21 00:30:00');
    expect(data[2]![5]).toBe('2026-11-21 01:30:00');
    expect(data[3]![2]).toBe('김, "큰따옴표" 입금');
    expect(data[4]![2]).toBe(`'=HYPERLINK("x")`);
  });

  it('speaks the office language: English headers and values', async () => {
    const { rows } = await exportCsv('/api/partner/reports/deposits/export', ptn05, {
      columns: ['memId', 'amount', 'status'],
      lang: 'en',
      where: [{ field: 'status', operator: 'is', value: 1 }],
    });
    expect(rows![0]).toEqual(['\uFEFFID', 'Amount', 'Status']);
    expect(new Set(rows!.slice(1).map((r) => r[2]))).toEqual(new Set(['Done']));
  });

  it("holds only the partner's subtree; staff get the site (IDOR)", async () => {
    const partner = await exportCsv('/api/partner/reports/deposits/export', ptn05, {
      columns: ['memId', 'depositorName'],
    });
    const names = partner.rows!.slice(1).map((r) => r[0]);
    expect(names).toHaveLength(inSubtree.length);
    expect(names.every((m) => m === 'member01' || m === 'member02')).toBe(true);
    expect(partner.text).not.toContain('바깥');
    const site = await exportCsv('/api/admin/reports/deposits/export', staff, { columns: ['memId', 'depositorName'] });
    expect(site.rows!.slice(1)).toHaveLength(seeded.length);
  });

  it('refuses like the page: a guest E006, a member U029 or E006, a bad column E003 — as the envelope', async () => {
    const guest = await exportCsv('/api/partner/reports/deposits/export', undefined, { columns });
    expect(guest.res.json()).toMatchObject({ resultCode: 'E006', data: null });
    const member = await exportCsv('/api/partner/reports/deposits/export', await t.login('member03'), { columns });
    expect(['E006', 'U029']).toContain(member.res.json().resultCode);
    const bad = await exportCsv('/api/partner/reports/deposits/export', ptn05, { columns: ['id', 'password_hash'] });
    expect(bad.res.json()).toMatchObject({ resultCode: 'E003', data: { fields: ['columns'] } });
    const badWhere = await exportCsv('/api/partner/reports/deposits/export', ptn05, {
      columns,
      where: [{ field: 'memo', operator: 'contains', value: 'x' }],
    });
    expect(badWhere.res.json()).toMatchObject({ resultCode: 'E003', data: { fields: ['where'] } });
  });
});

describe('the keyset chunks', () => {
  it('read every row once, in order, across chunk edges and ties', async () => {
    const deps = t.app.deps;
    const scope = { siteId: DEMO.siteId, path: null, self: null };
    for (const sort of [
      { field: 'createdAt', order: 'DESC' as const },
      { field: 'amount', order: 'ASC' as const },
      { field: 'processedAt', order: 'DESC' as const },
    ]) {
      const query = { page: 1, perPage: 1000, sort, filter: {}, where: [] };
      const page = await adminList(staff, query);
      const source = cashSource(deps, scope, 'in', { dateFrom: undefined, dateTo: undefined });
      const seen: number[] = [];
      for await (const rows of reportChunks(source.spec, source.base, query, deps.config.SITE_TZ_OFFSET_MINUTES, {
        chunk: 3,
      }))
        seen.push(...(await source.toRecords(rows)).map((r) => r.id));
      expect(seen, sort.field).toEqual(page.data.list.map((r) => r.id));
    }
  });
});

describe('the bet report export', () => {
  it('writes each slip as the grid shows it: words for product and status, the first pick, site time', async () => {
    const at = new Date('2026-11-21T03:04:05Z');
    const slips = await t.database.db
      .insertInto('bets')
      .values([
        {
          site_id: DEMO.siteId,
          member_id: ids.member01!,
          game_group: 'minigame',
          vendor_code: 'mg',
          game_code: 'pwball',
          game_name: '파워볼',
          round_id: 'r-1',
          detail: '{}',
          odds: 195,
          stake: 5_000,
          potential_payout: 9_750,
          payout: 9_750,
          status: 'WIN',
          created_at: at,
          settled_at: at,
        },
        {
          site_id: DEMO.siteId,
          member_id: ids.ptn03!,
          game_group: 'slot',
          vendor_code: 'v',
          game_code: 'g',
          game_name: '바깥 슬롯',
          round_id: 'r-2',
          detail: '{}',
          odds: 0,
          stake: 1_000,
          potential_payout: 0,
          payout: 0,
          status: 'BET',
          created_at: at,
          settled_at: null,
        },
      ])
      .returning('id')
      .execute();
    await t.database.db
      .insertInto('bet_legs')
      .values(
        slips.map((s, i) => ({
          bet_id: s.id,
          leg_no: 1,
          market: 'power_oe',
          pick: i ? 'x' : 'odd',
          odds: 195,
          outcome: i ? 'PENDING' : 'WIN',
          settled_at: i ? null : at,
          created_at: at,
        })),
      )
      .execute();
    const columns = [
      'id',
      'memId',
      'gameGroup',
      'gameName',
      'pick',
      'odds',
      'stake',
      'payout',
      'resultCash',
      'status',
      'createdAt',
      'settledAt',
    ];
    const { rows } = await exportCsv('/api/partner/bets/export', ptn05, { columns, lang: 'ko' });
    expect(rows![0]).toEqual([
      '\uFEFF번호',
      '아이디',
      '게임 구분',
      '게임명',
      '선택',
      '배당',
      '베팅금',
      '당첨금',
      '손익',
      '상태',
      '등록일시',
      '정산 시각',
    ]);
    // The minigame named, and its pick worded, as the play page does (src/shared/labels).
    const words = catalogueTranslator(ko);
    expect(rows!.slice(1)).toEqual([
      [
        String(slips[0]!.id),
        'member01',
        '미니게임',
        minigameName(words, 'pwball'),
        marketPickName(words, 'power_oe', 'odd'),
        '1.95',
        '5000',
        '9750',
        '4750',
        '당첨',
        '2026-11-21 12:04:05',
        '2026-11-21 12:04:05',
      ],
    ]);
    expect(rows![1]![4]).not.toContain('odd');
    const site = await exportCsv('/api/admin/bets/export', staff, {
      columns: ['memId', 'odds', 'status', 'settledAt'],
      lang: 'en',
      where: [{ field: 'status', operator: 'is', value: 'BET' }],
    });
    // A vendor game's slip has no odds of ours: "—", as the grid shows it, never 0.00.
    expect(site.rows!.slice(1)).toEqual([['ptn03', '—', 'Open', '']]);
  });
});
