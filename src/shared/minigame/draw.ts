import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { GameKind } from './games';

/**
 * Provably fair draws (DESIGN: Games). Pure: the same code runs on the server and on the
 * member's verify page, so anyone can recompute a past round from its revealed seed.
 *
 * The procedure, for a round with server seed S (64 hex digits, 32 bytes) and round id R
 * (e.g. "pwball-20261121-0123"):
 *
 * 1. Commitment. When the round opens the server publishes H = hex(SHA-256(bytes(S))), where
 *    bytes(S) is S hex-decoded. After the draw it reveals S; anyone checks SHA-256(bytes(S)) = H.
 * 2. Random stream. Block i (i = 0, 1, 2, …) is HMAC-SHA256(key = bytes(S), message = UTF-8 of
 *    "R:i"). Each 32-byte block gives eight unsigned 32-bit big-endian words, read in order; the
 *    stream is those words, block after block.
 * 3. Uniform pick in [0, n): take the next word w; if w ≥ 2^32 − (2^32 mod n) reject it and take
 *    the next (rejection sampling, so no value is favoured); otherwise the pick is w mod n.
 * 4. Without repeats: keep the candidates in ascending order; for each ball pick j uniform in
 *    [0, remaining) and take (remove) the j-th remaining candidate. Balls keep their draw order.
 * 5. Per kind, in this order on one stream:
 *    - powerball: 5 normal balls from 1–28 without repeats (step 4), then the power ball = a
 *      uniform pick in [0, 10).
 *    - ladder: start = pick in [0, 2) (0 left, 1 right); lines = 3 + pick in [0, 2). The finish
 *      follows from the ladder's shape: left-3 even, left-4 odd, right-3 odd, right-4 even.
 *    - keno: 22 numbers from 1–70 without repeats (step 4).
 */

export interface PowerballResult {
  kind: typeof GameKind.Powerball;
  /** The five normal balls in draw order. */
  balls: number[];
  power: number;
}
export type LadderStart = 'left' | 'right';
export type OddEven = 'odd' | 'even';
interface LadderResult {
  kind: typeof GameKind.Ladder;
  start: LadderStart;
  lines: 3 | 4;
  finish: OddEven;
}
interface KenoResult {
  kind: typeof GameKind.Keno;
  numbers: number[];
}
export type DrawResult = PowerballResult | LadderResult | KenoResult;

const POWERBALL = { balls: 5, max: 28, powerRange: 10 } as const;
const KENO = { numbers: 22, max: 70 } as const;

/** H = hex(SHA-256(bytes(S))): published before the round opens. */
export const seedHash = (seedHex: string): string => bytesToHex(sha256(hexToBytes(seedHex)));

/** Step 2 and 3: a reader of uniform picks over the round's HMAC stream. */
export function randomStream(seedHex: string, roundId: string) {
  const key = hexToBytes(seedHex);
  let block = 0;
  let words: DataView | null = null;
  let word = 8;
  const nextWord = (): number => {
    if (word === 8) {
      const mac = hmac(sha256, key, utf8ToBytes(`${roundId}:${block++}`));
      words = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
      word = 0;
    }
    return words!.getUint32(4 * word++, false);
  };
  return {
    /** Uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
    below(n: number): number {
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const w = nextWord();
        if (w < limit) return w % n;
      }
    },
  };
}
type Stream = ReturnType<typeof randomStream>;

/** Step 4: `count` distinct numbers from 1…max, in draw order. */
function pickDistinct(stream: Stream, count: number, max: number): number[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  return Array.from({ length: count }, () => pool.splice(stream.below(pool.length), 1)[0]!);
}

/** §3 ladder rule: the finish is fixed by start and line count. */
export const ladderFinish = (start: LadderStart, lines: 3 | 4): OddEven =>
  (start === 'left') === (lines === 3) ? 'even' : 'odd';

/** Step 5: the result of round `roundId` of a game of `kind` from seed S. */
export function drawRound(kind: GameKind, seedHex: string, roundId: string): DrawResult {
  const stream = randomStream(seedHex, roundId);
  switch (kind) {
    case GameKind.Powerball: {
      const balls = pickDistinct(stream, POWERBALL.balls, POWERBALL.max);
      return { kind, balls, power: stream.below(POWERBALL.powerRange) };
    }
    case GameKind.Ladder: {
      const start: LadderStart = stream.below(2) === 0 ? 'left' : 'right';
      const lines = stream.below(2) === 0 ? 3 : 4;
      return { kind, start, lines, finish: ladderFinish(start, lines) };
    }
    case GameKind.Keno:
      return { kind, numbers: pickDistinct(stream, KENO.numbers, KENO.max) };
  }
}

/** What the verify page shows: does the revealed seed match the hash, and the recomputed result. */
export function verifyRound(kind: GameKind, seedHex: string, publishedHash: string, roundId: string) {
  return { hashMatches: seedHash(seedHex) === publishedHash.toLowerCase(), result: drawRound(kind, seedHex, roundId) };
}

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * Whether a published result is the recomputed one, field by field. The server keeps results as
 * JSONB, which stores an object's keys in its own order, so two equal draws need not serialize
 * alike; balls and numbers are compared in draw order, as the procedure above gives them.
 */
export function sameDraw(published: DrawResult | null, recomputed: DrawResult): boolean {
  if (!published || published.kind !== recomputed.kind) return false;
  switch (recomputed.kind) {
    case GameKind.Powerball: {
      const p = published as PowerballResult;
      return p.power === recomputed.power && sameNumbers(p.balls, recomputed.balls);
    }
    case GameKind.Ladder: {
      const p = published as LadderResult;
      return p.start === recomputed.start && p.lines === recomputed.lines && p.finish === recomputed.finish;
    }
    case GameKind.Keno:
      return sameNumbers((published as KenoResult).numbers, recomputed.numbers);
  }
}

export const SEED_HEX_PATTERN = /^[0-9a-f]{64}$/;
