import { SiteOptionsSchema, type SiteOptions } from '../../../../shared/api/site';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { writeAudit } from '../../audit/repo';
import type { StaffCaller } from '../officeRoute';

export async function readOptions(deps: Pick<AppDeps, 'db'>, siteId: string): Promise<SiteOptions> {
  const site = await deps.db.selectFrom('sites').select('options').where('id', '=', siteId).executeTakeFirst();
  if (!site) throw new AppError(ResultCode.NotFound);
  return SiteOptionsSchema.parse(site.options);
}

/** §3 site options: merged with the stored ones, validated whole, cache dropped so the change shows at once. */
export async function updateOptions(deps: AppDeps, caller: StaffCaller, changes: Partial<SiteOptions>): Promise<SiteOptions> {
  const options = await deps.db.transaction().execute(async (trx) => {
    const site = await trx.selectFrom('sites').select('options').where('id', '=', caller.siteId).forUpdate().executeTakeFirstOrThrow();
    const merged = SiteOptionsSchema.parse({ ...site.options, ...changes });
    await trx.updateTable('sites').set({ options: JSON.stringify(merged) }).where('id', '=', caller.siteId).execute();
    await writeAudit(trx, { siteId: caller.siteId, actorKind: 'staff', actorId: caller.actor.id, action: 'siteOptions.update', detail: changes, ip: caller.actor.ip });
    return merged;
  });
  deps.sites.invalidate(caller.siteId);
  return options;
}
