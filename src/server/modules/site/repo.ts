import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { SitesTable, SiteChecksTable } from './tables';

export type SiteRow = Selectable<SitesTable>;
export type SiteCheckRow = Selectable<SiteChecksTable>;

export const findSite = (db: Kysely<DB>, id: string) =>
  db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();

/** Checks switched on that have not ended: in effect now, or scheduled to start later. */
const switchedOnChecks = (db: Kysely<DB>, siteId: string, now: Date) =>
  db
    .selectFrom('site_checks')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('checking', '=', true)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]));

/** Every check switched on, whatever its window: the site resolver keeps them and judges the window per call. */
export const checksSwitchedOn = (db: Kysely<DB>, siteId: string) =>
  db.selectFrom('site_checks').selectAll().where('site_id', '=', siteId).where('checking', '=', true).execute();

/** Whether a switched-on check's window (if any) contains `now`. */
export const inEffect = (check: SiteCheckRow, now: Date): boolean =>
  (check.start_at === null || check.start_at <= now) && (check.end_at === null || check.end_at > now);

/** What /api/common/siteCheckInfo lists: checks in effect and those scheduled. */
export const currentAndScheduledChecks = (db: Kysely<DB>, siteId: string, now: Date) =>
  switchedOnChecks(db, siteId, now).orderBy('start_at').orderBy('id').execute();

/** Every code, or one group's; group codes are stored upper-case ('BANK', 'BCATEGORY'). */
export const codesOfGroup = (db: Kysely<DB>, groupCode?: string) => {
  let query = db.selectFrom('common_codes').selectAll().orderBy('group_code').orderBy('ord').orderBy('code');
  if (groupCode) query = query.where('group_code', '=', groupCode.toUpperCase());
  return query.execute();
};
