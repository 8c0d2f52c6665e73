import { OddsRecord, OddsUpdate } from '../api/minigame';
import { OfficeArea, OfficeListQuery, officeList } from '../api/office';
import { updateBody } from '../api/office/common';
import { endpoint, staff } from './endpoint';

export const adminMinigameOdds = {
  list: endpoint({
    path: '/api/admin/minigameOdds/list',
    body: OfficeListQuery,
    response: officeList(OddsRecord),
    access: staff(OfficeArea.Games),
    summary: "The site's minigame odds",
  }),
  update: endpoint({
    path: '/api/admin/minigameOdds/update',
    body: updateBody(OddsUpdate),
    response: OddsRecord,
    access: staff(OfficeArea.Games),
    summary: 'Change the odds of a pick or close it (bets from now on)',
  }),
};
