import type { Kysely, QueryCreator, Selectable, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { MemberStatus } from '../../../../shared/enums';
import { MessageFilter } from '../../../../shared/api/message';
import type { MessagesTable } from '../tables';
import { pageWithTotal } from '../../../http/paging';

export type MessageRow = Selectable<MessagesTable>;
type Db = Kysely<DB> | Transaction<DB>;

const live = (db: Db, memberId: number) =>
  db.selectFrom('messages').where('member_id', '=', memberId).where('deleted_at', 'is', null);

/** msgInfo.newMsg: served by the partial index messages_unread_idx. */
export async function countUnread(db: Db, memberId: number): Promise<number> {
  const row = await live(db, memberId)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function filtered(db: Db, memberId: number, filter: MessageFilter) {
  const q = live(db, memberId);
  if (filter === MessageFilter.Read) return q.where('read_at', 'is not', null);
  if (filter === MessageFilter.Unread) return q.where('read_at', 'is', null);
  return q;
}

export async function listOwnMessages(
  db: Db,
  memberId: number,
  filter: MessageFilter,
  window: { limit: number; offset: number },
) {
  return pageWithTotal(filtered(db, memberId, filter), (q) =>
    q.selectAll().orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
  );
}

export const findOwnMessage = (db: Db, memberId: number, id: number) =>
  live(db, memberId).selectAll().where('id', '=', id).executeTakeFirst();

/** Marks the member's unread messages read: the listed ones, or all when ids is null. */
export async function markRead(db: Db, memberId: number, ids: number[] | null, now: Date): Promise<number> {
  let q = db
    .updateTable('messages')
    .set({ read_at: now })
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null);
  if (ids) q = q.where('id', 'in', ids);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const ownAmong = (db: Db, memberId: number, ids: number[]) =>
  live(db, memberId).select(['id', 'read_at']).where('id', 'in', ids).orderBy('id');

/** The member's own live messages among `ids`; other members' ids simply do not match. */
export const findOwnMessages = (db: Db, memberId: number, ids: number[]) => ownAmong(db, memberId, ids).execute();

/** The same, locked, so a delete decides on exactly what it deletes. */
export const lockOwnMessages = (trx: Transaction<DB>, memberId: number, ids: number[]) =>
  ownAmong(trx, memberId, ids).forUpdate().execute();

export async function softDeleteMessages(trx: Transaction<DB>, ids: number[], now: Date): Promise<number> {
  const result = await trx.updateTable('messages').set({ deleted_at: now }).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whom a staff message reaches: one member, a level, or every member of the site that is not deleted. */
export type Recipients = { memberId: number } | { level: number } | { all: true };

const recipientMembers = (db: QueryCreator<DB>, siteId: string, r: Recipients) => {
  let q = db
    .selectFrom('members')
    .where('members.site_id', '=', siteId)
    .where('members.status', '<>', MemberStatus.Deleted);
  if ('memberId' in r) q = q.where('members.id', '=', r.memberId);
  if ('level' in r) q = q.where('members.level', '=', r.level);
  return q;
};

/** One row per recipient, inserted by one INSERT … SELECT whatever the audience. */
export async function insertMessages(
  trx: Transaction<DB>,
  siteId: string,
  r: Recipients,
  msg: { title: string; content: string; staffId: number | null; sentAt: Date },
): Promise<{ firstId: number | null; count: number }> {
  const row = await trx
    .with('sent', (db) =>
      db
        .insertInto('messages')
        .columns(['site_id', 'member_id', 'title', 'content', 'staff_id', 'sent_at'])
        .expression(
          recipientMembers(db, siteId, r).select((eb) => [
            eb.val(siteId).as('site_id'),
            'members.id',
            eb.val(msg.title).as('title'),
            eb.val(msg.content).as('content'),
            eb.val(msg.staffId).as('staff_id'),
            eb.val(msg.sentAt).as('sent_at'),
          ]),
        )
        .returning('id'),
    )
    .selectFrom('sent')
    .select((eb) => [eb.fn.min('sent.id').as('firstId'), eb.fn.countAll<number>().as('count')])
    .executeTakeFirstOrThrow();
  return { firstId: row.firstId === null ? null : Number(row.firstId), count: Number(row.count) };
}

/**
 * The unread counts of the recipients that are online now: only they get a push; the others read
 * their count at their next login.
 */
export const onlineUnreadCounts = (db: Db, siteId: string, r: Recipients, now: Date) =>
  recipientMembers(db, siteId, r)
    .innerJoin('sessions', 'sessions.member_id', 'members.id')
    .where('sessions.ended_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .select((eb) => [
      'members.id as memberId',
      eb
        .selectFrom('messages')
        .whereRef('messages.member_id', '=', 'members.id')
        .where('messages.read_at', 'is', null)
        .where('messages.deleted_at', 'is', null)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('unread'),
    ])
    .execute();
