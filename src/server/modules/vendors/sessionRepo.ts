import { type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { GameSessionsTable } from './tables';
import { STAFF_ENDS } from './sessions';

type Db = Kysely<DB> | Transaction<DB>;
export type GameSessionRow = Selectable<GameSessionsTable>;

export const insertGameSession = (db: Db, row: Insertable<GameSessionsTable>) =>
  db.insertInto('game_sessions').values(row).returningAll().executeTakeFirstOrThrow();

/** PAM refresh: the new token replaces the old one on the same session (the old one is no longer found). */
export const rotateToken = (db: Db, id: number, oldHash: string, newHash: string) =>
  db
    .updateTable('game_sessions')
    .set({ token_hash: newHash })
    .where('id', '=', id)
    .where('token_hash', '=', oldHash)
    .where('ended_at', 'is', null)
    .executeTakeFirst();

/** The §4 10-second check: open sessions of the member live on; answers how many are open. */
export async function touchOpenSessions(db: Db, memberId: number, now: Date, expiresAt: Date): Promise<number> {
  const res = await db
    .updateTable('game_sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export interface SessionScope {
  memberId?: number;
  siteId?: string;
  /** Vendors' groups (a member flag closes a rate group's products). */
  groups?: readonly string[];
  vendor?: { group: string; procId: number };
}

/**
 * Ends the open game sessions in `scope`; for an ending by staff or maintenance (STAFF_ENDS) it marks
 * their members' live logins so the next balance poll answers TK999 (§4). Answers the ended sessions.
 */
export async function endGameSessions(
  db: Db,
  scope: SessionScope,
  reason: string,
  now: Date,
): Promise<GameSessionRow[]> {
  let query = db.updateTable('game_sessions').set({ ended_at: now, end_reason: reason }).where('ended_at', 'is', null);
  if (scope.memberId !== undefined) query = query.where('member_id', '=', scope.memberId);
  if (scope.siteId !== undefined) query = query.where('site_id', '=', scope.siteId);
  if (scope.groups) query = query.where('group_code', 'in', scope.groups.length ? [...scope.groups] : ['']);
  if (scope.vendor)
    query = query.where('group_code', '=', scope.vendor.group).where('proc_id', '=', scope.vendor.procId);
  const ended = await query.returningAll().execute();
  const members = [...new Set(ended.map((s) => s.member_id))];
  if (members.length && STAFF_ENDS.has(reason)) {
    await db
      .updateTable('sessions')
      .set({ game_closed_at: now })
      .where('member_id', 'in', members)
      .where('ended_at', 'is', null)
      .execute();
  }
  return ended;
}

/** TK999 is answered once per ending: the poll that answers it clears the mark (only if unchanged since). */
export const clearGameClosed = (db: Db, sessionId: string, at: Date) =>
  db
    .updateTable('sessions')
    .set({ game_closed_at: null })
    .where('id', '=', sessionId)
    .where('game_closed_at', '=', at)
    .executeTakeFirst();

export const memberOpenSessions = (db: Db, memberId: number, adapterKind?: string) => {
  let query = db
    .selectFrom('game_sessions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null);
  if (adapterKind) query = query.where('adapter_kind', '=', adapterKind);
  return query.orderBy('id').execute();
};

export const sessionsExpiredOpen = (db: Db, now: Date) =>
  db
    .selectFrom('game_sessions')
    .selectAll()
    .where('ended_at', 'is', null)
    .where('expires_at', '<=', now)
    .orderBy('id')
    .limit(500)
    .execute();

/** Marks sessions expired by time ended, without a TK999 (the window is already gone). */
export const expireSessions = (db: Db, ids: readonly number[], now: Date) =>
  ids.length
    ? db
        .updateTable('game_sessions')
        .set({ ended_at: now, end_reason: 'expired' })
        .where('id', 'in', [...ids])
        .where('ended_at', 'is', null)
        .execute()
    : Promise.resolve([]);
