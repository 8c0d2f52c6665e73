import type { Selectable } from 'kysely';
import type { OfficeList, OfficeListQuery } from '../../../../shared/api/office';
import type { LevelInput, LevelRecord } from '../../../../shared/api/office/levels';
import { toWon } from '../../../../shared/money';
import { ResultCode } from '../../../../shared/resultCodes';
import { isUniqueViolation } from '../../../db/errors';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import type { LevelsTable } from '../tables';
import { findLevels, insertLevel, levelPage, lockLevel, updateLevel, type LevelRow } from './repo';

/** A level's settings as the office names them; also what its audit line keeps. */
const settings = (r: Selectable<LevelsTable>) => ({
  name: r.name,
  betMin: toWon(r.bet_min),
  betMax: toWon(r.bet_max),
  winMax: toWon(r.win_max),
  pointBp: r.point_bp,
  pointBonusBp: r.point_bonus_bp,
  compBp: {
    casino: r.comp_casino_bp,
    slot: r.comp_slot_bp,
    sports: r.comp_sports_bp,
    minigame: r.comp_minigame_bp,
  },
  autoWithdrawMax: toWon(r.auto_withdraw_max),
});

const toRecord = (r: LevelRow): LevelRecord => ({
  id: r.level,
  level: r.level,
  ...settings(r),
  members: Number(r.members),
});

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
  ...(d.compBp !== undefined && {
    comp_casino_bp: d.compBp.casino,
    comp_slot_bp: d.compBp.slot,
    comp_sports_bp: d.compBp.sports,
    comp_minigame_bp: d.compBp.minigame,
  }),
  ...(d.autoWithdrawMax !== undefined && { auto_withdraw_max: d.autoWithdrawMax }),
});

export async function listLevels(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  query: OfficeListQuery,
): Promise<OfficeList<LevelRecord>> {
  const { rows, total } = await levelPage(deps.db, siteId, query);
  return { list: rows.map(toRecord), total };
}

export const levelsByNumber = async (
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  levels: readonly number[],
): Promise<LevelRecord[]> => (await findLevels(deps.db, siteId, levels)).map(toRecord);

export async function levelByNumber(deps: Pick<AppDeps, 'db'>, siteId: string, level: number): Promise<LevelRecord> {
  const [found] = await levelsByNumber(deps, siteId, [level]);
  if (!found) throw new AppError(ResultCode.NotFound);
  return found;
}

/** §5 a new level; a number already taken answers E003 on `data.level`. */
export async function createLevel(
  deps: AppDeps,
  caller: StaffCaller,
  data: LevelInput & { level: number },
): Promise<LevelRecord> {
  assertOrdered(data);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertLevel(trx, { site_id: caller.siteId, level: data.level, ...columns(data), name: data.name });
      await writeAudit(trx, caller.actor, 'level.create', String(data.level), null, data);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(ResultCode.InvalidRequest, { fields: ['data.level'], duplicate: true });
    throw error;
  }
  // Bets read the levels from the site's memo (bets/levels.ts): every node drops it.
  deps.sites.invalidate(caller.siteId);
  return levelByNumber(deps, caller.siteId, data.level);
}

/** A change is checked against the stored limits it leaves untouched, under the row's lock. */
export async function updateLevelSettings(
  deps: AppDeps,
  caller: StaffCaller,
  level: number,
  data: Partial<LevelInput>,
): Promise<LevelRecord> {
  await deps.db.transaction().execute(async (trx) => {
    const current = await lockLevel(trx, caller.siteId, level);
    if (!current) throw new AppError(ResultCode.NotFound);
    const before = settings(current);
    assertOrdered({
      betMin: data.betMin ?? before.betMin!,
      betMax: data.betMax ?? before.betMax!,
      winMax: data.winMax ?? before.winMax!,
    });
    await updateLevel(trx, caller.siteId, level, columns(data));
    await writeAudit(trx, caller.actor, 'level.update', String(level), before, { ...before, ...data });
  });
  // Bets read the levels from the site's memo (bets/levels.ts): every node drops it.
  deps.sites.invalidate(caller.siteId);
  return levelByNumber(deps, caller.siteId, level);
}
