import { useCallback, useEffect, useState } from 'react';
import { sportsTopic, type SportsFixturesResponse, type SportsPush } from '../../../shared/api/sports';
import { API } from '../../../shared/endpoints/member';
import type { FixtureState, SportKey } from '../../../shared/sports/sports';
import { useApi } from '../../apiContext';
import { usePublicTopic } from '../../realtime';
import { apiErrorCode } from '../../ui';
import { isFinished, mergePush } from './sportsPush';

export interface BoardFilter {
  sport?: SportKey;
  leagueId?: number;
  day?: string;
  /** The fixtures in play instead of the pre-match board (docs/domains/sportsbook.md#what-the-member-pages-call). */
  live?: boolean;
}

/** Fixtures the board still offers: not yet kicked off (a closed, resulted or void one leaves it). */
const ON_BOARD = new Set<FixtureState>(['scheduled', 'open', 'suspended']);
const onBoard = (state: FixtureState) => ON_BOARD.has(state);
/** Fixtures the live list keeps: in play, and those that finished while shown (with their final score). */
const inPlayOrFinished = (state: FixtureState) => state === 'live' || isFinished(state);

/**
 * The sports board's data (/api/sports/fixtures for the filters), kept live by the public push
 * topic `/topic/sports/<siteId>`: odds and market states change in place while the page is open.
 * In play, each scoreboard too, and a match that kicks off meanwhile loads the list again.
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
    const { live: inPlay, ...rest } = JSON.parse(key) as BoardFilter;
    api
      .call(API.sports.fixtures, { ...rest, live: inPlay ? 'Y' : 'N' })
      .then((data) => live && setLoaded({ key, data, errorCode: null }))
      .catch((error: unknown) => live && setLoaded({ key, data: null, errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
  }, [api, key, version]);

  const keep = filter.live ? inPlayOrFinished : onBoard;
  usePublicTopic<SportsPush>(sportsTopic(api.siteId), (push) => {
    const shown = loaded?.data?.fixtures;
    if (
      filter.live &&
      push.event === 'live' &&
      shown &&
      push.fixtures.some((f) => f.state === 'live' && !shown.some((x) => x.fixtureId === f.fixtureId))
    )
      setVersion((v) => v + 1);
    setLoaded((current) =>
      current?.data
        ? { ...current, data: { ...current.data, fixtures: mergePush(current.data.fixtures, push, keep) } }
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
