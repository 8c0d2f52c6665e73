import { describe, expect, it } from 'vitest';
import { payoutFor } from '../minigame/settle';
import { combinedOdds, potentialPayout, settleSlip, type LegOutcome } from './slip';

type Leg = [LegOutcome, number];
const legs = (...l: Leg[]) => l.map(([outcome, odds]) => ({ outcome, odds }));

describe('slip settlement arithmetic', () => {
  const table: [string, number, Leg[], ReturnType<typeof settleSlip>][] = [
    ['single win', 10_000, [['WIN', 195]], { status: 'WIN', payout: 19_500 }],
    ['single win floors to whole won', 333, [['WIN', 195]], { status: 'WIN', payout: 649 }],
    ['single lose', 10_000, [['LOSE', 195]], { status: 'LOSE', payout: 0 }],
    ['push returns the stake', 10_000, [['TIE', 195]], { status: 'TIE', payout: 10_000 }],
    ['void is odds 1.00', 10_000, [['VOID', 195]], { status: 'TIE', payout: 10_000 }],
    ['cancel refunds', 10_000, [['CANCEL', 195]], { status: 'CANCEL', payout: 10_000 }],
    ['half-win: (1 + odds) / 2', 10_000, [['HALF_WIN', 190]], { status: 'WIN', payout: 14_500 }],
    ['half-win floors', 999, [['HALF_WIN', 195]], { status: 'WIN', payout: 1473 }],
    ['half-lose: half back', 10_000, [['HALF_LOSE', 190]], { status: 'LOSE', payout: 5_000 }],
    ['half-lose of an odd stake floors', 10_001, [['HALF_LOSE', 190]], { status: 'LOSE', payout: 5_000 }],
    ['casino round won at 1.95', 5_000, [['WIN', 195]], { status: 'WIN', payout: 9_750 }],
    [
      'combo of three wins',
      10_000,
      [
        ['WIN', 150],
        ['WIN', 200],
        ['WIN', 180],
      ],
      { status: 'WIN', payout: 54_000 },
    ],
    [
      'combo: a void leg counts 1.00',
      10_000,
      [
        ['WIN', 150],
        ['VOID', 200],
        ['WIN', 180],
      ],
      { status: 'WIN', payout: 27_000 },
    ],
    [
      'combo: a cancelled leg counts 1.00',
      1_000,
      [
        ['CANCEL', 150],
        ['WIN', 200],
      ],
      { status: 'WIN', payout: 2_000 },
    ],
    [
      'combo: one losing leg loses all',
      10_000,
      [
        ['WIN', 150],
        ['LOSE', 200],
        ['WIN', 180],
      ],
      { status: 'LOSE', payout: 0 },
    ],
    [
      'combo: half-win and win',
      1_000,
      [
        ['HALF_WIN', 190],
        ['WIN', 200],
      ],
      { status: 'WIN', payout: 2_900 },
    ],
    [
      'combo: half-lose and a small win lose',
      1_000,
      [
        ['HALF_LOSE', 190],
        ['WIN', 150],
      ],
      { status: 'LOSE', payout: 750 },
    ],
    [
      'combo: half-lose and a big win win',
      1_000,
      [
        ['HALF_LOSE', 190],
        ['WIN', 300],
      ],
      { status: 'WIN', payout: 1_500 },
    ],
    [
      'combo: all pushed or voided is a tie',
      1_000,
      [
        ['TIE', 190],
        ['VOID', 300],
        ['CANCEL', 120],
      ],
      { status: 'TIE', payout: 1_000 },
    ],
    [
      'combo: all cancelled is a cancel',
      1_000,
      [
        ['CANCEL', 190],
        ['CANCEL', 300],
      ],
      { status: 'CANCEL', payout: 1_000 },
    ],
    [
      'exact product, floored once',
      1_000_001,
      [
        ['WIN', 333],
        ['WIN', 333],
        ['WIN', 333],
      ],
      { status: 'WIN', payout: 36_926_073 },
    ],
    [
      'a leg still open: not settled',
      1_000,
      [
        ['WIN', 190],
        ['PENDING', 300],
      ],
      null,
    ],
  ];
  it.each(table)('%s', (_name, stake, l, expected) => {
    expect(settleSlip(stake, legs(...l))).toEqual(expected);
  });

  it('a one-leg minigame slip pays exactly what minigames always paid', () => {
    for (const stake of [1, 999, 1_000, 12_345, 987_654_321]) {
      for (const odds of [100, 195, 210, 950, 100_000]) {
        expect(settleSlip(stake, legs(['WIN', odds]))).toEqual({ status: 'WIN', payout: payoutFor(stake, odds) });
      }
    }
  });

  it('potential payout and combined odds multiply the legs', () => {
    expect(potentialPayout(10_000, [150, 200, 180])).toBe(54_000);
    expect(potentialPayout(10_000, [195])).toBe(19_500);
    expect(combinedOdds([150, 200, 180])).toBe(540);
    expect(combinedOdds([195])).toBe(195);
  });
});
