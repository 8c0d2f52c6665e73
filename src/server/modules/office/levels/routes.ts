import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { OfficeArea, OfficeId, OfficeIds } from '../../../../shared/api/office';
import { LevelCreateRequest, LevelList, LevelUpdateRequest, type LevelInput, type LevelRecord } from '../../../../shared/api/office/levels';
import { toWon } from '../../../../shared/money';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { writeAudit } from '../../audit/repo';
import { isUniqueViolation } from '../../identity/memberChecks';
import type { LevelsTable } from '../../site/tables';
import { numericId, numericIds } from '../members/read';
import { staffPost, type StaffCaller } from '../officeRoute';
import { runPage } from '../paging';

const SORT = { id: 'l.level', level: 'l.level', name: 'l.name', betMin: 'l.bet_min', betMax: 'l.bet_max', winMax: 'l.win_max' };

type LevelRow = Selectable<LevelsTable> & { members: string | number };

const toRecord = (r: LevelRow): LevelRecord => ({
  id: r.level,
  level: r.level,
  name: r.name,
  betMin: toWon(r.bet_min),
  betMax: toWon(r.bet_max),
  winMax: toWon(r.win_max),
  pointBp: r.point_bp,
  pointBonusBp: r.point_bonus_bp,
  members: Number(r.members),
});

const levelsQuery = (deps: Pick<AppDeps, 'db'>, siteId: string) => deps.db.selectFrom('levels as l').where('l.site_id', '=', siteId);
const withMembers = (q: ReturnType<typeof levelsQuery>) =>
  q.selectAll('l').select((eb) => eb.selectFrom('members as m').whereRef('m.site_id', '=', 'l.site_id').whereRef('m.level', '=', 'l.level').select(eb.fn.countAll<string>().as('n')).as('members'));

async function levelById(deps: Pick<AppDeps, 'db'>, siteId: string, level: number): Promise<LevelRecord> {
  const row = await withMembers(levelsQuery(deps, siteId)).where('l.level', '=', level).executeTakeFirst();
  if (!row) throw new AppError(ResultCode.NotFound);
  return toRecord(row as LevelRow);
}

/** §5 per-level limits must nest: min ≤ max ≤ win limit. */
function assertOrdered(l: Pick<LevelInput, 'betMin' | 'betMax' | 'winMax'>): void {
  if (l.betMin > l.betMax) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.betMin'] });
  if (l.betMax > l.winMax) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.betMax'] });
}

const columns = (d: Partial<LevelInput>) => ({
  ...(d.name !== undefined && { name: d.name }),
  ...(d.betMin !== undefined && { bet_min: d.betMin }),
  ...(d.betMax !== undefined && { bet_max: d.betMax }),
  ...(d.winMax !== undefined && { win_max: d.winMax }),
  ...(d.pointBp !== undefined && { point_bp: d.pointBp }),
  ...(d.pointBonusBp !== undefined && { point_bonus_bp: d.pointBonusBp }),
});

async function saveLevel(deps: AppDeps, caller: StaffCaller, level: number, data: Partial<LevelInput>, create: boolean): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (create) {
      await trx.insertInto('levels').values({ site_id: caller.siteId, level, name: data.name!, ...columns(data) }).execute();
    } else {
      const current = await trx.selectFrom('levels').selectAll().where('site_id', '=', caller.siteId).where('level', '=', level).forUpdate().executeTakeFirst();
      if (!current) throw new AppError(ResultCode.NotFound);
      assertOrdered({ betMin: data.betMin ?? toWon(current.bet_min), betMax: data.betMax ?? toWon(current.bet_max), winMax: data.winMax ?? toWon(current.win_max) });
      await trx.updateTable('levels').set(columns(data)).where('site_id', '=', caller.siteId).where('level', '=', level).execute();
    }
    await writeAudit(trx, { siteId: caller.siteId, actorKind: 'staff', actorId: caller.actor.id, action: create ? 'level.create' : 'level.update', target: String(level), detail: data, ip: caller.actor.ip });
  });
}

/** §5 level bet limits (min, max, win) and point percents (area site). */
export default async function levelRoutes(app: FastifyInstance): Promise<void> {
  const area = OfficeArea.Site;
  staffPost(app, '/api/admin/levels/list', area, LevelList, async (body, caller, req) => {
    const { rows, total } = await runPage(levelsQuery(req.deps, caller.siteId), withMembers, body, SORT, 'l.level', 'l.level');
    return { list: rows.map((r) => toRecord(r as LevelRow)), total };
  });
  staffPost(app, '/api/admin/levels/get', area, OfficeId, (body, caller, req) => levelById(req.deps, caller.siteId, numericId(body.id)));
  staffPost(app, '/api/admin/levels/getMany', area, OfficeIds, async (body, caller, req) => {
    const ids = numericIds(body.ids);
    const rows = ids.length ? await withMembers(levelsQuery(req.deps, caller.siteId)).where('l.level', 'in', ids).execute() : [];
    return rows.map((r) => toRecord(r as LevelRow));
  });
  staffPost(app, '/api/admin/levels/create', area, LevelCreateRequest, async (body, caller, req) => {
    assertOrdered(body.data);
    try {
      await saveLevel(req.deps, caller, body.data.level, body.data, true);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.level'], duplicate: true });
      throw error;
    }
    return levelById(req.deps, caller.siteId, body.data.level);
  });
  staffPost(app, '/api/admin/levels/update', area, LevelUpdateRequest, async (body, caller, req) => {
    await saveLevel(req.deps, caller, numericId(body.id), body.data, false);
    return levelById(req.deps, caller.siteId, numericId(body.id));
  });
}
