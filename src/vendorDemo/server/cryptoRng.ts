import { randomFillSync } from 'node:crypto';
import type { Rng } from '../rules/rng';

const WORDS = 4096;
const RANGE = 2 ** 32;

/**
 * Uniform whole numbers from node:crypto: 32-bit words read from a refilled buffer, with
 * rejection of the top partial range so no value is favoured (n up to 2^32).
 */
export function cryptoRng(): Rng {
  const words = new Uint32Array(WORDS);
  let next = WORDS;
  const word = (): number => {
    if (next === WORDS) {
      randomFillSync(words);
      next = 0;
    }
    return words[next++]!;
  };
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`rng range ${n}`);
      const limit = RANGE - (RANGE % n);
      for (;;) {
        const w = word();
        if (w < limit) return w % n;
      }
    },
  };
}
