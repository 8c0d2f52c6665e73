import { z } from 'zod';
import { OfficeArea, OfficeId, OfficeIds, OfficeListQuery, officeList } from '../api/office';
import { createBody, updateBody } from '../api/office/common';
import {
  SportsFixtureCreate,
  SportsFixtureList,
  SportsFixtureRecord,
  SportsFixtureUpdate,
  SportsLeagueInput,
  SportsLeagueList,
  SportsLeagueRecord,
  SportsLeagueUpdate,
  SportsLiabilityList,
  SportsMarginRecord,
  SportsMarginUpdate,
  SportsMarketList,
  SportsMarketOddsUpdate,
  SportsMarketRecord,
  SportsResultBody,
  SportsSettlementPreview,
  SportsTeamInput,
  SportsTeamList,
  SportsTeamRecord,
  SportsTeamUpdate,
} from '../api/office/sports';
import {
  SportsCashOutReportFilter,
  SportsCashOutReportRecord,
  SportsCashOutRuleRecord,
  SportsCashOutRuleUpdate,
} from '../api/office/sportsCashOut';
import { endpoint, staff } from './endpoint';
import { reportGrid } from './reportGrid';

/**
 * The sportsbook's office (docs/domains/sportsbook.md#office): staff of the games area run leagues,
 * fixtures, odds and results.
 */
const access = staff(OfficeArea.Games);

export const adminSportsLeagues = {
  list: endpoint({
    path: '/api/admin/sportsLeagues/list',
    body: SportsLeagueList,
    response: officeList(SportsLeagueRecord),
    access,
    summary: 'Sports leagues (sport, name filters)',
  }),
  get: endpoint({
    path: '/api/admin/sportsLeagues/get',
    body: OfficeId,
    response: SportsLeagueRecord,
    access,
    summary: 'One league',
  }),
  getMany: endpoint({
    path: '/api/admin/sportsLeagues/getMany',
    body: OfficeIds,
    response: z.array(SportsLeagueRecord),
    access,
    summary: 'Leagues by id',
  }),
  create: endpoint({
    path: '/api/admin/sportsLeagues/create',
    body: createBody(SportsLeagueInput),
    response: SportsLeagueRecord,
    access,
    summary: 'Add a league with its names in the six languages',
  }),
  update: endpoint({
    path: '/api/admin/sportsLeagues/update',
    body: updateBody(SportsLeagueUpdate),
    response: SportsLeagueRecord,
    access,
    summary: "Change a league's names, country, order or whether it shows",
  }),
};

export const adminSportsTeams = {
  list: endpoint({
    path: '/api/admin/sportsTeams/list',
    body: SportsTeamList,
    response: officeList(SportsTeamRecord),
    access,
    summary: 'Sports teams (sport, name filters)',
  }),
  get: endpoint({
    path: '/api/admin/sportsTeams/get',
    body: OfficeId,
    response: SportsTeamRecord,
    access,
    summary: 'One team',
  }),
  getMany: endpoint({
    path: '/api/admin/sportsTeams/getMany',
    body: OfficeIds,
    response: z.array(SportsTeamRecord),
    access,
    summary: 'Teams by id',
  }),
  create: endpoint({
    path: '/api/admin/sportsTeams/create',
    body: createBody(SportsTeamInput),
    response: SportsTeamRecord,
    access,
    summary: 'Add a team with its names in the six languages',
  }),
  update: endpoint({
    path: '/api/admin/sportsTeams/update',
    body: updateBody(SportsTeamUpdate),
    response: SportsTeamRecord,
    access,
    summary: "Change a team's names",
  }),
};

export const adminSportsFixtures = {
  list: endpoint({
    path: '/api/admin/sportsFixtures/list',
    body: SportsFixtureList,
    response: officeList(SportsFixtureRecord),
    access,
    summary: 'Fixtures (sport, league, day, state filters) with their open slips and liability',
  }),
  get: endpoint({
    path: '/api/admin/sportsFixtures/get',
    body: OfficeId,
    response: SportsFixtureRecord,
    access,
    summary: 'One fixture',
  }),
  create: endpoint({
    path: '/api/admin/sportsFixtures/create',
    body: createBody(SportsFixtureCreate),
    response: SportsFixtureRecord,
    access,
    summary: 'Add a fixture with its winner market (and a handicap and total line), open for betting',
  }),
  update: endpoint({
    path: '/api/admin/sportsFixtures/update',
    body: updateBody(SportsFixtureUpdate),
    response: SportsFixtureRecord,
    access,
    summary: 'Move a fixture not yet started to another kick-off or league',
  }),
  preview: endpoint({
    path: '/api/admin/sportsFixtures/preview',
    body: SportsResultBody,
    response: SportsSettlementPreview,
    access,
    summary:
      'What a result (or a postponement or cancellation) would pay each affected slip, and the totals; moves nothing',
  }),
  // Entering the result in force again changes nothing (the settlement's ledger keys name the result version), so a retry is safe without a key.
  result: endpoint({
    path: '/api/admin/sportsFixtures/result',
    body: SportsResultBody,
    response: SportsFixtureRecord,
    access,
    summary:
      "Enter or correct a fixture's result, or postpone or cancel it, and settle its slips (a correction re-settles)",
  }),
};

export const adminSportsMarkets = {
  list: endpoint({
    path: '/api/admin/sportsMarkets/list',
    body: SportsMarketList,
    response: officeList(SportsMarketRecord),
    access,
    summary: "A fixture's markets with each pick's odds and liability",
  }),
  update: endpoint({
    path: '/api/admin/sportsMarkets/update',
    body: updateBody(SportsMarketOddsUpdate),
    response: SportsMarketRecord,
    access,
    summary: 'Set odds by hand (slips from now on; the feed no longer overwrites them)',
  }),
  suspend: endpoint({
    path: '/api/admin/sportsMarkets/suspend',
    body: OfficeId,
    response: SportsMarketRecord,
    access,
    summary: 'Suspend a market: no slip takes it until it reopens',
  }),
  open: endpoint({
    path: '/api/admin/sportsMarkets/open',
    body: OfficeId,
    response: SportsMarketRecord,
    access,
    summary: 'Reopen a suspended market',
  }),
};

export const adminSportsLiability = {
  list: endpoint({
    path: '/api/admin/sportsLiability/list',
    body: SportsLiabilityList,
    response: officeList(SportsFixtureRecord),
    access,
    summary: 'Fixtures not yet resulted that carry open slips, largest liability first',
  }),
};

export const adminSportsMargins = {
  list: endpoint({
    path: '/api/admin/sportsMargins/list',
    body: OfficeListQuery,
    response: officeList(SportsMarginRecord),
    access,
    summary: 'The odds margin of each sport',
  }),
  update: endpoint({
    path: '/api/admin/sportsMargins/update',
    body: updateBody(SportsMarginUpdate),
    response: SportsMarginRecord,
    access,
    summary: "Set a sport's odds margin (null: the site's)",
  }),
};

/** Cash-out per sport: on or off, margin, market kinds closed (docs/domains/sportsbook.md#cash-out). */
export const adminSportsCashOut = {
  list: endpoint({
    path: '/api/admin/sportsCashOut/list',
    body: OfficeListQuery,
    response: officeList(SportsCashOutRuleRecord),
    access,
    summary: 'The cash-out terms of each sport',
  }),
  update: endpoint({
    path: '/api/admin/sportsCashOut/update',
    body: updateBody(SportsCashOutRuleUpdate),
    response: SportsCashOutRuleRecord,
    access,
    summary: "Set a sport's cash-out terms (null: the site's)",
  }),
};

export const adminSportsCashOutReport = reportGrid(
  '/api/admin/reports/sportsCashOut',
  SportsCashOutReportFilter,
  SportsCashOutReportRecord,
  staff(OfficeArea.Reports),
  'Sports cash-outs per site day and sport: count, stake, value, paid, margin kept',
);
