import { add, div, frac, mul, sub, type Fraction } from './fraction';
import type { Rng } from './rng';

/**
 * The demo 5x3 line slot "Lucky Sevens": 20 fixed lines, wilds, scatters and free spins.
 *
 * Symbols (one letter each on the strips): W wild (stands for every symbol but the scatter and
 * pays its own line when that pays more), S scatter (pays anywhere by count times the total bet;
 * three or more start FREE_SPINS free spins, with every win times FREE_SPIN_MULTIPLIER, and
 * three or more during them add FREE_SPINS more), 7 seven, D diamond, B bell, G grape, L lemon,
 * C cherry. Line wins run from the leftmost reel, three to five of a kind, times the line bet
 * (total bet / 20); the best line win per line is paid. Free spins use the same strips.
 */
export type SlotSymbol = 'W' | 'S' | '7' | 'D' | 'B' | 'G' | 'L' | 'C';

export const REEL_STRIPS: readonly string[] = [
  'CLGBDCLW7GCLBCGDSLCBLCGW7LCDBGLC',
  'CLGBWCDLG7CLBCGLWCDSLGCBLCG7LWCDBGLC',
  'CLGBCDLW7CGLBCGCDSLCBLGCW7LCDBGLC',
  'LBCGDSLCBLCGW7LCDBGLCCLGBDCLW7GC',
  'CLGBDCLW7GBCLGBCDSLCLGBW7CLDGBCL',
];

const ROWS = 3;
const LINE_COUNT = 20;

/** Row (0 top, 1 middle, 2 bottom) on each reel for each of the 20 lines. */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** Line pays for 3, 4 and 5 of a kind, in line bets. */
export const LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'S'>, readonly [number, number, number]>> = {
  W: [40, 200, 1000],
  '7': [25, 100, 500],
  D: [15, 50, 200],
  B: [10, 30, 120],
  G: [6, 20, 75],
  L: [4, 12, 40],
  C: [3, 8, 25],
};

/** Scatter pays by count on the whole window (index = count), in total bets. */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];
export const FREE_SPINS = 10;
export const FREE_SPIN_MULTIPLIER = 2;
const SCATTERS_FOR_FEATURE = 3;

/** Total bets offered, each a multiple of 20 so every line bet and win is whole won. */
export const SLOT_BETS = [200, 500, 1000, 2000, 5000, 10000, 20000] as const;

export const isSlotBet = (amount: number): boolean => (SLOT_BETS as readonly number[]).includes(amount);

/** The best win of one line's five symbols, in line bets (0 for none). */
function linePay(symbols: readonly string[]): { symbol: SlotSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'W') wilds++;
  const wildPay = wilds >= 3 ? LINE_PAYS.W[wilds - 3]! : 0;
  const target = symbols[wilds];
  let best: { symbol: SlotSymbol; count: number; pay: number } | null =
    wildPay > 0 ? { symbol: 'W', count: wilds, pay: wildPay } : null;
  if (target !== undefined && target !== 'S') {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === 'W')) count++;
    const pay = count >= 3 ? LINE_PAYS[target as Exclude<SlotSymbol, 'S'>][count - 3]! : 0;
    if (pay > (best?.pay ?? 0)) best = { symbol: target as SlotSymbol, count, pay };
  }
  return best;
}

interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Won, multiplier included. */
  win: number;
}

export interface SlotSpin {
  stops: number[];
  /** grid[reel][row] */
  grid: string[][];
  lineWins: LineWin[];
  scatters: number;
  scatterWin: number;
  /** Free spins this spin adds (0, or FREE_SPINS). */
  awards: number;
  win: number;
}

export interface SlotOutcome {
  bet: number;
  base: SlotSpin;
  freeSpins: SlotSpin[];
  totalWin: number;
}

function windowAt(stops: readonly number[]): string[][] {
  return stops.map((stop, reel) => {
    const strip = REEL_STRIPS[reel]!;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/** One spin's wins at these stops, for a total bet and a win multiplier. */
function evaluateSpin(stops: number[], bet: number, multiplier: number): SlotSpin {
  const grid = windowAt(stops);
  const lineBet = bet / LINE_COUNT;
  const lineWins: LineWin[] = [];
  LINES.forEach((rows, line) => {
    const hit = linePay(rows.map((row, reel) => grid[reel]![row]!));
    if (hit) lineWins.push({ line, symbol: hit.symbol, count: hit.count, win: hit.pay * lineBet * multiplier });
  });
  const scatters = grid.reduce((n, column) => n + column.filter((s) => s === 'S').length, 0);
  const scatterWin = (SCATTER_PAYS[Math.min(scatters, 5)] ?? 0) * bet * multiplier;
  const awards = scatters >= SCATTERS_FOR_FEATURE ? FREE_SPINS : 0;
  const win = lineWins.reduce((n, w) => n + w.win, 0) + scatterWin;
  return { stops, grid, lineWins, scatters, scatterWin, awards, win };
}

const spinStops = (rng: Rng): number[] => REEL_STRIPS.map((strip) => rng.int(strip.length));

/** A paid spin and every free spin it leads to, played out at once. */
export function playSlot(bet: number, rng: Rng): SlotOutcome {
  const base = evaluateSpin(spinStops(rng), bet, 1);
  const freeSpins: SlotSpin[] = [];
  let left = base.awards;
  while (left > 0) {
    const spin = evaluateSpin(spinStops(rng), bet, FREE_SPIN_MULTIPLIER);
    freeSpins.push(spin);
    left += spin.awards - 1;
  }
  return { bet, base, freeSpins, totalWin: base.win + freeSpins.reduce((n, s) => n + s.win, 0) };
}

/**
 * The exact return to player, from the strips alone (no simulation).
 *
 * Stops are uniform and independent per reel, so whatever a line's rows, the symbol it sees on
 * reel r is distributed as that strip's symbol counts: the expected pay of every line is the
 * same sum over the 8^5 symbol tuples of pay x product of counts / product of lengths. The
 * scatter count's distribution is the convolution over reels of each reel's count of scatters
 * in its 3-row window, counted at every stop. With b the expected win of one spin in total bets
 * (lines + scatters), p the chance of a feature and N = FREE_SPINS, M = the multiplier, a free
 * spin is worth v = M*b + p*N*v, so v = M*b / (1 - p*N), and the game returns b + p*N*v.
 */
export function slotReturn(): { rtp: Fraction; baseGame: Fraction; feature: Fraction; featureChance: Fraction } {
  const counts = REEL_STRIPS.map((strip) => {
    const byCount = new Map<string, number>();
    for (const s of strip) byCount.set(s, (byCount.get(s) ?? 0) + 1);
    return byCount;
  });
  const totalStops = REEL_STRIPS.reduce((n, strip) => n * BigInt(strip.length), 1n);
  let lineSum = 0n;
  const tuple: string[] = [];
  const walk = (reel: number, weight: bigint): void => {
    if (reel === REEL_STRIPS.length) {
      const hit = linePay(tuple);
      if (hit) lineSum += BigInt(hit.pay) * weight;
      return;
    }
    for (const [symbol, count] of counts[reel]!) {
      tuple[reel] = symbol;
      walk(reel + 1, weight * BigInt(count));
    }
  };
  walk(0, 1n);
  // A line bet is 1/20 of the bet and all 20 lines have the same expectation: lines return
  // exactly one line's expectation in total bets.
  const lines = frac(lineSum, totalStops);

  let scatterDist: bigint[] = [1n];
  for (const strip of REEL_STRIPS) {
    const perStop: bigint[] = [0n, 0n, 0n, 0n];
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === 'S') n++;
      perStop[n]! += 1n;
    }
    const next: bigint[] = new Array<bigint>(scatterDist.length + ROWS).fill(0n);
    scatterDist.forEach((ways, have) => perStop.forEach((w, add) => (next[have + add]! += ways * w)));
    scatterDist = next;
  }
  let scatterSum = 0n;
  let featureWays = 0n;
  scatterDist.forEach((ways, n) => {
    scatterSum += ways * BigInt(SCATTER_PAYS[Math.min(n, 5)] ?? 0);
    if (n >= SCATTERS_FOR_FEATURE) featureWays += ways;
  });
  const scatters = frac(scatterSum, totalStops);
  const featureChance = frac(featureWays, totalStops);
  const b = add(lines, scatters);
  const pN = mul(featureChance, frac(FREE_SPINS));
  const freeSpinValue = div(mul(frac(FREE_SPIN_MULTIPLIER), b), sub(frac(1), pN));
  const feature = mul(pN, freeSpinValue);
  return { rtp: add(b, feature), baseGame: b, feature, featureChance };
}
