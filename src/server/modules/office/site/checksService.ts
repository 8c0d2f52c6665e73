import type { Selectable, Updateable } from 'kysely';
import type { SiteCheckInput, SiteCheckRecord, SiteCheckType } from '../../../../shared/api/office/site';
import type { SiteCheckUpdate } from '../../../../shared/api/office/site';
import { ResultCode } from '../../../../shared/resultCodes';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { writeAudit } from '../../audit/repo';
import type { SiteChecksTable } from '../../site/tables';
import { iso } from '../dates';
import type { StaffCaller } from '../officeRoute';
import { deleteCheck, findCheck, insertCheck, siteInspectOn, updateCheck } from './checksRepo';

type CheckRow = Selectable<SiteChecksTable>;

export function toCheckRecord(row: CheckRow, now: Date): SiteCheckRecord {
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

/**
 * Every change of a check: written with its audit line; afterwards the site cache is dropped
 * (this node sees it at once) and, when whole-site maintenance switched on or off, INSPECT goes
 * to every member (§4: INSPECT Y signs out to the warning page).
 */
export async function saveCheck(deps: AppDeps, caller: StaffCaller, action: 'create' | 'update' | 'delete', id: number | null, input: z.infer<typeof SiteCheckUpdate> | SiteCheckInput | null): Promise<CheckRow> {
  const now = deps.clock.now();
  const { siteId } = caller;
  const { row, before, after } = await deps.db.transaction().execute(async (trx) => {
    const wasOn = await siteInspectOn(trx, siteId, now);
    let changed: CheckRow | undefined;
    if (action === 'create') changed = await insertCheck(trx, { site_id: siteId, check_type: (input as SiteCheckInput).checkType, ...toColumns(input!) });
    else if (action === 'update') changed = await updateCheck(trx, siteId, id!, toColumns(input!));
    else changed = await deleteCheck(trx, siteId, id!);
    if (!changed) throw new AppError(ResultCode.NotFound);
    if (changed.check_type === 'game' && !changed.game_code) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.gameCode'] });
    await writeAudit(trx, { siteId, actorKind: 'staff', actorId: caller.actor.id, action: `siteCheck.${action}`, target: String(changed.id), detail: { ...input }, ip: caller.actor.ip });
    return { row: changed, before: wasOn, after: await siteInspectOn(trx, siteId, now) };
  });
  deps.sites.invalidate(siteId);
  if (before !== after) deps.bus.publish({ type: 'inspect', siteId, on: after });
  return row;
}

export async function checkById(deps: AppDeps, siteId: string, id: number): Promise<CheckRow> {
  const row = await findCheck(deps.db, siteId, id);
  if (!row) throw new AppError(ResultCode.NotFound);
  return row;
}
