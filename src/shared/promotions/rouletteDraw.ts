import { randomStream, seedHash } from '../minigame/draw';

/**
 * Provably fair roulette spins, drawn by the minigames' procedure (../minigame/draw.ts: SHA-256
 * commitment, HMAC-SHA256 stream, rejection sampling) so one verifier serves both:
 *
 * 1. Before a member's spin the server shows H = SHA-256(bytes(S)) of the seed S of that spin and
 *    its spin key K (`roulette-<member>-<n>`, the HMAC message). After the spin it reveals S.
 * 2. The prize table of the spin is the enabled prizes in wheel order, each with a weight w_i
 *    (kept with the spin). With W = Σ w_i, take r = the first uniform pick in [0, W) of the
 *    stream of (S, K); the prize is the first i with r < w_0 + … + w_i.
 * So prize i comes up with chance w_i / W exactly, and anyone can recompute it from S, K and the table.
 */

export interface WeightedSlot {
  weight: number;
}

/** The index of the slot the spin lands on. */
export function drawSlot(seedHex: string, spinKey: string, slots: readonly WeightedSlot[]): number {
  const total = slots.reduce((sum, s) => sum + s.weight, 0);
  if (!slots.length || total <= 0) throw new Error('roulette: no prize to draw');
  let r = randomStream(seedHex, spinKey).below(total);
  for (let i = 0; i < slots.length; i++) {
    r -= slots[i]!.weight;
    if (r < 0) return i;
  }
  throw new Error('roulette: unreachable');
}

/** The browser's check of a past spin: the seed against its hash, and the slot recomputed. */
export function verifySpin(seedHex: string, publishedHash: string, spinKey: string, slots: readonly WeightedSlot[]) {
  return { hashMatches: seedHash(seedHex) === publishedHash.toLowerCase(), slot: drawSlot(seedHex, spinKey, slots) };
}

export const spinKeyOf = (memberId: number, nonce: number): string => `roulette-${memberId}-${nonce}`;
