import { describe, expect, it } from 'vitest';
import { allocateShares, insuredResult, insuredShare, payoutShare, reallocateShare } from './insurance';

describe('insured-bet arithmetic', () => {
  it('insures the part of a stake above the standard amount at the rate, floored', () => {
    expect(insuredShare(30_000, 10_000, 5_000)).toEqual({ applied: 20_000, stakeShare: 10_000 });
    expect(insuredShare(10_001, 10_000, 3_333)).toEqual({ applied: 1, stakeShare: 0 });
    expect(insuredShare(10_000, 10_000, 10_000)).toEqual({ applied: 0, stakeShare: 0 });
    expect(insuredShare(5_000, 10_000, 10_000)).toEqual({ applied: 0, stakeShare: 0 });
    // No overflow near the largest amounts (bigint inside).
    expect(insuredShare(9_000_000_000_000, 0, 9_999)).toEqual({
      applied: 9_000_000_000_000,
      stakeShare: 8_999_100_000_000,
    });
  });

  it('takes the same fraction of the payout, floored, and the partner\u2019s result is the difference', () => {
    expect(payoutShare(58_500, 30_000, 10_000)).toBe(19_500);
    expect(payoutShare(100_001, 3, 1)).toBe(33_333);
    expect(payoutShare(0, 30_000, 10_000)).toBe(0);
    expect(insuredResult(10_000, 19_500)).toBe(-9_500);
  });

  it('pays payout shares and earlier debt as far as the balance reaches, never below zero', () => {
    expect(allocateShares(0, 0, [{ stakeShare: 15_000, payoutShare: 37_500 }])).toEqual({
      paid: [15_000],
      balance: 0,
      debt: 22_500,
    });
    expect(allocateShares(0, 22_500, [{ stakeShare: 10_000, payoutShare: 0 }])).toEqual({
      paid: [10_000],
      balance: 0,
      debt: 12_500,
    });
    expect(allocateShares(1_000_000, 12_500, [{ stakeShare: 25_000, payoutShare: 0 }])).toEqual({
      paid: [12_500],
      balance: 1_012_500,
      debt: 0,
    });
    // A later stake share in the same settlement covers an earlier slip's shortfall.
    expect(
      allocateShares(0, 0, [
        { stakeShare: 10_000, payoutShare: 19_500 },
        { stakeShare: 10_000, payoutShare: 0 },
      ]),
    ).toEqual({ paid: [10_000, 9_500], balance: 500, debt: 0 });
  });

  it('re-books a corrected share: a larger one paid with the debt as far as the balance reaches, a smaller one cancels debt before giving back', () => {
    expect(reallocateShare(20_000, 0, 35_000)).toEqual({ paid: 20_000, balance: 0, debt: 15_000 });
    expect(reallocateShare(50_000, 5_000, 10_000)).toEqual({ paid: 15_000, balance: 35_000, debt: 0 });
    expect(reallocateShare(0, 15_000, -20_000)).toEqual({ paid: -5_000, balance: 5_000, debt: 0 });
    expect(reallocateShare(0, 35_000, -20_000)).toEqual({ paid: 0, balance: 0, debt: 15_000 });
    expect(reallocateShare(7, 3, 0)).toEqual({ paid: 3, balance: 4, debt: 0 });
  });
});
