import { BetDetail, BetDetailRequest, BetList, BetListRequest, BetProcBody, BetProcResponse } from '../api/bets';
import { endpoint, member } from './endpoint';

/** §7 /api/bet/*: the member's slips of every product. */
export const bet = {
  place: endpoint({
    path: '/api/bet/betProc',
    body: BetProcBody,
    response: BetProcResponse,
    access: member,
    idempotent: true,
    closedBy: ['bet'],
    summary:
      'Place a sports slip (gameType sports: legs, one stake) or minigame picks on one round, each a one-leg slip (§3 house rules)',
  }),
  list: endpoint({
    path: '/api/bet/betlist',
    body: BetListRequest,
    response: BetList,
    access: member,
    summary: "The member's slips of any product with their legs, newest first",
  }),
  detail: endpoint({
    path: '/api/bet/detail',
    body: BetDetailRequest,
    response: BetDetail,
    access: member,
    summary: "One of the member's slips with its legs",
  }),
};
