import type { Selectable, Transaction, Updateable } from 'kysely';
import type { OfficeList, OfficeListQuery } from '../../../../shared/api/office';
import type {
  SiteCheckInput,
  SiteCheckRecord,
  SiteCheckType,
  SiteCheckUpdate,
} from '../../../../shared/api/office/site';
import { ResultCode } from '../../../../shared/resultCodes';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../http/appError';
import { writeAudit } from '../../audit/repo';
import type { SiteChecksTable } from '../tables';
import { iso } from '../../../http/officeDates';
import type { StaffCaller } from '../../../http/route';
import { checkPage, deleteCheck, findCheck, findChecks, insertCheck, siteInspectOn, updateCheck } from './repo';

type CheckRow = Selectable<SiteChecksTable>;

function toCheckRecord(row: CheckRow, now: Date): SiteCheckRecord {
  const started = !row.start_at || new Date(row.start_at) <= now;
  const notEnded = !row.end_at || new Date(row.end_at) > now;
  return {
    id: Number(row.id),
    checkType: row.check_type as SiteCheckType,
    gameCode: row.game_code,
    emergency: row.emergency,
    checking: row.checking,
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
    active: row.checking && started && notEnded,
  };
}

const toColumns = (input: z.infer<typeof SiteCheckUpdate>): Updateable<SiteChecksTable> => ({
  ...(input.checkType !== undefined && { check_type: input.checkType }),
  ...(input.gameCode !== undefined && { game_code: input.gameCode || null }),
  ...(input.emergency !== undefined && { emergency: input.emergency }),
  ...(input.checking !== undefined && { checking: input.checking }),
  ...(input.startAt !== undefined && { start_at: input.startAt ? new Date(input.startAt) : null }),
  ...(input.endAt !== undefined && { end_at: input.endAt ? new Date(input.endAt) : null }),
});

export async function listChecks(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  siteId: string,
  filter: { checkType?: string; checking?: boolean },
  query: OfficeListQuery,
): Promise<OfficeList<SiteCheckRecord>> {
  const { rows, total } = await checkPage(deps.db, siteId, filter, query);
  const now = deps.clock.now();
  return { list: rows.map((r) => toCheckRecord(r, now)), total };
}

export async function checksById(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  siteId: string,
  ids: readonly number[],
): Promise<SiteCheckRecord[]> {
  const now = deps.clock.now();
  return (await findChecks(deps.db, siteId, ids)).map((r) => toCheckRecord(r, now));
}

export async function checkById(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  siteId: string,
  id: number,
): Promise<SiteCheckRecord> {
  const row = await findCheck(deps.db, siteId, id);
  if (!row) throw new AppError(ResultCode.NotFound);
  return toCheckRecord(row, deps.clock.now());
}

/** What the audit line keeps of a check: its settings, not whether it is in its window right now. */
const snapshot = (row: CheckRow, now: Date) => {
  const { active: _active, ...rest } = toCheckRecord(row, now);
  return rest;
};

/**
 * Every change of a check: written with its audit line; afterwards the site cache is dropped
 * (this node sees it at once) and, when whole-site maintenance switched on or off, INSPECT goes
 * to every member (§4: INSPECT Y signs out to the warning page).
 */
async function saveCheck(
  deps: AppDeps,
  caller: StaffCaller,
  action: 'create' | 'update' | 'delete',
  write: (trx: Transaction<DB>) => Promise<{ before: CheckRow | undefined; after: CheckRow | undefined }>,
): Promise<CheckRow> {
  const now = deps.clock.now();
  const { siteId } = caller;
  const { row, wasOn, isOn } = await deps.db.transaction().execute(async (trx) => {
    const wasOn = await siteInspectOn(trx, siteId, now);
    const { before, after } = await write(trx);
    const changed = after ?? before;
    if (!changed) throw new AppError(ResultCode.NotFound);
    if (after && after.check_type === 'game' && !after.game_code)
      throw new AppError(ResultCode.InvalidRequest, { fields: ['data.gameCode'] });
    await writeAudit(
      trx,
      caller.actor,
      `siteCheck.${action}`,
      String(changed.id),
      before ? snapshot(before, now) : null,
      after ? snapshot(after, now) : null,
    );
    return { row: changed, wasOn, isOn: await siteInspectOn(trx, siteId, now) };
  });
  deps.sites.invalidate(siteId);
  if (wasOn !== isOn) deps.bus.publish({ type: 'inspect', siteId, on: isOn });
  return row;
}

export const createCheck = async (
  deps: AppDeps,
  caller: StaffCaller,
  input: SiteCheckInput,
): Promise<SiteCheckRecord> =>
  toCheckRecord(
    await saveCheck(deps, caller, 'create', async (trx) => ({
      before: undefined,
      after: await insertCheck(trx, { site_id: caller.siteId, check_type: input.checkType, ...toColumns(input) }),
    })),
    deps.clock.now(),
  );

export const updateCheckSettings = async (
  deps: AppDeps,
  caller: StaffCaller,
  id: number,
  input: z.infer<typeof SiteCheckUpdate>,
): Promise<SiteCheckRecord> =>
  toCheckRecord(
    await saveCheck(deps, caller, 'update', async (trx) => {
      const before = await findCheck(trx, caller.siteId, id, true);
      return { before, after: before && (await updateCheck(trx, caller.siteId, id, toColumns(input))) };
    }),
    deps.clock.now(),
  );

export async function removeCheck(deps: AppDeps, caller: StaffCaller, id: number): Promise<{ id: number }> {
  const row = await saveCheck(deps, caller, 'delete', async (trx) => ({
    before: await deleteCheck(trx, caller.siteId, id),
    after: undefined,
  }));
  return { id: Number(row.id) };
}
