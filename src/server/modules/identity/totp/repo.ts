import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** One pending secret per staff member: a new setup replaces the earlier one. */
export const putPendingSecret = (db: Db, staffId: number, secret: string, now: Date) =>
  db
    .insertInto('staff_totp_pending')
    .values({ staff_id: staffId, secret, created_at: now })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ secret, created_at: now }))
    .execute();

export const findPendingSecret = async (db: Db, staffId: number): Promise<string | undefined> =>
  (await db.selectFrom('staff_totp_pending').select('secret').where('staff_id', '=', staffId).executeTakeFirst())
    ?.secret;

/** The pending secret becomes the staff member's own. */
export async function enableSecret(trx: Transaction<DB>, staffId: number, secret: string, step: number): Promise<void> {
  // the enabling code's step is the last one used: the same code cannot sign in afterwards
  await trx.updateTable('staff').set({ totp_secret: secret, totp_last_step: step }).where('id', '=', staffId).execute();
  await trx.deleteFrom('staff_totp_pending').where('staff_id', '=', staffId).execute();
}
