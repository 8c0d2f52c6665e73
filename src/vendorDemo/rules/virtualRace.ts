import { frac, type Fraction } from './fraction';
import { pickWeighted, type Rng } from './rng';

/**
 * Virtual greyhound race: six runners, each winning with chance weight / 100. Every weight
 * divides 9500, so each runner's odds (9500 / weight hundredths) return exactly 95% of the stake
 * (weight/100 x 95/weight): 2.50, 3.80, 4.75, 9.50, 19.00 and 47.50. A bet is on the winner;
 * the other places are drawn one after another by the remaining weights (for the show).
 */
export const RACE_WEIGHTS = [38, 25, 20, 10, 5, 2] as const;
const RACE_RETURN_PERCENT = 95;
/** Decimal odds in hundredths per runner. */
export const RACE_ODDS_X100 = RACE_WEIGHTS.map((w) => (RACE_RETURN_PERCENT * 100) / w);

export const raceBetCode = (runner: number): string => `RUNNER_${runner + 1}`;
export const runnerOfCode = (code: string): number | null => {
  const m = /^RUNNER_([1-6])$/.exec(code);
  return m ? Number(m[1]) - 1 : null;
};

export interface RaceOutcome {
  /** Runner indexes (0–5) from first to last. */
  order: number[];
  /** Per runner, the finishing time in hundredths of a second (for the animation). */
  timesX100: number[];
}

export function runRace(rng: Rng): RaceOutcome {
  const left = RACE_WEIGHTS.map((_, i) => i);
  const order: number[] = [];
  while (left.length > 0) {
    const k = pickWeighted(
      left.map((i) => RACE_WEIGHTS[i]!),
      rng,
    );
    order.push(left.splice(k, 1)[0]!);
  }
  // Gaps between places: 5–60 hundredths, after a winning time of 29.00–30.99 s.
  const timesX100 = new Array<number>(RACE_WEIGHTS.length).fill(0);
  let t = 2900 + rng.int(200);
  for (const runner of order) {
    timesX100[runner] = t;
    t += 5 + rng.int(56);
  }
  return { order, timesX100 };
}

export const racePayout = (runner: number, stake: number, outcome: RaceOutcome): number =>
  outcome.order[0] === runner ? (stake * RACE_ODDS_X100[runner]!) / 100 : 0;

export const raceReturn = (): Fraction => frac(RACE_RETURN_PERCENT, 100);
