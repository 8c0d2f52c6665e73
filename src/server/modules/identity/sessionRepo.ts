import {
  sql,
  type Kysely,
  type Selectable,
  type Transaction,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { DB } from '../../db/schema';
import type { MembersTable, SessionKind, SessionsTable, StaffTable } from './tables';

export type SessionRow = Selectable<SessionsTable>;
export type MemberRow = Selectable<MembersTable>;
export type StaffRow = Selectable<StaffTable>;

export const findSession = (db: Kysely<DB>, id: string) =>
  db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

/** `created_at` is the login's time on the site clock: the session's absolute lifetime counts from it. */
export const insertSession = (
  trx: Transaction<DB> | Kysely<DB>,
  row: Omit<
    SessionRow,
    | 'ended_at'
    | 'ended_reason'
    | 'game_closed_at'
    | 'gate_passed'
    | 'token_seq'
    | 'sub_user_id'
    | 'sub_user_login'
    | 'read_only'
  > &
    Partial<Pick<SessionRow, 'gate_passed' | 'sub_user_id' | 'sub_user_login' | 'read_only'>>,
) => trx.insertInto('sessions').values(row).execute();

/** What a vendor game session's end_reason says when the member session that launched it ended. */
export const GAME_END_LOGIN = 'login_ended';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * How a vendor game session ends with its member session (docs/operations/security.md, "Game
 * sessions"): a seamless (PAM) one is ended, so the wallet answers its session error and refuses
 * its stakes (its rounds may still be paid or refunded); a transfer-wallet one is made due now, so
 * the expiry sweep brings the member's money back from the vendor and then ends it.
 */
const endedGame = (now: Date) => ({
  ended_at: sql<Date | null>`case when adapter_kind = 'transfer' then null else ${now}::timestamptz end`,
  end_reason: sql<string | null>`case when adapter_kind = 'transfer' then null else ${GAME_END_LOGIN} end`,
  expires_at: sql<Date>`least(expires_at, ${now}::timestamptz)`,
});

/**
 * Ends the live sessions `where` picks, and in the same statement the vendor game sessions they
 * launched; answers the ended ids so their sockets can be told.
 */
async function endSessionsAndGames(
  db: Db,
  where: (
    q: UpdateQueryBuilder<DB, 'sessions', 'sessions', UpdateResult>,
  ) => UpdateQueryBuilder<DB, 'sessions', 'sessions', UpdateResult>,
  reason: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .with('ended', (q) =>
      where(
        q.updateTable('sessions').set({ ended_at: now, ended_reason: reason }).where('ended_at', 'is', null),
      ).returning('id'),
    )
    .with('games', (q) =>
      q
        .updateTable('game_sessions')
        .set(endedGame(now))
        .where('login_session_id', 'in', (eb) => eb.selectFrom('ended').select('ended.id'))
        .where('ended_at', 'is', null)
        .returning('game_sessions.id'),
    )
    .selectFrom('ended')
    .select('ended.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Ends every live session of a member (but `keepSessionId`, the caller's own, when given; only
 * those of `kind` when given; only the partner's own, not its sub-users', with `ownOnly`), with the
 * game sessions they launched; returns the ended ids so their sockets can be told.
 */
export const endMemberSessions = (
  db: Db,
  memberId: number,
  reason: string,
  now: Date,
  keepSessionId?: string,
  kind?: SessionKind,
  ownOnly?: boolean,
): Promise<string[]> =>
  endSessionsAndGames(
    db,
    (q) => {
      let query = q.where('member_id', '=', memberId);
      if (keepSessionId) query = query.where('id', '<>', keepSessionId);
      if (kind) query = query.where('kind', '=', kind);
      if (ownOnly) query = query.where('sub_user_id', 'is', null);
      return query;
    },
    reason,
    now,
  );

/** Ends every live office session of a partner's sub-user. */
export const endSubUserSessions = (db: Db, subUserId: number, reason: string, now: Date) =>
  endSessionsAndGames(db, (q) => q.where('sub_user_id', '=', subUserId), reason, now);

/** Ends one session, with the game sessions it launched. */
export const endSession = (db: Db, id: string, reason: string, now: Date) =>
  endSessionsAndGames(db, (q) => q.where('id', '=', id), reason, now);

/**
 * Ends a staff member's office sessions but `keepSessionId` (TOTP enabled: a session without it
 * must not stay; a new password: none stays).
 */
export async function endStaffSessions(
  db: Db,
  staffId: number,
  keepSessionId: string | null,
  reason: string,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now, ended_reason: reason })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  const ended = await query.executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/**
 * Every vendor game session of the member ends, whichever session launched it: a new password
 * means the old one may be known, and a game token handed to a page may be too.
 */
export const endMemberGames = (db: Db, memberId: number, now: Date) =>
  db
    .updateTable('game_sessions')
    .set(endedGame(now))
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .execute();

/**
 * A renewal: the session's token generation moves on (the token renewed stops counting) and its
 * end moves to the new token's. `fromSeq`: only if the caller's token is still the current one,
 * so two renewals of one token give one new token. Answers the new generation, or null when the
 * session ended or its token was renewed meanwhile.
 */
export async function renewSessionToken(
  db: Kysely<DB>,
  id: string,
  expiresAt: Date,
  fromSeq?: number,
): Promise<number | null> {
  let query = db
    .updateTable('sessions')
    .set((eb) => ({ token_seq: eb('token_seq', '+', 1), expires_at: expiresAt }))
    .where('id', '=', id)
    .where('ended_at', 'is', null);
  if (fromSeq !== undefined) query = query.where('token_seq', '=', fromSeq);
  const row = await query.returning('token_seq').executeTakeFirst();
  return row?.token_seq ?? null;
}

/**
 * The moment a session ends however often its token is renewed (site option
 * sessionMaxHours, counted from the login).
 */
export const sessionLifetimeEnd = (session: Pick<SessionRow, 'created_at'>, maxHours: number): number =>
  session.created_at.getTime() + maxHours * 3_600_000;

export const findMemberById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

export const findStaffById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();

export const findStaffByLogin = (db: Kysely<DB>, siteId: string, staffId: string) =>
  db.selectFrom('staff').selectAll().where('site_id', '=', siteId).where('staff_id', '=', staffId).executeTakeFirst();

/** §6: the partner passed its gate in this office session. */
export const markGatePassed = (db: Kysely<DB> | Transaction<DB>, sessionId: string) =>
  db.updateTable('sessions').set({ gate_passed: true }).where('id', '=', sessionId).execute();
