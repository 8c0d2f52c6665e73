import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';

export const setPartnerPasswordHash = (trx: Kysely<DB> | Transaction<DB>, memberId: number, hash: string, now: Date) =>
  trx.updateTable('members').set({ partner_password_hash: hash, updated_at: now }).where('id', '=', memberId).execute();
