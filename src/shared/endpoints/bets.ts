import { BetDetail, BetDetailRequest, BetList, BetListRequest, BetProcRequest, BetProcResponse } from '../api/bets';
import { OfficeArea, OfficeId, officeList } from '../api/office';
import { BetList as OfficeBetListQuery, OfficeBetRecord } from '../api/office/bets';
import { endpoint, member, partner, staff, type Access } from './endpoint';

/** §7 /api/bet/*: the member's slips of every product. */
export const bet = {
  place: endpoint({ path: '/api/bet/betProc', body: BetProcRequest, response: BetProcResponse, access: member, idempotent: true, closedBy: ['bet'], summary: 'Place minigame picks on one round, each a one-leg slip (§3 house rules)' }),
  list: endpoint({ path: '/api/bet/betlist', body: BetListRequest, response: BetList, access: member, summary: "The member's slips of any product with their legs, newest first" }),
  detail: endpoint({ path: '/api/bet/detail', body: BetDetailRequest, response: BetDetail, access: member, summary: 'One of the member\'s slips with its legs' }),
};

/** The office bet screens (§2): slips and legs of any product, a partner's subtree or the whole site. */
const officeBets = <S extends string, A extends Access>(scope: S, access: A, who: string) => ({
  list: endpoint({ path: `/api/${scope}/bets/list`, body: OfficeBetListQuery, response: officeList(OfficeBetRecord), access, summary: `Slips of ${who}, paged` }),
  get: endpoint({ path: `/api/${scope}/bets/get`, body: OfficeId, response: OfficeBetRecord, access, summary: `One slip of ${who} with its legs` }),
});

export const partnerBets = officeBets('partner', partner, "the partner's subtree");
export const adminBets = officeBets('admin', staff(OfficeArea.Bets), 'the site');
