import type { FastifyInstance } from 'fastify';
import {
  adminSportsCashOut,
  adminSportsCashOutReport,
  adminSportsFixtures,
  adminSportsLeagues,
  adminSportsLiability,
  adminSportsMargins,
  adminSportsMarkets,
  adminSportsTeams,
} from '../../../shared/endpoints/sportsOffice';
import {
  adminSportsMarketLiability,
  adminSportsOddsHistory,
  adminSportsRiskProfiles,
} from '../../../shared/endpoints/sportsRiskOffice';
import { adminSportsLiveMonitor } from '../../../shared/endpoints/sportsLiveOffice';
import { recordId, recordIds } from '../../http/recordId';
import { route } from '../../http/route';
import { csvRoute } from '../../http/csvRoute';
import { cashOutCsv, cashOutReport, cashOutRuleList, cashOutRuleUpdate } from './officeCashOut';
import { liveMonitorList } from './officeLiveMonitor';
import {
  leagueById,
  leagueCreate,
  leagueList,
  leaguesOf,
  leagueUpdate,
  teamById,
  teamCreate,
  teamList,
  teamsOf,
  teamUpdate,
} from './officeCatalogue';
import { fixtureById, fixtureCreate, fixtureList, fixtureUpdate, liabilityList } from './officeFixtures';
import { marginList, marginUpdate } from './officeMargins';
import { marketList, marketOdds, marketState } from './officeMarkets';
import { enterResult, previewResult } from './officeResults';
import { marketLiabilityList, oddsHistoryList, riskProfileGet, riskProfileUpdate } from './officeRisk';

/** The sportsbook's office: staff of the games area. */
export default async function sportsOfficeRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminSportsLeagues.list, (req, caller) => leagueList(req.deps, caller.siteId, req.body.filter, req.body));
  route(app, adminSportsLeagues.get, (req, caller) => leagueById(req.deps, caller.siteId, recordId(req.body.id)));
  route(app, adminSportsLeagues.getMany, (req, caller) => leaguesOf(req.deps, caller.siteId, recordIds(req.body.ids)));
  route(app, adminSportsLeagues.create, (req, caller) => leagueCreate(req.deps, caller, req.body.data));
  route(app, adminSportsLeagues.update, (req, caller) =>
    leagueUpdate(req.deps, caller, recordId(req.body.id), req.body.data),
  );

  route(app, adminSportsTeams.list, (req, caller) => teamList(req.deps, caller.siteId, req.body.filter, req.body));
  route(app, adminSportsTeams.get, (req, caller) => teamById(req.deps, caller.siteId, recordId(req.body.id)));
  route(app, adminSportsTeams.getMany, (req, caller) => teamsOf(req.deps, caller.siteId, recordIds(req.body.ids)));
  route(app, adminSportsTeams.create, (req, caller) => teamCreate(req.deps, caller, req.body.data));
  route(app, adminSportsTeams.update, (req, caller) =>
    teamUpdate(req.deps, caller, recordId(req.body.id), req.body.data),
  );

  route(app, adminSportsFixtures.list, (req, caller) => fixtureList(req.deps, caller.siteId, req.body));
  route(app, adminSportsFixtures.get, (req, caller) => fixtureById(req.deps, caller.siteId, recordId(req.body.id)));
  route(app, adminSportsFixtures.create, (req, caller) => fixtureCreate(req.deps, caller, req.body.data));
  route(app, adminSportsFixtures.update, (req, caller) =>
    fixtureUpdate(req.deps, caller, recordId(req.body.id), req.body.data),
  );
  route(app, adminSportsFixtures.preview, (req, caller) =>
    previewResult(req.deps, caller.siteId, req.body.id, req.body.result),
  );
  route(app, adminSportsFixtures.result, (req, caller) => enterResult(req.deps, caller, req.body.id, req.body.result));

  route(app, adminSportsMarkets.list, (req, caller) => marketList(req.deps, caller.siteId, req.body));
  route(app, adminSportsMarkets.update, (req, caller) =>
    marketOdds(req.deps, caller, recordId(req.body.id), req.body.data),
  );
  route(app, adminSportsMarkets.suspend, (req, caller) =>
    marketState(req.deps, caller, recordId(req.body.id), 'suspended'),
  );
  route(app, adminSportsMarkets.open, (req, caller) => marketState(req.deps, caller, recordId(req.body.id), 'open'));

  route(app, adminSportsLiability.list, (req, caller) => liabilityList(req.deps, caller.siteId, req.body));

  route(app, adminSportsMargins.list, (req, caller) => marginList(req.deps, caller.siteId, req.site.options));
  route(app, adminSportsMargins.update, (req, caller) =>
    marginUpdate(req.deps, caller, req.site.options, req.body.id, req.body.data.marginBp),
  );
  route(app, adminSportsCashOut.list, (req, caller) => cashOutRuleList(req.deps, caller.siteId, req.site.options));
  route(app, adminSportsCashOut.update, (req, caller) =>
    cashOutRuleUpdate(req.deps, caller, req.site.options, req.body.id, req.body.data.rule),
  );
  route(app, adminSportsCashOutReport.list, (req, caller) =>
    cashOutReport(req.deps, caller.siteId, req.body.filter, req.body),
  );
  csvRoute(app, adminSportsCashOutReport.export, (req, caller) =>
    cashOutCsv(req.deps, caller.siteId, req.body.filter, req.body),
  );

  route(app, adminSportsRiskProfiles.get, (req, caller) => riskProfileGet(req.deps, caller.siteId, req.body.id));
  route(app, adminSportsRiskProfiles.update, (req, caller) =>
    riskProfileUpdate(req.deps, caller, req.body.id, req.body.data.profile),
  );
  route(app, adminSportsMarketLiability.list, (req, caller) =>
    marketLiabilityList(req.deps, caller.siteId, req.site.options, req.body),
  );
  route(app, adminSportsOddsHistory.list, (req, caller) => oddsHistoryList(req.deps, caller.siteId, req.body));
  route(app, adminSportsLiveMonitor.list, (req, caller) => liveMonitorList(req.deps, caller.siteId, req.body));
}
