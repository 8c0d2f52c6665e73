import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { Envelope } from '../../../src/shared/api/envelope';
import type { PagedList } from '../../../src/shared/api/common';
import type { CouponRow, CouponUseResult } from '../../../src/shared/api/coupons';
import { verify } from '../../../src/server/modules/ledger/verify';
import { balancesOf, memberIdOf, testClock, withKey } from '../../support/moneyFixtures';

const clock = testClock();
let t: TestApp;
let member01: string;
let member02: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  [member01, member02, staff] = [await t.login('member01'), await t.login('member02'), await t.loginStaff()];
});
afterAll(() => t.close());

const coupons = async (token: string, state: 'usable' | 'all' = 'usable') =>
  (await t.call<PagedList<CouponRow>>('/api/coupon/list', { state }, { token })).data.list;
const couponOf = async (token: string, reward: CouponRow['reward']) =>
  (await coupons(token)).find((c) => c.reward === reward)!;
const use = (token: string, couponId: number, key?: string) =>
  t.call<CouponUseResult>('/api/coupon/use', { couponId }, key ? withKey(token, key) : { token });
const gift = (token: string, couponId: number, toMemId: string) =>
  t.call('/api/coupon/gift', { couponId, toMemId }, { token });
const asStaff = <T>(path: string, body: Record<string, unknown>) => t.call<T>(path, body, { token: staff });
const ledgerRows = (key: string) =>
  t.app.deps.db.selectFrom('ledger_transactions').select(['kind', 'meta']).where('idempotency_key', '=', key).execute();

describe('coupons', () => {
  it('lists the demo coupons and pays a point coupon once through the ledger (key coupon:<id>)', async () => {
    expect((await coupons(member01)).map((c) => c.reward).sort()).toEqual(['cash', 'point', 'spin']);
    const c = await couponOf(member01, 'point');
    const before = await balancesOf(t, 'member01');
    const res = await use(member01, c.couponId, 'use-1');
    expect(res).toMatchObject({
      resultCode: '200',
      data: { couponId: c.couponId, reward: 'point', amount: 5_000, pointAmt: before.point + 5_000 },
    });
    expect(await use(member01, c.couponId, 'use-1')).toEqual(res);
    expect((await use(member01, c.couponId)).resultCode).toBe('V102');
    expect(await balancesOf(t, 'member01')).toEqual({ cash: before.cash, point: before.point + 5_000 });
    expect(await ledgerRows(`coupon:${c.couponId}`)).toEqual([
      { kind: 'coupon.use', meta: { source: 'coupon', couponId: c.couponId } },
    ]);
    const all = await coupons(member01, 'all');
    expect(all.find((x) => x.couponId === c.couponId)).toMatchObject({ state: 'used' });
    expect((await coupons(member01)).some((x) => x.couponId === c.couponId)).toBe(false);
  });

  it('parallel uses of one coupon pay once', async () => {
    const c = await couponOf(member01, 'cash');
    const before = await balancesOf(t, 'member01');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => use(member01, c.couponId, `par-${i}`)));
    expect(answers.filter((a) => a.resultCode === '200')).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.resultCode !== '200').map((a) => a.resultCode))).toEqual(new Set(['V102']));
    expect(await balancesOf(t, 'member01')).toEqual({ cash: before.cash + 10_000, point: before.point });
  });

  it('parallel gifts and uses of one coupon have one effect', async () => {
    const c = await couponOf(member02, 'point');
    const before = {
      m1: await balancesOf(t, 'member01'),
      m2: await balancesOf(t, 'member02'),
      m3: await balancesOf(t, 'member03'),
    };
    const answers: Envelope[] = await Promise.all([
      gift(member02, c.couponId, 'member01'),
      gift(member02, c.couponId, 'member03'),
      gift(member02, c.couponId, 'member01'),
      use(member02, c.couponId),
      use(member02, c.couponId),
    ]);
    expect(answers.filter((a) => a.resultCode === '200')).toHaveLength(1);
    expect(answers.filter((a) => a.resultCode !== '200').every((a) => ['V101', 'V102'].includes(a.resultCode))).toBe(
      true,
    );
    const holder = await t.app.deps.db
      .selectFrom('coupons')
      .select(['member_id', 'status'])
      .where('id', '=', c.couponId)
      .executeTakeFirstOrThrow();
    const used = holder.status === 'used';
    expect(await balancesOf(t, 'member02')).toEqual({ ...before.m2, point: before.m2.point + (used ? 5_000 : 0) });
    if (!used) expect([await memberIdOf(t, 'member01'), await memberIdOf(t, 'member03')]).toContain(holder.member_id);
  });

  it('a gift moves the coupon; each refusal has its own code and changes nothing', async () => {
    const c = await couponOf(member02, 'spin');
    expect((await gift(member02, c.couponId, 'member02')).resultCode).toBe('V104');
    expect((await gift(member02, c.couponId, 'MEMBER02')).resultCode).toBe('V104');
    expect((await gift(member02, c.couponId, 'nobody99')).resultCode).toBe('V105');
    expect((await gift(member02, c.couponId, 'member04')).resultCode).toBe('V105');
    expect((await gift(member01, c.couponId, 'member03')).resultCode).toBe('V101');
    expect((await use(member01, c.couponId)).resultCode).toBe('V101');
    expect((await gift(member02, 99_999_999, 'member01')).resultCode).toBe('V101');
    expect(
      (await t.call('/api/coupon/gift', { couponId: 'x', toMemId: 'member01' }, { token: member02 })).resultCode,
    ).toBe('E003');
    expect(await gift(member02, c.couponId, 'member01')).toMatchObject({
      resultCode: '200',
      data: { couponId: c.couponId, toNick: expect.any(String) },
    });
    const received = (await coupons(member01)).find((x) => x.couponId === c.couponId)!;
    expect(received.giftedBy).toBeTruthy();
    expect((await use(member02, c.couponId)).resultCode).toBe('V101');
  });

  it('a spin coupon grants its spins as tickets named for it', async () => {
    const c = (await coupons(member01)).find((x) => x.reward === 'spin')!;
    expect((await use(member01, c.couponId)).resultCode).toBe('200');
    const tickets = await t.app.deps.db
      .selectFrom('roulette_tickets')
      .select('source_ref')
      .where('source', '=', 'coupon')
      .where('member_id', '=', await memberIdOf(t, 'member01'))
      .orderBy('id')
      .execute();
    expect(tickets.map((x) => x.source_ref)).toContain(`coupon:${c.couponId}:3`);
  });

  it('staff define a kind and issue it to a member, a level, everyone or a partner subtree; expired and withdrawn coupons are refused', async () => {
    const kind = await asStaff<{ id: number }>('/api/admin/couponKinds/create', {
      data: { name: 'Weekend 2,000 P', reward: 'point', amount: 2_000, validDays: 1 },
    });
    expect(kind.resultCode).toBe('200');
    const issue = (data: Record<string, unknown>) =>
      asStaff<{ issued: number }>('/api/admin/coupons/issue', { data: { kindId: kind.data.id, ...data } });
    expect((await issue({ target: 'member', memId: 'member03' })).data.issued).toBe(1);
    expect((await issue({ target: 'subtree', memId: 'ptn04' })).data.issued).toBe(4);
    expect((await issue({ target: 'subtree', memId: 'member01' })).resultCode).toBe('E003');
    expect((await issue({ target: 'member', memId: 'ghost' })).resultCode).toBe('E007');
    expect((await issue({ target: 'level' })).resultCode).toBe('E003');
    expect((await issue({ target: 'level', level: 1 })).data.issued).toBeGreaterThan(0);
    const list = await asStaff<{ list: { memId: string; kindName: string }[]; total: number }>(
      '/api/admin/coupons/list',
      { filter: { kindId: kind.data.id, memId: 'member03' } },
    );
    expect(list.data.list.every((r) => r.memId === 'member03' && r.kindName === 'Weekend 2,000 P')).toBe(true);
    expect(list.data.total).toBe(3);

    const member03 = await t.login('member03');
    const mine = (await coupons(member03)).filter((c) => c.name === 'Weekend 2,000 P');
    // A day later (the session would end too, so the coupon's date moves instead of the clock).
    await t.app.deps.db
      .updateTable('coupons')
      .set({ expires_at: new Date(clock.now().getTime() - 1) })
      .where('id', '=', mine[0]!.couponId)
      .execute();
    expect((await use(member03, mine[0]!.couponId)).resultCode).toBe('V103');
    expect((await coupons(member03, 'all')).find((c) => c.couponId === mine[0]!.couponId)).toMatchObject({
      state: 'expired',
    });
    await asStaff('/api/admin/couponKinds/update', {
      id: kind.data.id,
      data: { name: 'Weekend 2,000 P', reward: 'point', amount: 2_000, validDays: 1, enabled: false },
    });
    expect((await use(member03, mine[1]!.couponId)).resultCode).toBe('V106');
    const kinds = await asStaff<{ list: { id: number; issued: number; used: number }[] }>(
      '/api/admin/couponKinds/list',
      {},
    );
    expect(kinds.data.list.find((k) => k.id === kind.data.id)).toMatchObject({ used: 0 });
    expect((await t.call('/api/admin/couponKinds/list', {}, { token: member01 })).resultCode).toBe('E006');
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
