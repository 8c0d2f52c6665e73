/**
 * The one source of chance the demo games see: a uniform whole number in [0, n). The server
 * passes a node:crypto generator (src/vendorDemo/server/cryptoRng.ts); the outcome
 * rules stay pure, so the RTP tests run the very functions a round runs.
 */
export interface Rng {
  int(n: number): number;
}

/** Fisher–Yates in place with uniform picks: every order of the items is equally likely. */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const held = items[i]!;
    items[i] = items[j]!;
    items[j] = held;
  }
  return items;
}

/** Index chosen with probability weight[i] / sum(weights) (whole-number weights). */
export function pickWeighted(weights: readonly number[], rng: Rng): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.int(total);
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}
