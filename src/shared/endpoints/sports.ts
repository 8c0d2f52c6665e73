import {
  SportsCancelRequest,
  SportsCancelResponse,
  SportsFixturesRequest,
  SportsFixturesResponse,
  SportsResults,
  SportsResultsRequest,
} from '../api/sports';
import { endpoint, guest, member } from './endpoint';

/**
 * The sportsbook (docs/domains/sportsbook.md). A sports slip itself is placed through bet.place
 * (/api/bet/betProc, gameType sports).
 */
export const sports = {
  fixtures: endpoint({
    path: '/api/sports/fixtures',
    body: SportsFixturesRequest,
    response: SportsFixturesResponse,
    access: guest,
    summary: 'The sports board: fixtures not yet started with their markets and odds (sport, league, day filters)',
  }),
  results: endpoint({
    path: '/api/sports/results',
    body: SportsResultsRequest,
    response: SportsResults,
    access: guest,
    summary: 'Finished fixtures with their scores and winning picks, newest first',
  }),
  cancel: endpoint({
    path: '/api/bet/sports/cancel',
    body: SportsCancelRequest,
    response: SportsCancelResponse,
    access: member,
    idempotent: true,
    closedBy: ['bet'],
    summary:
      '§4 cancel of a sports slip within the site window and before its first kick-off (confirm step, then refund)',
  }),
};
