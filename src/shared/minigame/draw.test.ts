import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawRound,
  ladderFinish,
  sameDraw,
  seedHash,
  verifyRound,
  type DrawResult,
  type PowerballResult,
} from './draw';
import { GameKind } from './games';

// Seeds are SHA-256 of a counter: as uniform as random bytes, and the test gives the same answer on
// every run instead of failing 0.6% of the time by chance.
const seedOf = (i: number) => createHash('sha256').update(`fairness-${i}`).digest('hex');

/** Upper tail critical values of chi-square at p = 0.001. */
const CHI2_P001: Record<number, number> = { 9: 27.877, 27: 55.476, 1: 10.828 };

function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

/** The documented procedure, written again on node:crypto: it must agree with the shared code. */
function referencePowerball(seedHex: string, roundId: string): { balls: number[]; power: number } {
  const words: number[] = [];
  let block = 0;
  const next = () => {
    if (words.length === 0) {
      const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${roundId}:${block++}`).digest();
      for (let i = 0; i < 8; i++) words.push(mac.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
  const below = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = next();
      if (w < limit) return w % n;
    }
  };
  const pool = Array.from({ length: 28 }, (_, i) => i + 1);
  const balls = Array.from({ length: 5 }, () => pool.splice(below(pool.length), 1)[0]!);
  return { balls, power: below(10) };
}

describe('provably fair draws', () => {
  it('100,000 powerball draws are uniform per ball position and power ball (chi-square, p > 0.001)', () => {
    const N = 100_000;
    const positions = Array.from({ length: 5 }, () => new Array<number>(28).fill(0));
    const power = new Array<number>(10).fill(0);
    for (let i = 0; i < N; i++) {
      const r = drawRound(GameKind.Powerball, seedOf(i), `pwball-${i}`) as PowerballResult;
      expect(new Set(r.balls).size).toBe(5);
      r.balls.forEach((b, pos) => positions[pos]![b - 1]!++);
      power[r.power]!++;
    }
    for (const counts of positions) expect(chiSquare(counts)).toBeLessThan(CHI2_P001[27]!);
    expect(chiSquare(power)).toBeLessThan(CHI2_P001[9]!);
  });

  it('ladder start and lines are fair coins and the finish follows §3', () => {
    const starts = [0, 0];
    const lines = [0, 0];
    for (let i = 0; i < 20_000; i++) {
      const r = drawRound(GameKind.Ladder, seedOf(i), `powerladder-${i}`);
      if (r.kind !== GameKind.Ladder) throw new Error('kind');
      starts[r.start === 'left' ? 0 : 1]!++;
      lines[r.lines - 3]!++;
      expect(r.finish).toBe(ladderFinish(r.start, r.lines));
    }
    expect(chiSquare(starts)).toBeLessThan(CHI2_P001[1]!);
    expect(chiSquare(lines)).toBeLessThan(CHI2_P001[1]!);
    expect([
      ladderFinish('left', 3),
      ladderFinish('left', 4),
      ladderFinish('right', 3),
      ladderFinish('right', 4),
    ]).toEqual(['even', 'odd', 'odd', 'even']);
  });

  it('keno draws 22 distinct numbers from 1–70', () => {
    for (let i = 0; i < 1_000; i++) {
      const r = drawRound(GameKind.Keno, seedOf(i), `speedkino-${i}`);
      if (r.kind !== GameKind.Keno) throw new Error('kind');
      expect(new Set(r.numbers).size).toBe(22);
      expect(Math.min(...r.numbers)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...r.numbers)).toBeLessThanOrEqual(70);
    }
  });

  it('the verify procedure reproduces each result from the revealed seed and checks the hash', () => {
    for (let i = 0; i < 2_000; i++) {
      const seed = seedOf(i);
      const roundId = `pwball-20261121-${i}`;
      const published = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
      expect(seedHash(seed)).toBe(published);
      const { hashMatches, result } = verifyRound(GameKind.Powerball, seed, published, roundId);
      expect(hashMatches).toBe(true);
      expect(result).toEqual({ kind: GameKind.Powerball, ...referencePowerball(seed, roundId) });
    }
    expect(verifyRound(GameKind.Powerball, seedOf(1), seedHash(seedOf(2)), 'x').hashMatches).toBe(false);
  });

  it('another round id gives another draw from the same seed', () => {
    expect(drawRound(GameKind.Powerball, seedOf(7), 'a-1')).not.toEqual(
      drawRound(GameKind.Powerball, seedOf(7), 'a-2'),
    );
  });

  it('a published result is the recomputed one by its fields, whatever the order of its keys', () => {
    // JSONB gives keys back shortest first: how the server publishes a stored result.
    const asStored = (r: DrawResult) =>
      Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.length - b.length || a.localeCompare(b))) as DrawResult;
    for (const kind of Object.values(GameKind)) {
      for (let i = 0; i < 50; i++) {
        const result = drawRound(kind, seedOf(i), `${kind}-20261121-${i}`);
        expect(sameDraw(asStored(result), result)).toBe(true);
      }
    }
  });

  it('a published result that differs in any field, or in the order of its balls, is not the recomputed one', () => {
    const ball = drawRound(GameKind.Powerball, seedOf(3), 'pwball-20261121-0003') as PowerballResult;
    expect(sameDraw({ ...ball, power: (ball.power + 1) % 10 }, ball)).toBe(false);
    expect(sameDraw({ ...ball, balls: [...ball.balls].reverse() }, ball)).toBe(false);
    expect(sameDraw({ ...ball, balls: ball.balls.slice(1) }, ball)).toBe(false);
    expect(sameDraw(null, ball)).toBe(false);
    const ladder = drawRound(GameKind.Ladder, seedOf(3), 'powerladder-20261121-0003');
    expect(
      sameDraw({ ...ladder, lines: ladder.kind === 'ladder' && ladder.lines === 3 ? 4 : 3 } as DrawResult, ladder),
    ).toBe(false);
    expect(sameDraw({ kind: GameKind.Keno, numbers: [] }, ladder)).toBe(false);
    const keno = drawRound(GameKind.Keno, seedOf(3), 'speedkino-20261121-0003');
    expect(
      sameDraw({ kind: GameKind.Keno, numbers: keno.kind === 'keno' ? [...keno.numbers.slice(1), 70] : [] }, keno),
    ).toBe(false);
  });
});
