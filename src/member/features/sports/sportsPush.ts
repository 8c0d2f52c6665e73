import type { SportsFixture, SportsIncident, SportsPush } from '../../../shared/api/sports';
import type { FixtureState } from '../../../shared/sports/sports';

type PushedFixture = SportsPush['fixtures'][number];

/** A fixture whose markets take picks: open before kick-off, live in play (docs/domains/sportsbook.md#in-play). */
export const takesBets = (state: FixtureState): boolean => state === 'open' || state === 'live';

/** A fixture with a final result: the live pages show its last score as the final one. */
export const isFinished = (state: FixtureState): boolean => state === 'resulted' || state === 'settled';

/**
 * One fixture as a push leaves it: its state, each market's state and odds, and (in play) its
 * scoreboard. A result's score stands as the final one on a fixture that was shown in play.
 */
export function mergeFixture(fixture: SportsFixture, now: PushedFixture): SportsFixture {
  const markets = new Map(now.markets.map((m) => [m.marketId, m]));
  const live = now.live ?? fixture.live;
  return {
    ...fixture,
    state: now.state,
    markets: fixture.markets.map((m) => {
      const change = markets.get(m.marketId);
      return change ? { ...m, state: change.state, odds: change.odds } : m;
    }),
    ...(live && now.score && isFinished(now.state)
      ? { live: { ...live, period: 'FT', clockRunning: false, score: { home: now.score.home, away: now.score.away } } }
      : live
        ? { live }
        : {}),
  };
}

/** A push merged into a list of fixtures; `keep` says which states the list still shows. */
export function mergePush(
  fixtures: readonly SportsFixture[],
  push: SportsPush,
  keep: (state: FixtureState) => boolean,
): SportsFixture[] {
  const pushed = new Map(push.fixtures.map((f) => [f.fixtureId, f]));
  return fixtures
    .map((fixture) => {
      const now = pushed.get(fixture.fixtureId);
      return now ? mergeFixture(fixture, now) : fixture;
    })
    .filter((f) => keep(f.state));
}

/** The tracker's incidents with a push's new ones after them, each once by its seq (a push may repeat one). */
export function appendIncidents(incidents: SportsIncident[], added: readonly SportsIncident[] = []): SportsIncident[] {
  const seen = new Set(incidents.map((i) => i.seq));
  const fresh = added.filter((i) => !seen.has(i.seq));
  return fresh.length === 0 ? incidents : [...incidents, ...fresh].sort((a, b) => a.seq - b.seq);
}
