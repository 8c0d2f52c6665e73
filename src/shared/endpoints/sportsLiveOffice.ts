import { OfficeArea, officeList } from '../api/office';
import { SportsLiveMonitorList, SportsLiveMonitorRecord } from '../api/office/sportsLive';
import { endpoint, staff } from './endpoint';

/** The live monitor (docs/domains/sportsbook.md#live-monitor): staff of the games area, as the rest of the sportsbook's office. */
export const adminSportsLiveMonitor = {
  list: endpoint({
    path: '/api/admin/sportsLiveMonitor/list',
    body: SportsLiveMonitorList,
    response: officeList(SportsLiveMonitorRecord),
    access: staff(OfficeArea.Games),
    summary: 'Fixtures in play with score, clock, bet stop, feed silence, open and pending slips and liability',
  }),
};
