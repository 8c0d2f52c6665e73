import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { MembersTable, SessionKind, SessionsTable, StaffTable } from './tables';

export type SessionRow = Selectable<SessionsTable>;
export type MemberRow = Selectable<MembersTable>;
export type StaffRow = Selectable<StaffTable>;

export const findSession = (db: Kysely<DB>, id: string) =>
  db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

/** `created_at` is the login's time on the site clock: the session's absolute lifetime counts from it. */
export const insertSession = (trx: Transaction<DB> | Kysely<DB>, row: Omit<SessionRow, 'ended_at' | 'ended_reason' | 'game_closed_at' | 'gate_passed'>) =>
  trx.insertInto('sessions').values(row).execute();

/**
 * Ends every live session of a member (but `keepSessionId`, the caller's own, when given; only
 * those of `kind` when given); returns the ended ids so their sockets can be told.
 */
export async function endMemberSessions(db: Kysely<DB> | Transaction<DB>, memberId: number, reason: string, now: Date, keepSessionId?: string, kind?: SessionKind): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now, ended_reason: reason })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

export const endSession = (db: Kysely<DB>, id: string, reason: string, now: Date) =>
  db.updateTable('sessions').set({ ended_at: now, ended_reason: reason }).where('id', '=', id).where('ended_at', 'is', null).execute();

export const extendSession = (db: Kysely<DB>, id: string, expiresAt: Date) =>
  db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).where('ended_at', 'is', null).execute();

/**
 * Issue 16 item 7: the moment a session ends however often its token is renewed (site option
 * sessionMaxHours, counted from the login).
 */
export const sessionLifetimeEnd = (session: Pick<SessionRow, 'created_at'>, maxHours: number): number => session.created_at.getTime() + maxHours * 3_600_000;

export const findMemberById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

export const findStaffById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();

export const findStaffByLogin = (db: Kysely<DB>, siteId: string, staffId: string) =>
  db.selectFrom('staff').selectAll().where('site_id', '=', siteId).where('staff_id', '=', staffId).executeTakeFirst();

/** §6: the partner passed its gate in this office session. */
export const markGatePassed = (db: Kysely<DB> | Transaction<DB>, sessionId: string) =>
  db.updateTable('sessions').set({ gate_passed: true }).where('id', '=', sessionId).execute();
