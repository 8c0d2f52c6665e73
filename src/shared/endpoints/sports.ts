import {
  SportsCancelRequest,
  SportsCancelResponse,
  SportsCashOutQuote,
  SportsCashOutQuoteRequest,
  SportsCashOutRequest,
  SportsCashOutResponse,
  SportsFixtureDetail,
  SportsFixtureRequest,
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
    summary:
      'The sports board: fixtures not yet started with their markets and odds (sport, league, day filters), or with live Y the fixtures in play with their scoreboard',
  }),
  fixture: endpoint({
    path: '/api/sports/fixture',
    body: SportsFixtureRequest,
    response: SportsFixtureDetail,
    access: guest,
    summary: 'One fixture with its markets, its scoreboard in play and its incidents (the match tracker)',
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
  cashOutQuote: endpoint({
    path: '/api/bet/sports/cashout/quote',
    body: SportsCashOutQuoteRequest,
    response: SportsCashOutQuote,
    access: member,
    summary: "The value now of a full cash-out of the member's open sports slip (reads only)",
  }),
  cashOut: endpoint({
    path: '/api/bet/sports/cashout',
    body: SportsCashOutRequest,
    response: SportsCashOutResponse,
    access: member,
    idempotent: true,
    closedBy: ['bet'],
    summary: 'Cash-out of a sports slip, whole or part of its stake, at no less than the value the member was shown',
  }),
};
