import { describe, expect, it } from 'vitest';
import type { LegOutcome } from '../bets/slip';
import { ResultCode } from '../resultCodes';
import { cashOutTerms, cashOutValue, type CashOutLegState, type CashOutRule } from './cashOut';

const leg = (outcome: LegOutcome, odds: number, currentOdds: number | null = null) => ({ outcome, odds, currentOdds });

describe('cash-out value: stake × Π (settled at outcome, open at placed ÷ current) less the margin, floored', () => {
  it.each([
    // single, odds unchanged: the stake back less the margin
    ['single, odds unchanged', 10_000, [leg('PENDING', 200, 200)], 0, 10_000, 10_000],
    ['single, odds unchanged, 5% margin', 10_000, [leg('PENDING', 200, 200)], 500, 10_000, 9_500],
    // the pick shortened from 2.00 to 1.50: 10,000 × 2.00 / 1.50 = 13,333.33
    ['single, odds shortened', 10_000, [leg('PENDING', 200, 150)], 500, 13_333, 12_666],
    // the pick drifted from 2.00 to 3.00: 6,666.67 and 6,333.33
    ['single, odds drifted', 10_000, [leg('PENDING', 200, 300)], 500, 6_666, 6_333],
    // combo: a won leg at 1.80, an open leg 2.10 now 1.40: 10,000 × 1.80 × 1.5 = 27,000
    ['combo, won + open', 10_000, [leg('WIN', 180), leg('PENDING', 210, 140)], 500, 27_000, 25_650],
    // a voided and a pushed leg count 1
    [
      'combo, void + push + open',
      10_000,
      [leg('VOID', 250), leg('TIE', 190), leg('PENDING', 200, 200)],
      0,
      10_000,
      10_000,
    ],
    // half won at 1.90: (1 + 1.90) / 2 = 1.45; half lost: 0.5
    ['combo, half won + open', 10_000, [leg('HALF_WIN', 190), leg('PENDING', 200, 250)], 300, 11_600, 11_252],
    ['combo, half lost + open', 10_000, [leg('HALF_LOSE', 190), leg('PENDING', 200, 160)], 300, 6_250, 6_062],
    // rounding: one floor for the fair value and one for the value, both down (house)
    // 1,001 × 3.33 / 3.01 × 1.77 / 1.99 = 984.98…, and × 0.975 = 960.36…
    ['rounding', 1_001, [leg('PENDING', 333, 301), leg('PENDING', 177, 199)], 250, 984, 960],
  ] as const)('%s', (_name, stake, legs, marginBp, fair, value) => {
    expect(cashOutValue(stake, legs, marginBp)).toEqual({ fair, value });
  });

  it('a lost leg leaves nothing to value', () => {
    expect(cashOutValue(10_000, [leg('LOSE', 200), leg('PENDING', 200, 200)], 500)).toBeNull();
  });

  it('an open leg without current odds cannot be valued', () => {
    expect(cashOutValue(10_000, [leg('PENDING', 200, null)], 500)).toBeNull();
  });

  it('the parts of a stake never pay more than the whole (the floors fall to the house)', () => {
    const legs = [leg('PENDING', 333, 301), leg('PENDING', 177, 199)];
    for (const share of [1, 333, 500, 999, 1_000]) {
      const whole = cashOutValue(1_001, legs, 250)!.value;
      const parts = cashOutValue(share, legs, 250)!.value + (cashOutValue(1_001 - share, legs, 250)?.value ?? 0);
      expect(parts).toBeLessThanOrEqual(whole);
    }
  });

  it('leaves the folder bonus out: a 3-fold of unchanged odds is worth its stake, not stake × bonus', () => {
    expect(
      cashOutValue(10_000, [leg('PENDING', 150, 150), leg('PENDING', 150, 150), leg('PENDING', 150, 150)], 0),
    ).toEqual({ fair: 10_000, value: 10_000 });
  });
});

describe('cash-out terms: open legs before kick-off or in play, on open markets with cash-out on', () => {
  const now = new Date('2026-11-21T03:00:00Z');
  const later = new Date('2026-11-21T05:00:00Z');
  const open: CashOutLegState = {
    ...leg('PENDING', 200, 190),
    sport: 'soccer',
    marketType: '1x2',
    marketState: 'open',
    fixtureState: 'open',
    betStopped: false,
    startsAt: later,
  };
  const live: CashOutLegState = { ...open, fixtureState: 'live', startsAt: now };
  const on: CashOutRule = { enabled: true, marginBp: 500, closedKinds: [] };
  const rules =
    (r: Partial<Record<string, CashOutRule>>) =>
    (sport: string): CashOutRule =>
      r[sport] ?? on;

  it.each([
    ['open', [open], rules({}), { marginBp: 500 }],
    ['kicked off', [{ ...open, startsAt: now }], rules({}), { code: ResultCode.SportsFixtureStarted }],
    ['closed fixture', [{ ...open, fixtureState: 'closed' }], rules({}), { code: ResultCode.SportsFixtureStarted }],
    ['in play after kick-off', [live, open], rules({}), { marginBp: 500 }],
    [
      'in play under a bet stop',
      [{ ...live, betStopped: true }],
      rules({}),
      { code: ResultCode.SportsMarketSuspended },
    ],
    [
      'in play, its market suspended',
      [{ ...live, marketState: 'suspended' }],
      rules({}),
      { code: ResultCode.SportsMarketSuspended },
    ],
    [
      'suspended market',
      [{ ...open, marketState: 'suspended' }],
      rules({}),
      { code: ResultCode.SportsMarketSuspended },
    ],
    [
      'suspended fixture',
      [{ ...open, fixtureState: 'suspended' }],
      rules({}),
      { code: ResultCode.SportsMarketSuspended },
    ],
    ['sport off', [open], rules({ soccer: { ...on, enabled: false } }), { code: ResultCode.CashOutDisabled }],
    [
      'market kind off',
      [open],
      rules({ soccer: { ...on, closedKinds: ['winloose'] } }),
      { code: ResultCode.CashOutDisabled },
    ],
    [
      'a settled leg asks nothing of its market',
      [{ ...open, outcome: 'WIN', marketState: 'settled', fixtureState: 'settled', startsAt: now }, open],
      rules({}),
      { marginBp: 500 },
    ],
    [
      'a combo over sports takes the highest margin',
      [open, { ...open, sport: 'tennis', marketType: '12' }],
      rules({ tennis: { ...on, marginBp: 800 } }),
      { marginBp: 800 },
    ],
  ] as const)('%s', (_name, legs, ruleOf, expected) => {
    expect(cashOutTerms(legs as readonly CashOutLegState[], ruleOf, now)).toEqual(expected);
  });
});
