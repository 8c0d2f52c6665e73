import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { OfficeList } from '../../../src/shared/api/office';
import type { LowerMemberRecord, PartnerMe, RateRecord } from '../../../src/shared/api/office/index';

/**
 * A partner's lower members (docs/domains/members.md#partners-lower-members): subtree only, lower
 * tiers only, rates not above its own.
 */
let t: TestApp;
let now = new Date('2026-11-21T03:00:00Z');
let ptn03: string;
let ptn05: string;
const as = (token: string) => ({ token });

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  ptn03 = await t.loginOffice('ptn03');
  ptn05 = await t.loginOffice('ptn05');
});
afterAll(() => t.close());

const newPartner = (memId: string, n: number, rates: object[]) => ({
  data: {
    memId,
    memNick: `nick${memId}`,
    name: '김철수',
    phone: `010-7000-${String(1000 + n)}`,
    password: 'pass1234',
    tier: 'PTN_4',
    rates,
  },
});

describe('partner my page', () => {
  it('shows own rates, balances and the tree below', async () => {
    const res = await t.call<PartnerMe>('/api/partner/me', {}, as(ptn03));
    expect(res.resultCode).toBe('200');
    expect(res.data).toMatchObject({
      memId: 'ptn03',
      tier: 'PTN_3',
      parentMemId: 'ptn02',
      lowerPartners: 2,
      lowerMembers: 6,
      gateSet: false,
    });
    expect(res.data.rates.find((r) => r.gameGroup === 'casino')).toMatchObject({ rollingBp: 110, losingBp: 2200 });
    expect(res.data.creatableTiers).toEqual(['PTN_4', 'PTN_5', 'NORMAL']);
  });
});

describe('lower members list', () => {
  it('lists only the subtree, filtered and sorted', async () => {
    const res = await t.call<OfficeList<LowerMemberRecord>>(
      '/api/partner/members/list',
      { page: 1, perPage: 10, sort: { field: 'memId', order: 'ASC' } },
      as(ptn05),
    );
    expect(res.data.list.map((m) => m.memId)).toEqual(['member01', 'member02', 'member03', 'member04']);
    expect(res.data.total).toBe(4);
    const waiting = await t.call<OfficeList<LowerMemberRecord>>(
      '/api/partner/members/list',
      { filter: { status: 'wait' } },
      as(ptn03),
    );
    expect(waiting.data.list.map((m) => m.memId)).toEqual(['member04']);
    expect(waiting.data.list[0]!.depth).toBe(3);
    const byPrefix = await t.call<OfficeList<LowerMemberRecord>>(
      '/api/partner/members/list',
      { filter: { memId: 'ptn' } },
      as(ptn03),
    );
    expect(byPrefix.data.list.map((m) => m.memId).sort()).toEqual(['ptn04', 'ptn05']);
  });

  it('never returns a record above or beside the caller', async () => {
    const ptn02 = await t.call<OfficeList<LowerMemberRecord>>(
      '/api/partner/members/list',
      { filter: { memId: 'ptn02' } },
      as(ptn03),
    );
    expect(ptn02.data).toEqual({ list: [], total: 0 });
    const idOf02 = (await t.call<PartnerMe>('/api/partner/me', {}, as(await t.loginOffice('ptn02')))).data.id;
    ptn03 = await t.loginOffice('ptn03');
    const get = await t.call('/api/partner/members/get', { id: idOf02 }, as(ptn03));
    expect(get).toMatchObject({ resultCode: 'E007', data: null });
  });
});

describe('lower member create', () => {
  it('refuses a tier not below the caller', async () => {
    const res = await t.call(
      '/api/partner/members/create',
      { data: { ...newPartner('ptnx3', 1, []).data, tier: 'PTN_3' } },
      as(ptn03),
    );
    expect(res.resultCode).toBe('E003');
  });

  it('refuses a rate above its own with G010, then creates with a valid one', async () => {
    const high = await t.call(
      '/api/partner/members/create',
      newPartner('ptnnew4', 2, [{ gameGroup: 'slot', rollingBp: 200, losingBp: 100 }]),
      as(ptn03),
    );
    expect(high).toMatchObject({ resultCode: 'G010', data: { field: 'rates.slot.rollingBp', max: 110 } });
    const ok = await t.call<LowerMemberRecord>(
      '/api/partner/members/create',
      newPartner('ptnnew4', 2, [{ gameGroup: 'slot', rollingBp: 100, losingBp: 2000 }]),
      as(ptn03),
    );
    expect(ok.resultCode).toBe('200');
    expect(ok.data).toMatchObject({
      memId: 'ptnnew4',
      tier: 'PTN_4',
      parentMemId: 'ptn03',
      depth: 1,
      status: 'normal',
    });
    expect(ok.data.rates.find((r) => r.gameGroup === 'slot')).toMatchObject({ rollingBp: 100, losingBp: 2000 });
    const again = await t.call('/api/partner/members/create', newPartner('ptnnew4', 3, []), as(ptn03));
    expect(again.resultCode).toBe('U005');
  });

  it('locks a referral rate for a day after it was set (G013)', async () => {
    const created = await t.call<LowerMemberRecord>(
      '/api/partner/members/create',
      newPartner('ptnlock4', 4, [{ gameGroup: 'casino', rollingBp: 50, losingBp: 1000 }]),
      as(ptn03),
    );
    const rates = [{ gameGroup: 'casino', rollingBp: 60, losingBp: 1000 }];
    const locked = await t.call('/api/partner/rates/update', { memberId: created.data.id, rates }, as(ptn03));
    expect(locked).toMatchObject({ resultCode: 'G013', data: { field: 'rates.casino' } });
    now = new Date(now.getTime() + 25 * 3_600_000);
    ptn03 = await t.loginOffice('ptn03');
    const changed = await t.call<RateRecord[]>(
      '/api/partner/rates/update',
      { memberId: created.data.id, rates },
      as(ptn03),
    );
    expect(changed.resultCode).toBe('200');
    expect(changed.data.find((r) => r.gameGroup === 'casino')).toMatchObject({
      rollingBp: 60,
      lockedUntil: expect.any(String),
    });
    const tooHigh = await t.call(
      '/api/partner/rates/update',
      { memberId: created.data.id, rates: [{ gameGroup: 'sports', rollingBp: 111, losingBp: 0 }] },
      as(ptn03),
    );
    expect(tooHigh.resultCode).toBe('G010');
  });

  it('writes every create to the audit log', async () => {
    const rows = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.create')
      .execute();
    expect(rows.map((r) => [r.actor_kind, r.actor_id, r.target])).toEqual(
      expect.arrayContaining([['partner', 'ptn03', 'ptnnew4']]),
    );
  });
});
