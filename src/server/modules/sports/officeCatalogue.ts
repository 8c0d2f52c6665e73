import type { z } from 'zod';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import type {
  SportsLeagueInput,
  SportsLeagueRecord,
  SportsLeagueUpdate,
  SportsTeamInput,
  SportsTeamRecord,
  SportsTeamUpdate,
} from '../../../shared/api/office/sports';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import {
  insertLeague,
  insertTeam,
  leaguePage,
  leaguesById,
  lockLeague,
  lockTeam,
  teamPage,
  teamsById,
  updateLeague,
  updateTeamNames,
  type CatalogueFilter,
  type LeagueRow,
  type TeamRow,
} from './officeCatalogueRepo';

/** Leagues and teams of the sportsbook as staff keep them: names in the six languages. */

type Deps = Pick<AppDeps, 'db'>;

const toLeague = (r: LeagueRow): SportsLeagueRecord => ({
  id: r.id,
  sport: r.sport,
  ref: r.ref,
  names: r.names,
  country: r.country,
  ord: r.ord,
  enabled: r.enabled,
  fixtures: r.fixtures,
});
const toTeam = (r: TeamRow): SportsTeamRecord => ({
  id: r.id,
  sport: r.sport,
  ref: r.ref,
  names: r.names,
  fixtures: r.fixtures,
});

export async function leagueList(
  deps: Deps,
  siteId: string,
  filter: CatalogueFilter,
  query: OfficeListQuery,
): Promise<OfficeList<SportsLeagueRecord>> {
  const { rows, total } = await leaguePage(deps.db, siteId, filter, query);
  return { list: rows.map(toLeague), total };
}

export const leaguesOf = async (deps: Deps, siteId: string, ids: readonly number[]): Promise<SportsLeagueRecord[]> =>
  (await leaguesById(deps.db, siteId, ids)).map(toLeague);

export async function leagueById(deps: Deps, siteId: string, id: number): Promise<SportsLeagueRecord> {
  const [league] = await leaguesOf(deps, siteId, [id]);
  if (!league) throw new AppError(ResultCode.NotFound);
  return league;
}

export async function leagueCreate(
  deps: Deps,
  caller: StaffCaller,
  data: z.output<typeof SportsLeagueInput>,
): Promise<SportsLeagueRecord> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const made = await insertLeague(trx, caller.siteId, data);
    await writeAudit(trx, caller.actor, 'sportsLeague.create', String(made), null, data);
    return made;
  });
  return leagueById(deps, caller.siteId, id);
}

export async function leagueUpdate(
  deps: Deps,
  caller: StaffCaller,
  id: number,
  data: z.output<typeof SportsLeagueUpdate>,
): Promise<SportsLeagueRecord> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockLeague(trx, caller.siteId, id);
    if (!before) throw new AppError(ResultCode.NotFound);
    await updateLeague(trx, id, data);
    await writeAudit(
      trx,
      caller.actor,
      'sportsLeague.update',
      String(id),
      { names: before.names, country: before.country, ord: before.ord, enabled: before.enabled },
      data,
    );
  });
  return leagueById(deps, caller.siteId, id);
}

export async function teamList(
  deps: Deps,
  siteId: string,
  filter: CatalogueFilter,
  query: OfficeListQuery,
): Promise<OfficeList<SportsTeamRecord>> {
  const { rows, total } = await teamPage(deps.db, siteId, filter, query);
  return { list: rows.map(toTeam), total };
}

export const teamsOf = async (deps: Deps, siteId: string, ids: readonly number[]): Promise<SportsTeamRecord[]> =>
  (await teamsById(deps.db, siteId, ids)).map(toTeam);

export async function teamById(deps: Deps, siteId: string, id: number): Promise<SportsTeamRecord> {
  const [team] = await teamsOf(deps, siteId, [id]);
  if (!team) throw new AppError(ResultCode.NotFound);
  return team;
}

export async function teamCreate(
  deps: Deps,
  caller: StaffCaller,
  data: z.output<typeof SportsTeamInput>,
): Promise<SportsTeamRecord> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const made = await insertTeam(trx, caller.siteId, data);
    await writeAudit(trx, caller.actor, 'sportsTeam.create', String(made), null, data);
    return made;
  });
  return teamById(deps, caller.siteId, id);
}

export async function teamUpdate(
  deps: Deps,
  caller: StaffCaller,
  id: number,
  data: z.output<typeof SportsTeamUpdate>,
): Promise<SportsTeamRecord> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockTeam(trx, caller.siteId, id);
    if (!before) throw new AppError(ResultCode.NotFound);
    await updateTeamNames(trx, id, data.names);
    await writeAudit(trx, caller.actor, 'sportsTeam.update', String(id), { names: before.names }, data);
  });
  return teamById(deps, caller.siteId, id);
}
