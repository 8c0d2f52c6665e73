import { sql } from 'kysely';
import type { OfficeListQuery } from '../../../../shared/api/office';
import { ALL_PAIRS, DEFAULT_ROLE_PAIRS, isDefaultRole, type StaffPair } from '../../../../shared/api/office/areas';
import type { StaffRoleRecord } from '../../../../shared/api/office/staff';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { pairsOfRow } from './roleRepo';
import { assertKeepsOwnRights } from './lockout';

const toRecord = (row: {
  key: string;
  name: string;
  pairs: string[] | null;
  holders: number | string;
}): StaffRoleRecord => ({
  id: row.key,
  name: row.name,
  pairs: pairsOfRow(row),
  isDefault: isDefaultRole(row.key),
  holders: Number(row.holders),
});

const rolesQuery = (deps: AppDeps, siteId: string) =>
  deps.db
    .selectFrom('staff_roles as r')
    .select([
      'r.key',
      'r.name',
      'r.pairs',
      (eb) =>
        eb
          .selectFrom('staff as s')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('s.site_id', '=', 'r.site_id')
          .whereRef('s.role', '=', 'r.key')
          .as('holders'),
    ])
    .where('r.site_id', '=', siteId);

/** Roles of the site: the default ones first (in their order), then the site's own by name. */
export async function listRoles(deps: AppDeps, siteId: string, query: OfficeListQuery) {
  const rows = (await rolesQuery(deps, siteId).orderBy('r.created_at').orderBy('r.key').execute()).map((r) =>
    toRecord({ ...r, holders: r.holders ?? 0 }),
  );
  const defaults = Object.keys(DEFAULT_ROLE_PAIRS);
  const sorted = [
    ...defaults.flatMap((key) => rows.filter((r) => r.id === key)),
    ...rows.filter((r) => !r.isDefault).sort((a, b) => a.name.localeCompare(b.name)),
  ];
  const from = (query.page - 1) * query.perPage;
  return { list: sorted.slice(from, from + query.perPage), total: sorted.length };
}

export async function getRole(deps: AppDeps, siteId: string, key: string): Promise<StaffRoleRecord> {
  const row = await rolesQuery(deps, siteId).where('r.key', '=', key).executeTakeFirst();
  if (!row) throw new AppError(ResultCode.NotFound);
  return toRecord({ ...row, holders: row.holders ?? 0 });
}

/** Nobody hands out rights they lack: a role's pairs must all be the caller's own (A105). */
export function assertWithinOwn(caller: StaffCaller, pairs: readonly StaffPair[]): void {
  const own = new Set(caller.role.pairs);
  const beyond = pairs.filter((p) => !own.has(p));
  if (beyond.length > 0) throw new AppError(ResultCode.RoleAboveOwn, { pairs: beyond });
}

/** The pairs once each, in the grid's order (area, then read, write, approve). */
const unique = (pairs: readonly StaffPair[]) => ALL_PAIRS.filter((p) => pairs.includes(p));

export async function createRole(
  deps: AppDeps,
  caller: StaffCaller,
  input: { key: string; name: string; pairs: StaffPair[] },
): Promise<StaffRoleRecord> {
  assertWithinOwn(caller, input.pairs);
  const pairs = unique(input.pairs);
  await deps.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('staff_roles')
      .select('key')
      .where('site_id', '=', caller.siteId)
      .where('key', '=', input.key)
      .executeTakeFirst();
    if (taken) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.key'] });
    await trx
      .insertInto('staff_roles')
      .values({ site_id: caller.siteId, key: input.key, name: input.name, pairs })
      .execute();
    await writeAudit(trx, caller.actor, 'staff.role.create', input.key, null, { name: input.name, pairs });
  });
  return getRole(deps, caller.siteId, input.key);
}

/**
 * A site's own role renamed or given other pairs; the default roles are fixed (A107). The change
 * counts on the holders' next call; the caller cannot take its own staff rights this way (A101).
 */
export async function updateRole(
  deps: AppDeps,
  caller: StaffCaller,
  key: string,
  input: { name?: string; pairs?: StaffPair[] },
): Promise<StaffRoleRecord> {
  if (isDefaultRole(key)) throw new AppError(ResultCode.DefaultRoleFixed);
  if (input.pairs) assertWithinOwn(caller, input.pairs);
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('staff_roles')
      .select(['name', 'pairs'])
      .where('site_id', '=', caller.siteId)
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError(ResultCode.NotFound);
    const pairs = input.pairs ? unique(input.pairs) : before.pairs;
    if (key === caller.role.key) assertKeepsOwnRights(pairs ?? []);
    await trx
      .updateTable('staff_roles')
      .set({ name: input.name ?? before.name, pairs })
      .where('site_id', '=', caller.siteId)
      .where('key', '=', key)
      .execute();
    await writeAudit(trx, caller.actor, 'staff.role.update', key, before, { name: input.name ?? before.name, pairs });
  });
  return getRole(deps, caller.siteId, key);
}

/** A site's own role that no account holds (A106 otherwise). */
export async function deleteRole(deps: AppDeps, caller: StaffCaller, key: string): Promise<{ id: string }> {
  if (isDefaultRole(key)) throw new AppError(ResultCode.DefaultRoleFixed);
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('staff_roles')
      .select(['name', 'pairs'])
      .where('site_id', '=', caller.siteId)
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError(ResultCode.NotFound);
    const held = await trx
      .selectFrom('staff')
      .select('id')
      .where('site_id', '=', caller.siteId)
      .where('role', '=', key)
      .executeTakeFirst();
    if (held) throw new AppError(ResultCode.RoleInUse);
    await trx.deleteFrom('staff_roles').where('site_id', '=', caller.siteId).where('key', '=', key).execute();
    await writeAudit(trx, caller.actor, 'staff.role.delete', key, before, null);
  });
  return { id: key };
}
