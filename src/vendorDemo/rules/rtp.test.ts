import { describe, expect, it } from 'vitest';
import { cryptoRng } from '../server/cryptoRng';
import { BACCARAT_BETS, baccaratPayout, dealHand, newShoe, shoeEnded, type Shoe } from './baccarat';
import { ESPORTS_BETS, ESPORTS_ODDS_X100, esportsPayout, playMatch, pickTeams } from './esportsMatch';
import { FISH, shoot, shotPayout } from './fishing';
import { demoReturns } from './games';
import { playSlot } from './slot';
import { RACE_ODDS_X100, RACE_WEIGHTS, racePayout, runRace } from './virtualRace';

/**
 * 1,000,000 simulated rounds per game against the exact stated return. The tolerance is
 * statistical: the mean of n independent returns has standard error s / sqrt(n) (s the sample
 * standard deviation, n large enough for the central limit theorem); 4.5 standard errors leave
 * a false failure about once in 150,000 runs, while a mistake of a tenth of a point in a
 * table game's return (or half a point in the slot's) is far outside it.
 */
const N = 1_000_000;
const Z = 4.5;

class Tally {
  private n = 0;
  private sum = 0;
  private sumSq = 0;
  add(ratio: number): void {
    this.n++;
    this.sum += ratio;
    this.sumSq += ratio * ratio;
  }
  get mean(): number {
    return this.sum / this.n;
  }
  get tolerance(): number {
    const variance = (this.sumSq - (this.sum * this.sum) / this.n) / (this.n - 1);
    return (Z * Math.sqrt(variance)) / Math.sqrt(this.n);
  }
}

const expectNear = (tally: Tally, stated: number): void => {
  expect(Math.abs(tally.mean - stated), `mean ${tally.mean} vs ${stated} ± ${tally.tolerance}`).toBeLessThanOrEqual(
    tally.tolerance,
  );
};

const returns = demoReturns();
const rng = cryptoRng();

// A million rounds a game is seconds of CPU each: on a loaded machine, minutes (a wait, not a speed figure).
describe('demo games return what they state (1,000,000 rounds each)', { timeout: 300_000 }, () => {
  it('slot: the exact return from the strips', () => {
    expect(returns.byGame['demo-slot-5x3']).toBeGreaterThan(0.95);
    expect(returns.byGame['demo-slot-5x3']).toBeLessThan(0.97);
    const tally = new Tally();
    for (let i = 0; i < N; i++) tally.add(playSlot(200, rng).totalWin / 200);
    expectNear(tally, returns.byGame['demo-slot-5x3']);
  });

  it('baccarat: every bet, dealt from real shoes with cut card and reshuffle', () => {
    // The known 8-deck figures: banker 98.94%, player 98.76%, tie (8:1) 85.64%, pairs (11:1) 89.64%.
    expect(returns.baccarat.BANKER).toBeCloseTo(0.98942, 5);
    expect(returns.baccarat.PLAYER).toBeCloseTo(0.98765, 5);
    expect(returns.baccarat.TIE).toBeCloseTo(0.8564, 4);
    expect(returns.baccarat.PLAYER_PAIR).toBeCloseTo(0.89639, 5);
    const tallies = Object.fromEntries(BACCARAT_BETS.map((b) => [b, new Tally()]));
    let shoe: Shoe = newShoe(rng);
    let shoes = 1;
    for (let i = 0; i < N; i++) {
      const hand = dealHand(shoe);
      for (const bet of BACCARAT_BETS) tallies[bet]!.add(baccaratPayout(bet, 100, hand) / 100);
      if (shoeEnded(shoe)) {
        shoe = newShoe(rng);
        shoes++;
      }
    }
    expect(shoes).toBeGreaterThan(N / 90);
    for (const bet of BACCARAT_BETS) expectNear(tallies[bet]!, returns.baccarat[bet]);
  });

  it('virtual race: every runner returns 95% by construction, and the race draws it so', () => {
    RACE_WEIGHTS.forEach((w, i) => expect((w * RACE_ODDS_X100[i]!) / 100).toBe(95));
    expect(RACE_WEIGHTS.reduce((a, b) => a + b, 0)).toBe(100);
    const tally = new Tally();
    for (let i = 0; i < N; i++) {
      const runner = rng.int(RACE_WEIGHTS.length);
      tally.add(racePayout(runner, 100, runRace(rng)) / 100);
    }
    expectNear(tally, returns.byGame['demo-virtual-race']);
  });

  it('e-sports match: every market returns 95%', () => {
    const tally = new Tally();
    for (let i = 0; i < N; i++) {
      const bet = ESPORTS_BETS[rng.int(ESPORTS_BETS.length)]!;
      tally.add(esportsPayout(bet, 100, playMatch(pickTeams(rng), rng)) / 100);
    }
    expect(ESPORTS_ODDS_X100.MATCH_HOME * 0.5).toBe(95);
    expect(ESPORTS_ODDS_X100.SCORE_2_1 * 0.25).toBe(95);
    expectNear(tally, returns.byGame['demo-esports-match']);
  });

  it('fishing: every fish returns 96% a shot', () => {
    const tally = new Tally();
    for (let i = 0; i < N; i++) {
      const fish = FISH[rng.int(FISH.length)]!;
      tally.add(shotPayout(fish, 100, shoot(fish, rng)) / 100);
    }
    expectNear(tally, returns.byGame['demo-fishing']);
  });
});
