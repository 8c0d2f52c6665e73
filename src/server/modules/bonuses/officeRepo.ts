import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';

type Db = Kysely<DB> | Transaction<DB>;

const PROGRAM_SORT = {
  id: 'p.id',
  name: 'p.name',
  kind: 'p.kind',
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
};

/** A program with how many grants it made and how many are still being wagered. */
const programQuery = (db: Db) =>
  db
    .selectFrom('bonus_programs as p')
    .selectAll('p')
    .select((eb) => [
      eb
        .selectFrom('wagering_requirements as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('r.program_id', '=', 'p.id')
        .as('granted'),
      eb
        .selectFrom('wagering_requirements as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('r.program_id', '=', 'p.id')
        .where('r.state', '=', 'active')
        .as('active'),
    ]);
export type ProgramViewRow = Awaited<ReturnType<ReturnType<typeof programQuery>['executeTakeFirstOrThrow']>>;

export function programPage(
  db: Db,
  siteId: string,
  f: { q?: string; kind?: string; enabled?: boolean },
  query: OfficeListQuery,
) {
  let base = db.selectFrom('bonus_programs as p').where('p.site_id', '=', siteId);
  if (f.q) base = base.where('p.name', 'like', prefixPattern(f.q));
  if (f.kind) base = base.where('p.kind', '=', f.kind);
  if (f.enabled !== undefined) base = base.where('p.enabled', '=', f.enabled);
  const ids = base.select('p.id');
  return runPage(base, () => programQuery(db).where('p.id', 'in', ids), query, PROGRAM_SORT, 'p.id', 'p.id');
}

export const findProgram = (db: Db, siteId: string, id: number) =>
  programQuery(db).where('p.site_id', '=', siteId).where('p.id', '=', id).executeTakeFirst();

export const lockProgram = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('bonus_programs')
    .select('id')
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export interface ProgramValues {
  kind: string;
  name: string;
  enabled: boolean;
  pays: string;
  cap: number;
  min_deposit: number;
  weights: string;
  rollover_bp: number;
  expiry_hours: number;
  exclusive: boolean;
  window_days: number[];
  window_from_min: number | null;
  window_to_min: number | null;
}

export const insertProgram = (trx: Transaction<DB>, siteId: string, v: ProgramValues) =>
  trx
    .insertInto('bonus_programs')
    .values({ site_id: siteId, ...v })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateProgram = (trx: Transaction<DB>, id: number, v: ProgramValues, now: Date) =>
  trx
    .updateTable('bonus_programs')
    .set({ ...v, updated_at: now })
    .where('id', '=', id)
    .execute();

/** The program's per-level terms, replaced whole. */
export async function replaceLevels(
  trx: Transaction<DB>,
  programId: number,
  levels: readonly { level: number; rateBp: number; fixedAmount: number }[],
): Promise<void> {
  await trx.deleteFrom('bonus_program_levels').where('program_id', '=', programId).execute();
  if (levels.length)
    await trx
      .insertInto('bonus_program_levels')
      .values(
        levels.map((l) => ({ program_id: programId, level: l.level, rate_bp: l.rateBp, fixed_amount: l.fixedAmount })),
      )
      .execute();
}

const REQUIREMENT_SORT = {
  id: 'r.id',
  createdAt: 'r.created_at',
  granted: 'r.granted',
  toWager: 'r.to_wager',
  wagered: 'r.wagered',
  expiresAt: 'r.expires_at',
  memId: 'm.mem_id',
};

const requirementBase = (db: Db, scope: Scope) =>
  db
    .selectFrom('wagering_requirements as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('bonus_programs as p', 'p.id', 'r.program_id')
    .where('r.site_id', '=', scope.siteId)
    .where(inScope(scope, 'm'));
type RequirementBase = ReturnType<typeof requirementBase>;
const requirementColumns = (q: RequirementBase) =>
  q.selectAll('r').select(['m.mem_id', 'm.mem_nick', 'p.name', 'p.kind']);
export type RequirementViewRow = Awaited<ReturnType<ReturnType<typeof requirementColumns>['executeTakeFirstOrThrow']>>;

export const findRequirement = (db: Db, scope: Scope, id: number) =>
  requirementColumns(requirementBase(db, scope).where('r.id', '=', id)).executeTakeFirst();

/** Grants and their wagering in the caller's scope (a partner: its subtree). */
export function requirementPage(
  db: Db,
  scope: Scope,
  f: { memberId?: number; memId?: string; programId?: number; state?: string; from?: Date; to?: Date },
  query: OfficeListQuery,
) {
  let base = requirementBase(db, scope);
  if (f.memberId !== undefined) base = base.where('r.member_id', '=', f.memberId);
  if (f.memId) base = base.where('m.mem_id', 'like', prefixPattern(f.memId));
  if (f.programId !== undefined) base = base.where('r.program_id', '=', f.programId);
  if (f.state) base = base.where('r.state', '=', f.state);
  if (f.from) base = base.where('r.created_at', '>=', f.from);
  if (f.to) base = base.where('r.created_at', '<=', f.to);
  return runPage(base, requirementColumns, query, REQUIREMENT_SORT, 'r.id', 'r.id', ['r.expires_at']);
}
