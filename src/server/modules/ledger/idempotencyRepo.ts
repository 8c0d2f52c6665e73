import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export interface KeyScope {
  siteId: string;
  actor: string;
  key: string;
}

export const findIdempotencyKey = (db: Db, s: KeyScope) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('site_id', '=', s.siteId)
    .where('actor', '=', s.actor)
    .where('key', '=', s.key)
    .executeTakeFirst();

/** Claims the key first in the money transaction; false when another call holds or held it. */
export async function claimIdempotencyKey(trx: Transaction<DB>, s: KeyScope, requestHash: string): Promise<boolean> {
  const row = await trx
    .insertInto('idempotency_keys')
    .values({ site_id: s.siteId, actor: s.actor, key: s.key, request_hash: requestHash, response: null })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  return !!row;
}

export const storeIdempotentResponse = (trx: Transaction<DB>, s: KeyScope, data: unknown) =>
  trx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify({ data: data ?? null }) })
    .where('site_id', '=', s.siteId)
    .where('actor', '=', s.actor)
    .where('key', '=', s.key)
    .execute();
