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

/** Checks switched on whose window (if any) contains `now`. */
export const activeChecks = (db: Kysely<DB>, siteId: string, now: Date) =>
  switchedOnChecks(db, siteId, now)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', now)]))
    .execute();

/** What /api/common/siteCheckInfo lists: checks in effect and those scheduled. */
export const currentAndScheduledChecks = (db: Kysely<DB>, siteId: string, now: Date) =>
  switchedOnChecks(db, siteId, now).orderBy('start_at').orderBy('id').execute();
