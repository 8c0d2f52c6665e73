import { GameState, GetGameRequest, LaunchRequest, LaunchResponse, OddsRecord, OddsUpdate, ResultList, ResultListRequest } from '../api/minigame';
import { OfficeArea, OfficeListQuery, officeList } from '../api/office';
import { updateBody } from '../api/office/common';
import { endpoint, guest, member, staff } from './endpoint';

/** §7 /api/minigame/*: the house minigames (DESIGN: Games). */
export const minigame = {
  state: endpoint({ path: '/api/minigame/getGame/:type', body: GetGameRequest, response: GameState, access: guest, summary: 'Current round, odds, rules, recent results and my bets in it' }),
  launch: endpoint({ path: '/api/minigame/getGame', body: LaunchRequest, response: LaunchResponse, access: member, summary: "§7 mini launch: the viewer address in the member front" }),
  results: endpoint({ path: '/api/minigame/powerballResult', body: ResultListRequest, response: ResultList, access: guest, summary: 'Finished rounds of one game with their seeds, newest first' }),
};

export const adminMinigameOdds = {
  list: endpoint({ path: '/api/admin/minigameOdds/list', body: OfficeListQuery, response: officeList(OddsRecord), access: staff(OfficeArea.Games), summary: "The site's minigame odds" }),
  update: endpoint({ path: '/api/admin/minigameOdds/update', body: updateBody(OddsUpdate), response: OddsRecord, access: staff(OfficeArea.Games), summary: 'Change the odds of a pick or close it (bets from now on)' }),
};
