import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { MembersTable, SessionsTable, StaffTable } from './tables';

export type SessionRow = Selectable<SessionsTable>;
export type MemberRow = Selectable<MembersTable>;
export type StaffRow = Selectable<StaffTable>;

export const findSession = (db: Kysely<DB>, id: string) =>
  db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

export const insertSession = (trx: Transaction<DB> | Kysely<DB>, row: Omit<SessionRow, 'created_at' | 'ended_at' | 'ended_reason'>) =>
  trx.insertInto('sessions').values(row).execute();

/**
 * Ends every live session of a member (but `keepSessionId`, the caller's own, when given); returns
 * the ended ids so their sockets can be told.
 */
export async function endMemberSessions(db: Kysely<DB> | Transaction<DB>, memberId: number, reason: string, now: Date, keepSessionId?: string): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now, ended_reason: reason })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

export const endSession = (db: Kysely<DB>, id: string, reason: string, now: Date) =>
  db.updateTable('sessions').set({ ended_at: now, ended_reason: reason }).where('id', '=', id).where('ended_at', 'is', null).execute();

export const extendSession = (db: Kysely<DB>, id: string, expiresAt: Date) =>
  db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).where('ended_at', 'is', null).execute();

export const findMemberById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

export const findStaffById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();

export const findStaffByLogin = (db: Kysely<DB>, siteId: string, staffId: string) =>
  db.selectFrom('staff').selectAll().where('site_id', '=', siteId).where('staff_id', '=', staffId).executeTakeFirst();
