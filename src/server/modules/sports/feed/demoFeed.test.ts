import { describe, expect, it } from 'vitest';
import { demoDocument } from './demoFeed';

const doc = demoDocument(new Date('2026-11-28T03:00:00Z'), () => 600);
const open = (sport: string) => doc.fixtures.filter((f) => f.sport === sport && f.markets.length > 0);
const lines = (sport: string, type: string) =>
  open(sport).map((f) => f.markets.find((m) => m.type === type)?.line ?? null);

describe('demo sports lines', () => {
  it('prices basketball like basketball: handicaps and totals that differ by match, within a real range', () => {
    const handicaps = lines('basketball', 'handicap').filter((l) => l !== null);
    const totals = lines('basketball', 'total').filter((l) => l !== null);
    expect(handicaps.length).toBeGreaterThan(10);
    expect(new Set(handicaps).size).toBeGreaterThan(4);
    expect(new Set(totals).size).toBeGreaterThan(3);
    // × 100: a favourite by at most 25 points, a total between 140 and 185 points
    for (const h of handicaps) expect(Math.abs(h)).toBeLessThanOrEqual(2_500);
    for (const t of totals) expect(t).toBeGreaterThanOrEqual(14_000);
    for (const t of totals) expect(t).toBeLessThanOrEqual(18_500);
  });

  it('offers no draw where a sport has none, not even at half time', () => {
    for (const f of open('basketball'))
      for (const m of f.markets) expect(Object.keys(m.odds), `${f.ref} ${m.type}`).not.toContain('draw');
  });

  it('never shows a price pinned at the top of the band (50.00)', () => {
    for (const f of doc.fixtures)
      for (const m of f.markets)
        for (const odds of Object.values(m.odds)) expect(odds, `${f.ref} ${m.type}`).toBeLessThan(5_000);
  });

  it('still offers every sport a winner market on most matches', () => {
    const sports = new Set(doc.fixtures.map((f) => f.sport));
    for (const sport of sports) {
      const fixtures = open(sport);
      const withWinner = fixtures.filter((f) => f.markets.some((m) => m.type === '1x2' || m.type === '12'));
      expect(withWinner.length, sport).toBeGreaterThanOrEqual(fixtures.length * 0.8);
    }
  });
});
