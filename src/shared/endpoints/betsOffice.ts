import { OfficeArea, OfficeId, officeList } from '../api/office';
import { BetList as OfficeBetListQuery, OfficeBetRecord } from '../api/office/bets';
import { endpoint, partner, staff, type Access } from './endpoint';

/** The office bet screens (§2): slips and legs of any product, a partner's subtree or the whole site. */
const officeBets = <S extends string, A extends Access>(scope: S, access: A, who: string) => ({
  list: endpoint({ path: `/api/${scope}/bets/list`, body: OfficeBetListQuery, response: officeList(OfficeBetRecord), access, summary: `Slips of ${who}, paged` }),
  get: endpoint({ path: `/api/${scope}/bets/get`, body: OfficeId, response: OfficeBetRecord, access, summary: `One slip of ${who} with its legs` }),
});

export const partnerBets = officeBets('partner', partner, "the partner's subtree");
export const adminBets = officeBets('admin', staff(OfficeArea.Bets), 'the site');
