import { sql, type Insertable, type Kysely, type RawBuilder, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { MembersTable } from './tables';
import { nickFold } from './nickFold';

export const findMemberByMemId = (db: Kysely<DB>, siteId: string, memId: string) =>
  db.selectFrom('members').selectAll().where('site_id', '=', siteId).where('mem_id', '=', memId).executeTakeFirst();

/**
 * Counts a wrong password atomically; the row locks itself when the count reaches `lockAt`. The
 * guess that locks also stamps when (for the site's timed unlock) and leaves a notice for the
 * owner's next member login. SET expressions read the row as it was.
 */
export async function recordWrongPassword(db: Kysely<DB>, memberId: number, lockAt: number, now: Date) {
  const locks = sql<boolean>`(not locked and wrong_password_count >= ${lockAt - 1})`;
  return db
    .updateTable('members')
    .set((eb) => ({
      wrong_password_count: eb('wrong_password_count', '+', 1),
      locked: sql<boolean>`locked or wrong_password_count >= ${lockAt - 1}`,
      locked_at: sql<Date | null>`case when ${locks} then ${now}::timestamptz else locked_at end`,
      lock_notice_at: sql<Date | null>`case when ${locks} then ${now}::timestamptz else lock_notice_at end`,
      lock_notice_count: sql<number>`case when ${locks} then wrong_password_count + 1 else lock_notice_count end`,
    }))
    .where('id', '=', memberId)
    .returning(['wrong_password_count', 'locked'])
    .executeTakeFirstOrThrow();
}

/** A login password proven: the wrong ones are forgiven (the lock notice stays for the member front). */
export const recordLogin = (db: Kysely<DB>, memberId: number, ip: string, now: Date) =>
  db
    .updateTable('members')
    .set({ wrong_password_count: 0, last_login_at: now, last_login_ip: ip })
    .where('id', '=', memberId)
    .execute();

/** The lock notice not yet shown, taken once: only the member front's login shows it. */
export async function takeLockNotice(
  db: Kysely<DB>,
  memberId: number,
): Promise<{ lockedAt: Date; wrongPasswords: number } | null> {
  const before = await db
    .selectFrom('members')
    .select(['lock_notice_at', 'lock_notice_count'])
    .where('id', '=', memberId)
    .where('lock_notice_at', 'is not', null)
    .executeTakeFirst();
  if (!before?.lock_notice_at) return null;
  const taken = await db
    .updateTable('members')
    .set({ lock_notice_at: null, lock_notice_count: 0 })
    .where('id', '=', memberId)
    .where('lock_notice_at', '=', before.lock_notice_at)
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n
    ? { lockedAt: before.lock_notice_at, wrongPasswords: before.lock_notice_count }
    : null;
}

/** §9 timed unlock (site option loginUnlockMinutes): a lock by wrong passwords past its time lifts itself. */
export const liftTimedLock = (db: Kysely<DB>, memberId: number, lockedAt: Date) =>
  db
    .updateTable('members')
    .set({ locked: false, locked_at: null, wrong_password_count: 0 })
    .where('id', '=', memberId)
    .where('locked_at', '=', lockedAt)
    .returningAll()
    .executeTakeFirst();

/** The digits of a text column: phones and account numbers compare by them (§5). */
export const digitsOf = (column: string) => sql<string>`regexp_replace(${sql.ref(column)}, '[^0-9]', '', 'g')`;

export interface DuplicateProbe {
  memId?: string;
  memNick?: string;
  phoneDigits?: string;
  accountDigits?: string;
}
export type DuplicateField = keyof DuplicateProbe;

/** Which of the probed values another member of the site already holds (§5 U005-U008). */
export async function findDuplicates(
  db: Kysely<DB>,
  siteId: string,
  probe: DuplicateProbe,
  exceptMemberId?: number,
): Promise<Set<DuplicateField>> {
  const columns: Record<DuplicateField, RawBuilder<string>> = {
    memId: sql`lower(mem_id)`,
    // Look-alike nicknames (fullwidth, Cyrillic letters…) are the same nickname
    memNick: nickFold(sql.ref('mem_nick')),
    phoneDigits: digitsOf('phone'),
    accountDigits: digitsOf('account_no'),
  };
  const valueOf = (field: DuplicateField, value: string): RawBuilder<string> | string =>
    field === 'memNick' ? nickFold(sql.val(value)) : field === 'memId' ? value.toLowerCase() : value;
  const probes = (Object.keys(columns) as DuplicateField[])
    .filter((field) => probe[field] !== undefined)
    .map((field) => ({ field, column: columns[field], value: valueOf(field, probe[field]!) }));
  if (probes.length === 0) return new Set();
  let query = db
    .selectFrom('members')
    .select(probes.map((p) => sql<boolean>`${p.column} = ${p.value}`.as(p.field)))
    .where('site_id', '=', siteId)
    .where((eb) => eb.or(probes.map((p) => eb(p.column, '=', p.value))));
  if (exceptMemberId !== undefined) query = query.where('id', '<>', exceptMemberId);
  const rows = (await query.execute()) as Record<DuplicateField, boolean>[];
  return new Set(rows.flatMap((row) => probes.filter((p) => row[p.field]).map((p) => p.field)));
}

export type NewMember = Insertable<MembersTable>;

/** Inserts a member under its parent; the path (§ DESIGN: materialised) needs the new id. */
export async function insertMemberUnder(trx: Transaction<DB>, row: NewMember, parentPath: string): Promise<number> {
  const { id } = await trx.insertInto('members').values(row).returning('id').executeTakeFirstOrThrow();
  await trx
    .updateTable('members')
    .set({ path: `${parentPath}${id}/` })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The payout account: a change of any part restarts the withdrawal rules' account age (docs/domains/cash.md#withdrawal-risk-rules). */
const ACCOUNT_COLUMNS = ['bank_name', 'account_no', 'account_holder'] as const;

/**
 * Every change of a member row, the member's own and the office's alike, so the payout account's
 * change time is stamped in one place, and only when a part of it really differs.
 */
export const updateMemberRow = (
  db: Kysely<DB> | Transaction<DB>,
  memberId: number,
  values: Updateable<MembersTable>,
  now: Date,
) => {
  const account = ACCOUNT_COLUMNS.filter((c) => values[c] !== undefined);
  const changed = account.map((c) => sql<boolean>`${sql.ref(c)} is distinct from ${values[c]}`);
  return db
    .updateTable('members')
    .set({
      ...values,
      updated_at: now,
      ...(changed.length > 0 && {
        account_changed_at: sql<Date | null>`case when ${sql.join(changed, sql` or `)} then ${now}::timestamptz else account_changed_at end`,
      }),
    })
    .where('id', '=', memberId)
    .returningAll()
    .executeTakeFirstOrThrow();
};

/** The member row, locked for the rest of the transaction (a staff change and a login never interleave). */
export const lockMemberRow = (trx: Transaction<DB>, siteId: string, memberId: number) =>
  trx
    .selectFrom('members')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();

export const findMemberStatus = async (db: Kysely<DB>, siteId: string, memberId: number) =>
  (
    await db
      .selectFrom('members')
      .select('status')
      .where('site_id', '=', siteId)
      .where('id', '=', memberId)
      .executeTakeFirst()
  )?.status;

/** A member by login id, in any case (the office names members by their login). */
export const findMemberByLogin = (db: Kysely<DB> | Transaction<DB>, siteId: string, memId: string) =>
  db
    .selectFrom('members')
    .select(['id', 'path', 'tier'])
    .where('site_id', '=', siteId)
    .where(sql`lower(mem_id)`, '=', memId.toLowerCase())
    .executeTakeFirst();
