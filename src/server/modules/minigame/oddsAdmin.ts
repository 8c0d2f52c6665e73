import type { z } from 'zod';
import { ResultCode } from '../../../shared/resultCodes';
import { OddsFilter, type OddsRecord, type OddsUpdate } from '../../../shared/api/minigame';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { orderBy, pageOffset } from '../../http/paging';
import type { Actor } from '../audit/actor';
import { writeAudit } from '../audit/repo';
import { listOdds, lockOdds, updateOdds, type OddsRow } from './repo';

const SORTS = { id: 'id', gameKey: 'game_key', market: 'market', odds: 'odds' } as const;

const toRecord = (o: OddsRow): OddsRecord => ({
  id: o.id,
  gameKey: o.game_key,
  market: o.market,
  pick: o.pick,
  odds: o.odds,
  enabled: o.enabled,
  updatedAt: o.updated_at.toISOString(),
});

/** POST /api/admin/minigameOdds/list: the site's odds, filtered by game and market. */
export async function oddsList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  query: OfficeListQuery,
): Promise<OfficeList<OddsRecord>> {
  const filter = OddsFilter.safeParse(query.filter);
  if (!filter.success)
    throw new AppError(ResultCode.InvalidRequest, {
      fields: filter.error.issues.map((i) => `filter.${i.path.join('.')}`),
    });
  const { column, direction } = orderBy(query, SORTS, 'id');
  const { rows, total } = await listOdds(deps.db, {
    siteId,
    ...filter.data,
    sort: column,
    direction: column === 'id' && !query.sort ? 'asc' : direction,
    ...pageOffset(query),
  });
  return { list: rows.map(toRecord), total };
}

/** POST /api/admin/minigameOdds/update { id, data }: new odds apply to bets placed from now on; audited with the row before. */
export async function oddsUpdate(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sites'>,
  caller: { siteId: string; actor: Actor },
  id: number,
  data: z.infer<typeof OddsUpdate>,
): Promise<OddsRecord> {
  const after = await deps.db.transaction().execute(async (trx) => {
    const before = await lockOdds(trx, caller.siteId, id);
    if (!before) throw new AppError(ResultCode.NotFound);
    const changed = toRecord((await updateOdds(trx, caller.siteId, id, data, deps.clock.now()))!);
    await writeAudit(trx, caller.actor, 'minigameOdds.update', String(id), toRecord(before), changed);
    return changed;
  });
  // Bets read the odds from the site's memo (minigame/bets/rules.ts): every node drops it.
  deps.sites.invalidate(caller.siteId);
  return after;
}
