import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { BonusOffer } from '../../../src/shared/api/bonuses';
import type { CashRow } from '../../../src/shared/api/cash';
import { verify } from '../../../src/server/modules/ledger/verify';
import { balancesOf, testClock } from '../../support/moneyFixtures';
import { requirementsOf } from '../../support/bonusFixtures';

const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe("the demo's first-deposit bonus", () => {
  it('grants what its banner promises: 10% of the first deposit of the day, up to 100,000, to wager 3× in 72 hours', async () => {
    const member = await t.login('member02');
    const staff = await t.loginStaff();
    const { offers } = (await t.call<{ offers: BonusOffer[] }>('/api/bonus/offers', {}, { token: member })).data;
    expect(offers).toEqual([
      expect.objectContaining({
        kind: 'first_deposit',
        name: '첫충 10%',
        pays: 'cash',
        rateBp: 1_000,
        cap: 100_000,
        minDeposit: 10_000,
        rolloverBp: 30_000,
        expiryHours: 72,
        weights: expect.objectContaining({ slot: 10_000, casino: 1_000, sports_single: 5_000 }),
      }),
    ]);
    const before = await balancesOf(t, 'member02');
    const d = await t.call<CashRow>(
      '/api/cash/in',
      { depositor: '홍길동', amount: 2_000_000, bonusProgramId: offers[0]!.programId },
      { token: member },
    );
    expect(d.resultCode).toBe('200');
    expect((await t.call('/api/admin/deposits/approve', { id: d.data.cashIdx }, { token: staff })).resultCode).toBe(
      '200',
    );
    expect((await balancesOf(t, 'member02')).cash - before.cash).toBe(2_000_000 + 100_000);
    expect(await requirementsOf(t, 'member02')).toMatchObject([
      { granted: 100_000, to_wager: 300_000, state: 'active', source: `bonus:first_deposit:${d.data.cashIdx}` },
    ]);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
