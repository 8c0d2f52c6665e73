import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The flags still waiting for staff that name a member (docs/domains/integrity.md#review): the
 * withdrawal risk rules hold a withdrawal back while one is open.
 */
export const openFlagsOf = (db: Kysely<DB> | Transaction<DB>, siteId: string, memberId: number) =>
  db
    .selectFrom('integrity_flags')
    .select(['id', 'kind'])
    .where('site_id', '=', siteId)
    .where('status', '=', 'open')
    .where(sql<boolean>`member_ids @> array[${memberId}]::bigint[]`)
    .orderBy('id')
    .execute();
