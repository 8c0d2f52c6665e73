import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { LegDbRow } from '../bets/repo';
import type { LegFixtures } from '../bets/view';
import { scoreOf } from './board';
import { fixturesByIds } from './boardRepo';

/** The fixtures of the sports legs among these (bet list and detail: league, home, away, score, state). */
export async function sportsLegFixtures(db: Kysely<DB>, legs: readonly LegDbRow[]): Promise<LegFixtures> {
  const ids = [...new Set(legs.flatMap((l) => (l.fixture_id === null ? [] : [Number(l.fixture_id)])))];
  const rows = await fixturesByIds(db, ids);
  return new Map(
    rows.map((f) => [
      f.id,
      {
        fixtureId: f.id,
        sport: f.sport,
        league: f.league_names,
        home: f.home_names,
        away: f.away_names,
        startsAt: f.starts_at.toISOString(),
        state: f.state,
        score: f.state === 'postponed' || f.state === 'cancelled' ? null : scoreOf(f),
      },
    ]),
  );
}
