import { useCallback, useEffect, useState } from 'react';
import {
  sportsTopic,
  type SportsFixture,
  type SportsFixturesResponse,
  type SportsPush,
} from '../../../shared/api/sports';
import { API } from '../../../shared/endpoints/member';
import type { SportKey } from '../../../shared/sports/sports';
import { useApi } from '../../apiContext';
import { usePublicTopic } from '../../realtime';
import { apiErrorCode } from '../../ui';

export interface BoardFilter {
  sport?: SportKey;
  leagueId?: number;
  day?: string;
}

/** Fixtures the board still offers: not yet kicked off (a closed, resulted or void one leaves it). */
const ON_BOARD = new Set<SportsFixture['state']>(['scheduled', 'open', 'suspended']);

/** A push merged into the fixtures shown: each market's state and odds, the fixture's state. */
function mergePush(fixtures: readonly SportsFixture[], push: SportsPush): SportsFixture[] {
  const pushed = new Map(push.fixtures.map((f) => [f.fixtureId, f]));
  return fixtures
    .map((fixture) => {
      const now = pushed.get(fixture.fixtureId);
      if (!now) return fixture;
      const markets = new Map(now.markets.map((m) => [m.marketId, m]));
      return {
        ...fixture,
        state: now.state,
        markets: fixture.markets.map((m) => {
          const change = markets.get(m.marketId);
          return change ? { ...m, state: change.state, odds: change.odds } : m;
        }),
      };
    })
    .filter((f) => ON_BOARD.has(f.state));
}

/**
 * The sports board's data (/api/sports/fixtures for the filters), kept live by the public push
 * topic `/topic/sports/<siteId>`: odds and market states change in place while the page is open.
 */
export function useSportsBoard(filter: BoardFilter, onPush?: (push: SportsPush) => void) {
  const api = useApi();
  const key = JSON.stringify(filter);
  const [loaded, setLoaded] = useState<{
    key: string;
    data: SportsFixturesResponse | null;
    errorCode: string | null;
  } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .call(API.sports.fixtures, JSON.parse(key) as BoardFilter)
      .then((data) => live && setLoaded({ key, data, errorCode: null }))
      .catch((error: unknown) => live && setLoaded({ key, data: null, errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
  }, [api, key, version]);

  usePublicTopic<SportsPush>(sportsTopic(api.siteId), (push) => {
    setLoaded((current) =>
      current?.data
        ? { ...current, data: { ...current.data, fixtures: mergePush(current.data.fixtures, push) } }
        : current,
    );
    onPush?.(push);
  });

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = loaded?.key === key ? loaded : null;
  return {
    loading: current === null,
    errorCode: current?.errorCode ?? null,
    // While a new filter loads, the last answer's tabs stay so the page does not jump.
    sports: (current ?? loaded)?.data?.sports ?? [],
    leagues: current?.data?.leagues ?? [],
    fixtures: current?.data?.fixtures ?? [],
    reload,
  };
}
