import { useCallback, useEffect, useState } from 'react';
import { sportsTopic, type SportsFixtureDetail, type SportsPush } from '../../../shared/api/sports';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { usePublicTopic } from '../../realtime';
import { apiErrorCode } from '../../ui';
import { appendIncidents, mergeFixture } from './sportsPush';

/**
 * One match (/api/sports/fixture) kept live by the public push: its markets' odds and states, its
 * scoreboard, and each new incident appended to the tracker (docs/domains/sportsbook.md#what-the-member-pages-call).
 */
export function useSportsMatch(fixtureId: number, onPush?: (push: SportsPush) => void) {
  const api = useApi();
  const [loaded, setLoaded] = useState<{
    fixtureId: number;
    data: SportsFixtureDetail | null;
    errorCode: string | null;
  } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .call(API.sports.fixture, { fixtureId })
      .then((data) => live && setLoaded({ fixtureId, data, errorCode: null }))
      .catch((error: unknown) => live && setLoaded({ fixtureId, data: null, errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
  }, [api, fixtureId, version]);

  usePublicTopic<SportsPush>(sportsTopic(api.siteId), (push) => {
    const now = push.fixtures.find((f) => f.fixtureId === fixtureId);
    if (now)
      setLoaded((current) =>
        current?.data
          ? {
              ...current,
              data: {
                ...current.data,
                fixture: mergeFixture(current.data.fixture, now),
                incidents: appendIncidents(current.data.incidents, now.incidents),
              },
            }
          : current,
      );
    onPush?.(push);
  });

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = loaded?.fixtureId === fixtureId ? loaded : null;
  return { loading: current === null, errorCode: current?.errorCode ?? null, match: current?.data ?? null, reload };
}
