import type { DrawResult, OddEven } from './draw';
import { GameKind } from './games';

/**
 * §3 outcome rules. For a drawn round every market has exactly one winning pick:
 *
 * powerball (power ball p 0–9, normal-ball sum s 15–130; 0 counts as even)
 *   power_oe       odd | even of p
 *   power_uo       under p 0–4 | over p 5–9
 *   power_section  A 0–2 | B 3–4 | C 5–6 | D 7–9
 *   power_number   the digit p
 *   sum_oe         odd | even of s
 *   sum_uo         under s ≤ 72 | over s ≥ 73
 *   sum_size       small 15–64 | medium 65–80 | large 81–130
 *   power_combo    <power_oe>_<power_uo>, e.g. odd_under
 *   sum_combo      <sum_oe>_<sum_uo>
 * ladder
 *   start left | right; lines 3 | 4; finish odd | even; combo <start>_<lines>_<finish>
 * keno (22 numbers from 1–70, sum k 253–1309)
 *   sum_oe odd | even of k; sum_uo under k ≤ 780 | over k ≥ 781 (781 is the middle of the range)
 */
const THRESHOLDS = {
  powerUnderMax: 4,
  sumUnderMax: 72,
  sumSmallMax: 64,
  sumMediumMax: 80,
  kenoUnderMax: 780,
} as const;

const oddEven = (n: number): OddEven => (n % 2 === 0 ? 'even' : 'odd');
const underOver = (n: number, underMax: number) => (n <= underMax ? 'under' : 'over');
const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

function powerSection(p: number): string {
  if (p <= 2) return 'A';
  if (p <= 4) return 'B';
  if (p <= 6) return 'C';
  return 'D';
}

function sumSize(s: number): string {
  if (s <= THRESHOLDS.sumSmallMax) return 'small';
  if (s <= THRESHOLDS.sumMediumMax) return 'medium';
  return 'large';
}

/** The winning pick of every market for a drawn result. */
export function winningPicks(result: DrawResult): Record<string, string> {
  switch (result.kind) {
    case GameKind.Powerball: {
      const p = result.power;
      const s = sum(result.balls);
      const powerUo = underOver(p, THRESHOLDS.powerUnderMax);
      const sumUo = underOver(s, THRESHOLDS.sumUnderMax);
      return {
        power_oe: oddEven(p),
        power_uo: powerUo,
        power_section: powerSection(p),
        power_number: String(p),
        sum_oe: oddEven(s),
        sum_uo: sumUo,
        sum_size: sumSize(s),
        power_combo: `${oddEven(p)}_${powerUo}`,
        sum_combo: `${oddEven(s)}_${sumUo}`,
      };
    }
    case GameKind.Ladder:
      return {
        start: result.start,
        lines: String(result.lines),
        finish: result.finish,
        combo: `${result.start}_${result.lines}_${result.finish}`,
      };
    case GameKind.Keno: {
      const k = sum(result.numbers);
      return { sum_oe: oddEven(k), sum_uo: underOver(k, THRESHOLDS.kenoUnderMax) };
    }
  }
}

type BetOutcome = 'WIN' | 'LOSE';

/** A winning bet pays floor(stake x odds / 100) (odds are decimal x 100); a losing bet pays 0. */
export const payoutFor = (stake: number, odds: number): number => Math.floor((stake * odds) / 100);

export function settleBet(result: DrawResult, bet: { market: string; pick: string; stake: number; odds: number }) {
  const won = winningPicks(result)[bet.market] === bet.pick;
  return { status: (won ? 'WIN' : 'LOSE') as BetOutcome, payout: won ? payoutFor(bet.stake, bet.odds) : 0 };
}

/** The summary the result boards show (sum, odd/even …) beside the raw numbers. */
export const resultSum = (result: DrawResult): number | null =>
  result.kind === GameKind.Powerball ? sum(result.balls) : result.kind === GameKind.Keno ? sum(result.numbers) : null;
