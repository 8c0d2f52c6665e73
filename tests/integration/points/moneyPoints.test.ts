import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { PagedList } from '../../../src/shared/api/common';
import type { PointChangeResult, PointRow } from '../../../src/shared/api/points';
import { verify } from '../../../src/server/modules/ledger/verify';
import { balancesOf, setOptions, testClock, withKey } from '../../support/moneyFixtures';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock() });
  token = await t.login('member02');
});
afterAll(() => t.close());

const change = (pointAmt: number | undefined, key?: string) =>
  t.call<PointChangeResult>('/api/cash/pointChg', { pointAmt }, key ? withKey(token, key) : { token });

describe('point conversion', () => {
  it('checks the minimum (P003 with pointLimit), the unit (P002 with pointUnit) and the points held (P001)', async () => {
    expect(await change(5_000)).toMatchObject({ resultCode: 'P003', data: { pointLimit: 10_000 } });
    expect(await change(10_500)).toMatchObject({ resultCode: 'P002', data: { pointUnit: 1_000 } });
    expect((await change(40_000)).resultCode).toBe('P001');
    expect((await change(undefined)).resultCode).toBe('C009');
    expect(await balancesOf(t, 'member02')).toEqual({ cash: 500_000, point: 30_000 });
  });

  it('converts points to the same amount of cash, once per idempotency key', async () => {
    const res = await change(12_000, 'pc-1');
    expect(res).toMatchObject({ resultCode: '200', data: { cashAmt: 512_000, pointAmt: 18_000, changed: 12_000 } });
    expect(await change(12_000, 'pc-1')).toEqual(res);
    expect((await change(11_000, 'pc-1')).resultCode).toBe('E004');
    expect(await balancesOf(t, 'member02')).toEqual({ cash: 512_000, point: 18_000 });
  });

  it('answers C018 when the site stops conversion and S007 under point maintenance', async () => {
    await setOptions(t, { pointChangeYn: 'N' });
    expect((await change(10_000)).resultCode).toBe('C018');
    await setOptions(t, { pointChangeYn: 'Y' });
    await t.app.deps.db
      .insertInto('site_checks')
      .values({ site_id: 'demo', check_type: 'point', checking: true, game_code: null, start_at: null, end_at: null })
      .execute();
    t.app.deps.sites.invalidate('demo');
    expect((await change(10_000)).resultCode).toBe('S007');
    await t.app.deps.db.deleteFrom('site_checks').where('check_type', '=', 'point').execute();
    t.app.deps.sites.invalidate('demo');
  });

  it('lists accruals and conversions with their balance after', async () => {
    const all = await t.call<PagedList<PointRow>>('/api/cash/pointList', {}, { token });
    expect(all.data.list.map((r) => [r.useType, r.pointAmt, r.balanceAfter])).toEqual([
      ['change', -12_000, 18_000],
      ['seed', 30_000, 30_000],
    ]);
    const changes = await t.call<PagedList<PointRow>>('/api/cash/pointList', { kind: 'change' }, { token });
    expect(changes.data.pageInfo.tatal_list_count).toBe(1);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
