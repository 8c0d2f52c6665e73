import { describe, expect, it } from 'vitest';
import { bonusAmount, toWagerOf, unplayedOf } from './amount';

describe('bonus amounts', () => {
  it('a rate of the deposit, else the fixed amount, never above the cap', () => {
    expect(bonusAmount({ rateBp: 1_000, fixedAmount: 5_000, cap: 0 }, 100_000)).toBe(10_000);
    expect(bonusAmount({ rateBp: 1_000, fixedAmount: 0, cap: 7_000 }, 100_000)).toBe(7_000);
    expect(bonusAmount({ rateBp: 0, fixedAmount: 5_000, cap: 0 }, null)).toBe(5_000);
    expect(bonusAmount({ rateBp: 0, fixedAmount: 50_000, cap: 30_000 }, 10)).toBe(30_000);
    expect(bonusAmount({ rateBp: 1_000, fixedAmount: 0, cap: 0 }, null)).toBe(0);
    // Floored, never rounded up.
    expect(bonusAmount({ rateBp: 333, fixedAmount: 0, cap: 0 }, 10_001)).toBe(333);
  });

  it('the amount to wager is the grant times the rollover', () => {
    expect(toWagerOf(10_000, 30_000)).toBe(30_000);
    expect(toWagerOf(10_001, 15_000)).toBe(15_001);
    expect(toWagerOf(10_000, 0)).toBe(0);
  });

  it('the unplayed part is the share of the grant not yet wagered through, rounded up', () => {
    expect(unplayedOf({ granted: 30_000, toWager: 90_000, wagered: 0 })).toBe(30_000);
    expect(unplayedOf({ granted: 30_000, toWager: 90_000, wagered: 45_000 })).toBe(15_000);
    expect(unplayedOf({ granted: 10_000, toWager: 30_000, wagered: 1 })).toBe(10_000);
    expect(unplayedOf({ granted: 10_000, toWager: 30_000, wagered: 29_999 })).toBe(1);
    expect(unplayedOf({ granted: 10_000, toWager: 30_000, wagered: 30_000 })).toBe(0);
    expect(unplayedOf({ granted: 10_000, toWager: 0, wagered: 0 })).toBe(0);
  });
});
