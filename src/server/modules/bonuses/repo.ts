import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { BonusTables } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

export type ProgramRow = Selectable<BonusTables['bonus_programs']>;
export type ProgramLevelRow = Selectable<BonusTables['bonus_program_levels']>;
export type RequirementRow = Selectable<BonusTables['wagering_requirements']>;

export const programById = (db: Db, siteId: string, id: number) =>
  db.selectFrom('bonus_programs').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** The site's oldest enabled program of a kind: the one a sign-up or a reward is granted under. */
export const enabledProgramOfKind = (db: Db, siteId: string, kind: string) =>
  db
    .selectFrom('bonus_programs')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where('enabled', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

export const enabledProgramsOfKinds = (db: Db, siteId: string, kinds: readonly string[]) =>
  db
    .selectFrom('bonus_programs')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('kind', 'in', kinds)
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();

export const levelRow = (db: Db, programId: number, level: number) =>
  db
    .selectFrom('bonus_program_levels')
    .selectAll()
    .where('program_id', '=', programId)
    .where('level', '=', level)
    .executeTakeFirst();

export const levelsOf = (db: Db, programIds: readonly number[]) =>
  programIds.length
    ? db
        .selectFrom('bonus_program_levels')
        .selectAll()
        .where('program_id', 'in', programIds)
        .orderBy('program_id')
        .orderBy('level')
        .execute()
    : Promise.resolve([] as ProgramLevelRow[]);

/** Who is granted: its level, and whether it is an approved member (partners are granted nothing). */
export const memberOf = (db: Db, memberId: number) =>
  db
    .selectFrom('members')
    .select(['id', 'site_id', 'level', 'status', 'tier', 'mem_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();

/** A member of the site by login id, as staff type it (case aside). */
export const memberByLogin = (db: Db, siteId: string, memId: string) =>
  db
    .selectFrom('members')
    .select('id')
    .where('site_id', '=', siteId)
    .where(sql`lower(mem_id)`, '=', memId.toLowerCase())
    .executeTakeFirst();

/** The member's active requirements with their programs' exclusivity (read under the member's lock). */
export const activeRequirements = (db: Db, memberId: number) =>
  db
    .selectFrom('wagering_requirements as r')
    .leftJoin('bonus_programs as p', 'p.id', 'r.program_id')
    .select([
      'r.id',
      'r.program_id',
      'r.to_wager',
      'r.wagered',
      'r.expires_at',
      'p.name',
      'p.kind',
      sql<boolean>`coalesce(p.exclusive, false)`.as('exclusive'),
    ])
    .where('r.member_id', '=', memberId)
    .where('r.state', '=', 'active')
    .orderBy('r.id')
    .execute();

export const requirementBySource = (db: Db, source: string) =>
  db.selectFrom('wagering_requirements').selectAll().where('source', '=', source).executeTakeFirst();

export const insertRequirement = (trx: Transaction<DB>, row: Insertable<BonusTables['wagering_requirements']>) =>
  trx.insertInto('wagering_requirements').values(row).returningAll().executeTakeFirstOrThrow();

/** The next requirement id, to name a staff grant's event before its row exists. */
export async function reserveRequirementId(trx: Transaction<DB>): Promise<number> {
  const { rows } = await sql<{ id: string | number }>`select nextval('wagering_requirements_id_seq') as id`.execute(
    trx,
  );
  return Number(rows[0]!.id);
}

/** Deposits of the member approved and asked for in [from, to), another than `exceptId`: is this the day's first? */
export async function otherApprovedDeposits(
  db: Db,
  memberId: number,
  from: Date,
  to: Date,
  exceptId: number | null,
): Promise<number> {
  let q = db
    .selectFrom('cash_requests')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'in')
    .where('status', '=', 1)
    .where('created_at', '>=', from)
    .where('created_at', '<', to);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirstOrThrow()).n;
}

/** The member's requirement, locked (after the member's accounts: the order every stake takes them in). */
export const lockRequirement = (trx: Transaction<DB>, id: number) =>
  trx
    .selectFrom('wagering_requirements as r')
    .leftJoin('bonus_programs as p', 'p.id', 'r.program_id')
    .selectAll('r')
    .select('p.name')
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst();

export const closeRequirement = (
  trx: Transaction<DB>,
  id: number,
  set: { state: string; taken_back: number; closed_at: Date },
) => trx.updateTable('wagering_requirements').set(set).where('id', '=', id).execute();

/** Active requirements past their expiry, oldest first (the expiry job, and a member's own at the withdrawal gate). */
export function expiredRequirements(db: Db, now: Date, limit: number, memberId?: number) {
  let q = db
    .selectFrom('wagering_requirements')
    .select(['id', 'site_id', 'member_id'])
    .where('state', '=', 'active')
    .where('expires_at', '<=', now);
  if (memberId !== undefined) q = q.where('member_id', '=', memberId);
  return q.orderBy('expires_at').orderBy('id').limit(limit).execute();
}

/** A page of the member's requirements with their programs, newest first. */
export async function memberRequirements(
  db: Db,
  memberId: number,
  activeOnly: boolean,
  page: { limit: number; offset: number },
) {
  let base = db.selectFrom('wagering_requirements as r').where('r.member_id', '=', memberId);
  if (activeOnly) base = base.where('r.state', '=', 'active');
  const [rows, total] = await Promise.all([
    base
      .leftJoin('bonus_programs as p', 'p.id', 'r.program_id')
      .selectAll('r')
      .select(['p.name', 'p.kind'])
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}
