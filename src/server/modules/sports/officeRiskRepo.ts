import type { Kysely } from 'kysely';
import type { LocalizedNames } from '../../../shared/api/sports';
import type { MarketType } from '../../../shared/sports/markets';
import type { MarketState, SportKey } from '../../../shared/sports/sports';
import type { DB } from '../../db/schema';

export interface MarketFacts {
  sport: SportKey;
  home: LocalizedNames;
  away: LocalizedNames;
  type: MarketType;
  line: number | null;
  state: MarketState;
  capHold: boolean;
}

/** What the liability monitor shows of each market beside its liability: its fixture's teams, type, line and state. */
export async function marketFacts(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, MarketFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_fixtures as f', 'f.id', 'm.fixture_id')
    .innerJoin('sports_teams as h', 'h.id', 'f.home_team_id')
    .innerJoin('sports_teams as a', 'a.id', 'f.away_team_id')
    .select(['m.id', 'm.type', 'm.line', 'm.state', 'm.cap_hold', 'f.sport', 'h.names as home', 'a.names as away'])
    .where('m.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        sport: r.sport,
        home: r.home,
        away: r.away,
        type: r.type,
        line: r.line,
        state: r.state,
        capHold: r.cap_hold,
      },
    ]),
  );
}
