import { OfficeArea, OfficeId, officeList } from '../api/office';
import { updateBody } from '../api/office/common';
import {
  SportsMarketLiabilityList,
  SportsMarketLiabilityRecord,
  SportsOddsHistoryList,
  SportsOddsHistoryRecord,
  SportsRiskProfileRecord,
  SportsRiskProfileUpdate,
} from '../api/office/sportsRisk';
import { endpoint, staff } from './endpoint';

/**
 * Sports risk in the office (docs/domains/sportsbook.md#risk): staff of the games area, as the rest
 * of the sportsbook's office; partners do not see it.
 */
const access = staff(OfficeArea.Games);

export const adminSportsRiskProfiles = {
  get: endpoint({
    path: '/api/admin/sportsRiskProfiles/get',
    body: OfficeId,
    response: SportsRiskProfileRecord,
    access,
    summary: "A member's sports risk profile (id: the member)",
  }),
  update: endpoint({
    path: '/api/admin/sportsRiskProfiles/update',
    body: updateBody(SportsRiskProfileUpdate),
    response: SportsRiskProfileRecord,
    access,
    summary: "Set a member's stake factor and maximum stake per fixture and market (null: none of its own)",
  }),
};

export const adminSportsMarketLiability = {
  list: endpoint({
    path: '/api/admin/sportsMarketLiability/list',
    body: SportsMarketLiabilityList,
    response: officeList(SportsMarketLiabilityRecord),
    access,
    summary: 'Markets of fixtures not yet resulted with open slips, largest liability first, with the cap',
  }),
};

export const adminSportsOddsHistory = {
  list: endpoint({
    path: '/api/admin/sportsOddsHistory/list',
    body: SportsOddsHistoryList,
    response: officeList(SportsOddsHistoryRecord),
    access,
    summary: "A market's changes of odds and state with who or which feed message made them, newest first",
  }),
};
