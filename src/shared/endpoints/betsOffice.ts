import { OfficeArea, OfficeId } from '../api/office';
import { BetFilter, OfficeBetRecord } from '../api/office/bets';
import { endpoint, partner, staff, type Access } from './endpoint';
import { reportGrid } from './reportGrid';

/** The office bet screens (§2): slips and legs of any product, a partner's subtree or the whole site. */
const officeBets = <S extends string, A extends Access>(scope: S, access: A, who: string) => ({
  ...reportGrid(`/api/${scope}/bets`, BetFilter, OfficeBetRecord, access, `Slips of ${who}`),
  get: endpoint({
    path: `/api/${scope}/bets/get`,
    body: OfficeId,
    response: OfficeBetRecord,
    access,
    summary: `One slip of ${who} with its legs`,
  }),
});

export const partnerBets = officeBets('partner', partner, "the partner's subtree");
export const adminBets = officeBets('admin', staff(OfficeArea.Bets), 'the site');
