import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const findMemberByMemId = (db: Kysely<DB>, siteId: string, memId: string) =>
  db.selectFrom('members').selectAll().where('site_id', '=', siteId).where('mem_id', '=', memId).executeTakeFirst();

export const isBlocked = async (db: Kysely<DB>, siteId: string, kind: 'ip' | 'phone' | 'account' | 'memid', value: string) =>
  !!(await db
    .selectFrom('blocklist')
    .select('value')
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where('value', '=', value)
    .executeTakeFirst());

/** Counts a wrong password atomically; the row locks itself when the count reaches `lockAt`. */
export async function recordWrongPassword(db: Kysely<DB>, memberId: number, lockAt: number) {
  return db
    .updateTable('members')
    .set((eb) => ({
      wrong_password_count: eb('wrong_password_count', '+', 1),
      locked: sql<boolean>`locked or wrong_password_count >= ${lockAt - 1}`,
    }))
    .where('id', '=', memberId)
    .returning(['wrong_password_count', 'locked'])
    .executeTakeFirstOrThrow();
}

export const recordLogin = (db: Kysely<DB>, memberId: number, ip: string, now: Date) =>
  db
    .updateTable('members')
    .set({ wrong_password_count: 0, last_login_at: now, last_login_ip: ip })
    .where('id', '=', memberId)
    .execute();
