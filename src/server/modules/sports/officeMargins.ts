import type { OfficeList } from '../../../shared/api/office';
import type { SportsMarginRecord } from '../../../shared/api/office/sports';
import type { SiteOptions } from '../../../shared/api/site';
import { SPORT_KEYS, SportKeySchema, type SportKey } from '../../../shared/sports/sports';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';

/**
 * The odds margin (overround, basis points) the feed prices each sport with: a sport's own row in
 * sports_margins, else the site option sportsMarginBp. Manual odds are not repriced.
 */

const toRecord = (sport: SportKey, own: number | undefined, options: SiteOptions): SportsMarginRecord => ({
  id: sport,
  sport,
  marginBp: own ?? options.sportsMarginBp,
  custom: own !== undefined,
  siteDefaultBp: options.sportsMarginBp,
});

async function ownMargins(deps: Pick<AppDeps, 'db'>, siteId: string): Promise<Map<string, number>> {
  const rows = await deps.db
    .selectFrom('sports_margins')
    .select(['sport', 'margin_bp'])
    .where('site_id', '=', siteId)
    .execute();
  return new Map(rows.map((r) => [r.sport, r.margin_bp]));
}

/** Every sport, in the §3 order. */
export async function marginList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  options: SiteOptions,
): Promise<OfficeList<SportsMarginRecord>> {
  const own = await ownMargins(deps, siteId);
  return { list: SPORT_KEYS.map((sport) => toRecord(sport, own.get(sport), options)), total: SPORT_KEYS.length };
}

/** A sport's own margin, or (null) back to the site's. */
export async function marginUpdate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: StaffCaller,
  options: SiteOptions,
  id: string | number,
  marginBp: number | null,
): Promise<SportsMarginRecord> {
  const sport = SportKeySchema.safeParse(id);
  if (!sport.success) throw new AppError(ResultCode.NotFound);
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('sports_margins')
      .select('margin_bp')
      .where('site_id', '=', caller.siteId)
      .where('sport', '=', sport.data)
      .forUpdate()
      .executeTakeFirst();
    if (marginBp === null)
      await trx
        .deleteFrom('sports_margins')
        .where('site_id', '=', caller.siteId)
        .where('sport', '=', sport.data)
        .execute();
    else
      await trx
        .insertInto('sports_margins')
        .values({ site_id: caller.siteId, sport: sport.data, margin_bp: marginBp })
        .onConflict((oc) =>
          oc.columns(['site_id', 'sport']).doUpdateSet({ margin_bp: marginBp, updated_at: deps.clock.now() }),
        )
        .execute();
    await writeAudit(
      trx,
      caller.actor,
      'sportsMargin.update',
      sport.data,
      { marginBp: before?.margin_bp ?? null },
      { marginBp },
    );
  });
  return toRecord(sport.data, (await ownMargins(deps, caller.siteId)).get(sport.data), options);
}
