import { describe, expect, it } from 'vitest';
import { demoDocument } from './demoFeed';
import { livePart, type FeedFixture } from './format';

/** The demo feed in play (docs/domains/sportsbook.md#in-play), ten times faster than real time. */
const margins = () => 600;
const play = { speed: 10, liveOnly: true };
const from = new Date('2026-11-28T03:00:00Z').getTime();
const upcoming = demoDocument(new Date(from), margins).fixtures.filter(
  (f) => f.sport === 'soccer' && Date.parse(f.startsAt) > from && f.markets.length > 0,
);
const soccer = upcoming[0]!;
const kickOff = Date.parse(soccer.startsAt);

/** The soccer match every two seconds from kick-off until its result, as the live pass sees it. */
const samples: { at: number; fixture: FeedFixture }[] = [];
for (let at = kickOff; at < kickOff + 13 * 60_000; at += 2_000) {
  const fixture = demoDocument(new Date(at), margins, play).fixtures.find((f) => f.ref === soccer.ref);
  if (fixture) samples.push({ at, fixture });
}
const lives = samples.map((s) => s.fixture.live!);

describe('the demo feed in play', () => {
  it('is the same on every node and in both passes', () => {
    const at = new Date(kickOff + 5 * 60_000);
    expect(demoDocument(at, margins, play)).toEqual(demoDocument(at, margins, play));
    expect(demoDocument(at, margins, play).fixtures).toEqual(
      livePart(demoDocument(at, margins, { speed: 10, liveOnly: false })).fixtures,
    );
    expect(soccer.inPlay).toBe(true);
  });

  it('runs the clock through both halves and the break, and ends with the result it posts', () => {
    expect(lives[0]).toMatchObject({ period: '1H', clockRunning: true, score: { home: 0, away: 0 } });
    expect(new Set(lives.map((l) => l.period))).toEqual(new Set(['1H', 'BREAK', '2H', 'FT']));
    for (let i = 1; i < lives.length; i++) {
      expect(lives[i]!.clockS).toBeGreaterThanOrEqual(lives[i - 1]!.clockS);
      expect(lives[i]!.score.home).toBeGreaterThanOrEqual(lives[i - 1]!.score.home);
      expect(lives[i]!.score.away).toBeGreaterThanOrEqual(lives[i - 1]!.score.away);
    }
    const last = samples.at(-1)!.fixture;
    expect(last.live!.period).toBe('FT');
    expect(last.result?.score).toMatchObject(last.live!.score);
  });

  it('scores goals with incidents written once each, and holds the markets around each goal', () => {
    const incidents = new Map(lives.flatMap((l) => l.incidents.map((i) => [i.seq, i] as const)));
    const goals = [...incidents.values()].filter((i) => i.kind === 'goal');
    const final = lives.at(-1)!.score;
    expect(goals).toHaveLength(final.home + final.away);
    expect([...incidents.values()].filter((i) => i.kind === 'period_start').map((i) => i.period)).toEqual(['1H', '2H']);
    if (goals.length > 0) {
      expect(lives.some((l) => l.betStop)).toBe(true);
      const stopped = samples.filter((s) => s.fixture.live!.betStop);
      for (const s of stopped) expect(s.fixture.markets.length).toBeGreaterThan(0);
    }
    expect(lives.some((l) => !l.betStop && l.period !== 'FT')).toBe(true);
  });

  it('moves the odds with score and time left', () => {
    const home = samples.map((s) => s.fixture.markets.find((m) => m.type === '1x2')?.odds.home);
    expect(new Set(home.filter((o) => o !== undefined)).size).toBeGreaterThan(5);
    // Lines stay those of the kick-off: the same markets all match long.
    const lines = (f: FeedFixture) => f.markets.map((m) => `${m.type}:${m.line}`).join();
    expect(new Set(samples.map((s) => lines(s.fixture))).size).toBe(1);
  });

  it('plays goals in most matches of a day across its sports', () => {
    const day = Array.from({ length: 24 * 6 }, (_, i) => demoDocument(new Date(from + i * 600_000), margins, play));
    const scored = day.flatMap((d) => d.fixtures).filter((f) => f.live && f.live.score.home + f.live.score.away > 0);
    expect(new Set(scored.map((f) => f.sport)).size).toBeGreaterThan(5);
    expect(day.flatMap((d) => d.fixtures).some((f) => f.sport === 'combat')).toBe(false);
  });
});
