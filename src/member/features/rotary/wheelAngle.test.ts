import { describe, expect, it } from 'vitest';
import { landingAngle, slotAtPointer } from './wheelAngle';

describe('wheel angle', () => {
  it('lands every slot under the pointer after the whole turns, from any start', () => {
    for (const count of [2, 5, 8, 12]) {
      for (let index = 0; index < count; index++) {
        for (const from of [0, 37, 1800, 2345.5]) {
          const angle = landingAngle(from, index, count);
          expect(angle).toBeGreaterThanOrEqual(from + 5 * 360);
          expect(angle).toBeLessThan(from + 6 * 360);
          expect(slotAtPointer(angle, count)).toBe(index);
        }
      }
    }
  });
});
