import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';

export const findOptions = (db: Kysely<DB>, siteId: string) =>
  db.selectFrom('sites').select('options').where('id', '=', siteId).executeTakeFirst();

export const lockOptions = (trx: Transaction<DB>, siteId: string) =>
  trx.selectFrom('sites').select('options').where('id', '=', siteId).forUpdate().executeTakeFirstOrThrow();

export const storeOptions = (trx: Transaction<DB>, siteId: string, options: object) =>
  trx
    .updateTable('sites')
    .set({ options: JSON.stringify(options) })
    .where('id', '=', siteId)
    .execute();
