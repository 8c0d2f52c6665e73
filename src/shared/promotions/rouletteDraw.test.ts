import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedHash } from '../minigame/draw';
import { drawSlot, spinKeyOf, verifySpin } from './rouletteDraw';
import { DEMO_ROULETTE_PRIZES } from './roulettePrizes';

/** Upper 0.999 quantile of chi-square by the Wilson–Hilferty approximation (good for df ≥ 3). */
const chiSquareCritical999 = (df: number) => df * (1 - 2 / (9 * df) + 3.0902 * Math.sqrt(2 / (9 * df))) ** 3;

describe('roulette draw', () => {
  it('lands on the configured weights: chi-square of 100,000 spins', () => {
    const slots = DEMO_ROULETTE_PRIZES;
    const total = slots.reduce((s, p) => s + p.weight, 0);
    const counts = new Array<number>(slots.length).fill(0);
    const spins = 100_000;
    // One seed per member, as in play: each spin has its own seed and key.
    for (let i = 0; i < spins; i++)
      counts[drawSlot(randomBytes(32).toString('hex'), spinKeyOf(1 + (i % 97), i), slots)]!++;
    const chi = counts.reduce((sum, observed, i) => {
      const expected = (spins * slots[i]!.weight) / total;
      return sum + (observed - expected) ** 2 / expected;
    }, 0);
    expect(chi).toBeLessThan(chiSquareCritical999(slots.length - 1));
    expect(counts.every((c) => c > 0)).toBe(true);
  });

  it('is a pure function of seed, key and table, and the verifier agrees', () => {
    const seed = 'a'.repeat(64);
    const slots = [{ weight: 1 }, { weight: 2 }, { weight: 3 }];
    const slot = drawSlot(seed, 'roulette-7-1', slots);
    expect(drawSlot(seed, 'roulette-7-1', slots)).toBe(slot);
    expect(verifySpin(seed, seedHash(seed).toUpperCase(), 'roulette-7-1', slots)).toEqual({ hashMatches: true, slot });
    expect(verifySpin(seed, 'b'.repeat(64), 'roulette-7-1', slots).hashMatches).toBe(false);
  });

  it('never lands on a slot of weight zero and refuses an empty table', () => {
    for (let i = 0; i < 200; i++)
      expect(drawSlot(randomBytes(32).toString('hex'), `k-${i}`, [{ weight: 0 }, { weight: 5 }, { weight: 0 }])).toBe(
        1,
      );
    expect(() => drawSlot('a'.repeat(64), 'k', [])).toThrow();
  });
});
