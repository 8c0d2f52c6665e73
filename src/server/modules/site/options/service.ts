import { SiteOptionsSchema, type SiteOptions } from '../../../../shared/api/site';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { findOptions, lockOptions, storeOptions } from './repo';

export async function readOptions(deps: Pick<AppDeps, 'db'>, siteId: string): Promise<SiteOptions> {
  const site = await findOptions(deps.db, siteId);
  if (!site) throw new AppError(ResultCode.NotFound);
  return SiteOptionsSchema.parse(site.options);
}

/**
 * The live video is framed by the member front, and the pages' CSP frames only the origins named
 * in LIVE_STREAM_ORIGINS: an address elsewhere would show a blocked frame, so it is refused here.
 */
function assertFramable(deps: Pick<AppDeps, 'config'>, changes: Partial<SiteOptions>): void {
  const url = changes.liveStreamUrl;
  if (url && !deps.config.LIVE_STREAM_ORIGINS.includes(new URL(url).origin))
    throw new AppError(ResultCode.InvalidRequest, { fields: ['liveStreamUrl'] });
}

/** §3 site options: merged with the stored ones, validated whole, cache dropped so the change shows at once. */
export async function updateOptions(
  deps: AppDeps,
  caller: StaffCaller,
  changes: Partial<SiteOptions>,
): Promise<SiteOptions> {
  assertFramable(deps, changes);
  const options = await deps.db.transaction().execute(async (trx) => {
    const site = await lockOptions(trx, caller.siteId);
    const merged = SiteOptionsSchema.parse({ ...site.options, ...changes });
    await storeOptions(trx, caller.siteId, merged);
    await writeAudit(
      trx,
      caller.actor,
      'siteOptions.update',
      caller.siteId,
      Object.fromEntries(Object.keys(changes).map((k) => [k, (site.options as Record<string, unknown>)[k] ?? null])),
      changes,
    );
    return merged;
  });
  deps.sites.invalidate(caller.siteId);
  return options;
}
