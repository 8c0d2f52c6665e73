import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The partner codes a sign-up link or a partner domain names (the codes themselves are kept by the
 * partners module's office: src/server/modules/partners/joinCodes/).
 */
const linkColumns = (db: Kysely<DB>) =>
  db.selectFrom('partner_join_codes').select(['id', 'code', 'enabled', 'partner_id']);

export const joinCodeByCode = (db: Kysely<DB>, siteId: string, code: string) =>
  linkColumns(db).where('site_id', '=', siteId).where('code', '=', code).executeTakeFirst();

export const joinCodeByDomain = (db: Kysely<DB>, siteId: string, domain: string) =>
  linkColumns(db).where('site_id', '=', siteId).where('domain', '=', domain).executeTakeFirst();

/** One visit per code, day and device: a repeat is ignored by the key. */
export const insertJoinVisit = (
  db: Kysely<DB>,
  row: { code_id: number; day: string; device: string; sub_id: string },
) =>
  db
    .insertInto('partner_join_visits')
    .values(row)
    .onConflict((oc) => oc.columns(['code_id', 'day', 'device']).doNothing())
    .execute();
