import { describe, expect, it } from 'vitest';
import type { DrawResult } from './draw';
import { GameKind } from './games';
import { MARKETS } from './markets';
import { payoutFor, settleBet } from './settle';

/**
 * The settlement table (§3): chosen draws, the winning pick of every market written out by hand,
 * then every pick of every market settled against each draw at the default odds.
 */
const pb = (balls: number[], power: number): DrawResult => ({ kind: GameKind.Powerball, balls, power });
const ladder = (start: 'left' | 'right', lines: 3 | 4, finish: 'odd' | 'even'): DrawResult => ({
  kind: GameKind.Ladder,
  start,
  lines,
  finish,
});
const keno = (numbers: number[]): DrawResult => ({ kind: GameKind.Keno, numbers });
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

const TABLE: { name: string; draw: DrawResult; wins: Record<string, string> }[] = [
  {
    name: 'lowest sum 15, power 0 (0 is even)',
    draw: pb([1, 2, 3, 4, 5], 0),
    wins: {
      power_oe: 'even',
      power_uo: 'under',
      power_section: 'A',
      power_number: '0',
      sum_oe: 'odd',
      sum_uo: 'under',
      sum_size: 'small',
      power_combo: 'even_under',
      sum_combo: 'odd_under',
    },
  },
  {
    name: 'highest sum 130, power 9',
    draw: pb([24, 25, 26, 27, 28], 9),
    wins: {
      power_oe: 'odd',
      power_uo: 'over',
      power_section: 'D',
      power_number: '9',
      sum_oe: 'even',
      sum_uo: 'over',
      sum_size: 'large',
      power_combo: 'odd_over',
      sum_combo: 'even_over',
    },
  },
  {
    name: 'sum 72 is under, power 3 is section B',
    draw: pb([10, 11, 12, 13, 26], 3),
    wins: {
      power_oe: 'odd',
      power_uo: 'under',
      power_section: 'B',
      power_number: '3',
      sum_oe: 'even',
      sum_uo: 'under',
      sum_size: 'medium',
      power_combo: 'odd_under',
      sum_combo: 'even_under',
    },
  },
  {
    name: 'sum 73 is over, power 5 is over and section C',
    draw: pb([10, 11, 12, 13, 27], 5),
    wins: {
      power_oe: 'odd',
      power_uo: 'over',
      power_section: 'C',
      power_number: '5',
      sum_oe: 'odd',
      sum_uo: 'over',
      sum_size: 'medium',
      power_combo: 'odd_over',
      sum_combo: 'odd_over',
    },
  },
  {
    name: 'sum 64 is small, power 4 is under and section B',
    draw: pb([5, 10, 14, 15, 20], 4),
    wins: {
      power_oe: 'even',
      power_uo: 'under',
      power_section: 'B',
      power_number: '4',
      sum_oe: 'even',
      sum_uo: 'under',
      sum_size: 'small',
      power_combo: 'even_under',
      sum_combo: 'even_under',
    },
  },
  {
    name: 'sum 65 is medium, power 7 is section D',
    draw: pb([5, 10, 14, 15, 21], 7),
    wins: {
      power_oe: 'odd',
      power_uo: 'over',
      power_section: 'D',
      power_number: '7',
      sum_oe: 'odd',
      sum_uo: 'under',
      sum_size: 'medium',
      power_combo: 'odd_over',
      sum_combo: 'odd_under',
    },
  },
  {
    name: 'sum 80 is medium, power 6 is section C',
    draw: pb([5, 10, 14, 23, 28], 6),
    wins: {
      power_oe: 'even',
      power_uo: 'over',
      power_section: 'C',
      power_number: '6',
      sum_oe: 'even',
      sum_uo: 'over',
      sum_size: 'medium',
      power_combo: 'even_over',
      sum_combo: 'even_over',
    },
  },
  {
    name: 'sum 81 is large, power 2 is section A',
    draw: pb([5, 10, 15, 23, 28], 2),
    wins: {
      power_oe: 'even',
      power_uo: 'under',
      power_section: 'A',
      power_number: '2',
      sum_oe: 'odd',
      sum_uo: 'over',
      sum_size: 'large',
      power_combo: 'even_under',
      sum_combo: 'odd_over',
    },
  },
  {
    name: 'ladder left-3 even',
    draw: ladder('left', 3, 'even'),
    wins: { start: 'left', lines: '3', finish: 'even', combo: 'left_3_even' },
  },
  {
    name: 'ladder left-4 odd',
    draw: ladder('left', 4, 'odd'),
    wins: { start: 'left', lines: '4', finish: 'odd', combo: 'left_4_odd' },
  },
  {
    name: 'ladder right-3 odd',
    draw: ladder('right', 3, 'odd'),
    wins: { start: 'right', lines: '3', finish: 'odd', combo: 'right_3_odd' },
  },
  {
    name: 'ladder right-4 even',
    draw: ladder('right', 4, 'even'),
    wins: { start: 'right', lines: '4', finish: 'even', combo: 'right_4_even' },
  },
  // 1…22 sums to 253; 49…70 to 1309; the middle splits at 780/781.
  { name: 'keno lowest sum 253', draw: keno(range(1, 22)), wins: { sum_oe: 'odd', sum_uo: 'under' } },
  { name: 'keno highest sum 1309', draw: keno(range(49, 22)), wins: { sum_oe: 'odd', sum_uo: 'over' } },
  { name: 'keno sum 780 is under', draw: keno(kenoWithSum(780)), wins: { sum_oe: 'even', sum_uo: 'under' } },
  { name: 'keno sum 781 is over', draw: keno(kenoWithSum(781)), wins: { sum_oe: 'odd', sum_uo: 'over' } },
];

/** 22 distinct numbers in 1–70 with the given sum: start from 1…22 and raise the top ones. */
function kenoWithSum(target: number): number[] {
  const ns = range(1, 22);
  let missing = target - 253;
  for (let i = 21; i >= 0 && missing > 0; i--) {
    const room = 70 - (21 - i) - ns[i]!;
    const add = Math.min(room, missing);
    ns[i]! += add;
    missing -= add;
  }
  return ns;
}

const STAKE = 10_000;

describe('minigame settlement table', () => {
  for (const row of TABLE) {
    it(row.name, () => {
      const markets = MARKETS[row.draw.kind];
      expect(Object.keys(row.wins).sort()).toEqual(markets.map((m) => m.market).sort());
      for (const m of markets) {
        expect(Object.keys(m.picks)).toContain(row.wins[m.market]);
        for (const [pick, odds] of Object.entries(m.picks)) {
          const won = row.wins[m.market] === pick;
          expect(settleBet(row.draw, { market: m.market, pick, stake: STAKE, odds }), `${m.market}:${pick}`).toEqual({
            status: won ? 'WIN' : 'LOSE',
            payout: won ? (STAKE * odds) / 100 : 0,
          });
        }
      }
    });
  }

  it('pays whole won, rounded down', () => {
    expect(payoutFor(1_005, 195)).toBe(1_959);
    expect(payoutFor(10_000, 900)).toBe(90_000);
    expect(settleBet(pb([1, 2, 3, 4, 5], 0), { market: 'power_number', pick: '0', stake: 3_333, odds: 900 })).toEqual({
      status: 'WIN',
      payout: 29_997,
    });
  });

  it('never pays an unknown market or pick', () => {
    expect(settleBet(pb([1, 2, 3, 4, 5], 0), { market: 'power_oe', pick: 'zero', stake: STAKE, odds: 195 })).toEqual({
      status: 'LOSE',
      payout: 0,
    });
    expect(settleBet(pb([1, 2, 3, 4, 5], 0), { market: 'nope', pick: 'even', stake: STAKE, odds: 195 })).toEqual({
      status: 'LOSE',
      payout: 0,
    });
  });
});
