import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../../shared/api/office';
import { StaffRole } from '../../../../shared/enums';
import type { StaffRecord } from '../../../../shared/api/office/staff';
import { ResultCode } from '../../../../shared/resultCodes';
import type { DB } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { runPage } from '../../../http/paging';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { SessionEnd } from '../authContext';
import { hashSecret } from '../passwords';
import { endStaffSessions } from '../sessionRepo';
import { assertKeepsOwnRights } from './lockout';
import { assertWithinOwn } from './roles';
import { findRole } from './roleRepo';

const staffQuery = (db: Kysely<DB>, siteId: string) =>
  db
    .selectFrom('staff as s')
    .innerJoin('staff_roles as r', (j) => j.onRef('r.site_id', '=', 's.site_id').onRef('r.key', '=', 's.role'))
    .where('s.site_id', '=', siteId);

const columns = [
  's.id',
  's.staff_id',
  's.name',
  's.role',
  'r.name as role_name',
  's.enabled',
  's.totp_secret',
  's.totp_required',
  's.last_sign_in_at',
  's.created_at',
  sql<number>`(select count(*)::int from sessions x where x.staff_id = s.id and x.ended_at is null and x.expires_at > now())`.as(
    'live_sessions',
  ),
] as const;

type Row = {
  id: number;
  staff_id: string;
  name: string;
  role: string;
  role_name: string;
  enabled: boolean;
  totp_secret: string | null;
  totp_required: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
  live_sessions: number;
};

const toRecord = (r: Row): StaffRecord => ({
  id: r.id,
  staffId: r.staff_id,
  name: r.name,
  role: r.role,
  roleName: r.role_name,
  enabled: r.enabled,
  totpOn: r.totp_secret !== null,
  totpRequired: r.totp_required,
  lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
  liveSessions: Number(r.live_sessions),
  createdAt: r.created_at.toISOString(),
});

/** What the audit line keeps of an account: never its password or TOTP secret. */
const auditView = (r: StaffRecord) => ({
  name: r.name,
  role: r.role,
  enabled: r.enabled,
  totpRequired: r.totpRequired,
});

export async function listStaff(
  deps: AppDeps,
  siteId: string,
  filter: { staffId?: string; role?: string },
  query: OfficeListQuery,
) {
  let base = staffQuery(deps.db, siteId);
  if (filter.staffId) base = base.where('s.staff_id', 'like', `${filter.staffId.replace(/[%_\\]/g, '\\$&')}%`);
  if (filter.role) base = base.where('s.role', '=', filter.role);
  const { rows, total } = await runPage(
    base,
    (q) => q.select(columns),
    query,
    {
      staffId: 's.staff_id',
      name: 's.name',
      role: 's.role',
      createdAt: 's.created_at',
      lastSignInAt: 's.last_sign_in_at',
    },
    's.staff_id',
    's.id',
    ['s.last_sign_in_at'],
  );
  return { list: (rows as Row[]).map(toRecord), total };
}

export async function getStaff(db: Kysely<DB>, siteId: string, id: number): Promise<StaffRecord> {
  const row = await staffQuery(db, siteId).select(columns).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ResultCode.NotFound);
  return toRecord(row as Row);
}

/** A role the caller may hand out: one of the site's, with no pair the caller lacks (A105). */
async function grantableRole(db: Kysely<DB>, caller: StaffCaller, key: string) {
  const role = await findRole(db, caller.siteId, key);
  if (!role) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.role'] });
  assertWithinOwn(caller, role.pairs);
  return role;
}

export async function createStaff(
  deps: AppDeps,
  caller: StaffCaller,
  input: { staffId: string; name: string; role: string; password: string },
): Promise<StaffRecord> {
  await grantableRole(deps.db, caller, input.role);
  const hash = await hashSecret(deps.config, input.password);
  return deps.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('staff')
      .select('id')
      .where('site_id', '=', caller.siteId)
      .where(sql`lower(staff_id)`, '=', input.staffId.toLowerCase())
      .executeTakeFirst();
    if (taken) throw new AppError(ResultCode.IdInUse);
    const { id } = await trx
      .insertInto('staff')
      .values({
        site_id: caller.siteId,
        staff_id: input.staffId,
        name: input.name,
        role: input.role,
        password_hash: hash,
        totp_secret: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await getStaff(trx, caller.siteId, id);
    await writeAudit(trx, caller.actor, 'staff.create', created.staffId, null, auditView(created));
    return created;
  });
}

/** Locks the site's enabled masters in id order, so two changes at once cannot both take the last one. */
const enabledMasters = (trx: Transaction<DB>, siteId: string) =>
  trx
    .selectFrom('staff')
    .select('id')
    .where('site_id', '=', siteId)
    .where('role', '=', StaffRole.Master)
    .where('enabled', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();

/**
 * A rename, a new role or a disable/enable. The caller never disables itself or changes its own
 * role (A101), the site keeps one enabled master (A102), and a role is handed out only by someone
 * holding all of its pairs (A105). A disabled account or a new role ends the account's sessions.
 */
export async function updateStaff(
  deps: AppDeps,
  caller: StaffCaller,
  id: number,
  input: { name?: string; role?: string; enabled?: boolean },
): Promise<StaffRecord> {
  const self = id === caller.staff.id;
  if (self && (input.enabled === false || (input.role !== undefined && input.role !== caller.staff.role))) {
    const after = input.enabled === false ? [] : ((await findRole(deps.db, caller.siteId, input.role!))?.pairs ?? []);
    assertKeepsOwnRights(after);
  }
  if (input.role !== undefined) await grantableRole(deps.db, caller, input.role);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const masters = await enabledMasters(trx, caller.siteId);
    const before = await getStaff(trx, caller.siteId, id);
    // the target's current role must be one the caller could hand out, or a lesser staff member could disable a master
    await grantableRole(trx, caller, before.role);
    const losesMaster =
      before.role === StaffRole.Master &&
      before.enabled &&
      (input.enabled === false || (input.role !== undefined && input.role !== StaffRole.Master));
    if (losesMaster && masters.length <= 1) throw new AppError(ResultCode.LastMaster);
    await trx
      .updateTable('staff')
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.role !== undefined && { role: input.role }),
        ...(input.enabled !== undefined && { enabled: input.enabled }),
      })
      .where('id', '=', id)
      .execute();
    if (input.enabled === false || (input.role !== undefined && input.role !== before.role))
      await endStaffSessions(trx, id, null, SessionEnd.EndedByStaff, now);
    const after = await getStaff(trx, caller.siteId, id);
    await writeAudit(trx, caller.actor, 'staff.update', after.staffId, auditView(before), auditView(after));
    return after;
  });
}

/** The account's password set by another staff member (or itself): every session of it ends. */
export async function resetStaffPassword(deps: AppDeps, caller: StaffCaller, id: number, password: string) {
  const hash = await hashSecret(deps.config, password);
  return changeStaff(deps, caller, id, 'staff.password', async (trx, now) => {
    await trx
      .updateTable('staff')
      .set({ password_hash: hash, wrong_password_count: 0, locked_until: null })
      .where('id', '=', id)
      .execute();
    await endStaffSessions(trx, id, null, SessionEnd.PasswordReset, now);
  });
}

/** TOTP required (or no longer): until it is on, the account reaches nothing but its setup. */
export const requireStaffTotp = (deps: AppDeps, caller: StaffCaller, id: number, required: boolean) =>
  changeStaff(deps, caller, id, 'staff.totp', async (trx) => {
    await trx.updateTable('staff').set({ totp_required: required }).where('id', '=', id).execute();
  });

/** Every office session of the account ends now (the caller's own included, when it is the account). */
export const endStaffAccountSessions = (deps: AppDeps, caller: StaffCaller, id: number) =>
  changeStaff(deps, caller, id, 'staff.endSessions', async (trx, now) => {
    await endStaffSessions(trx, id, null, SessionEnd.EndedByStaff, now);
  });

/** One audited change of an account the caller may manage (its role within the caller's pairs). */
async function changeStaff(
  deps: AppDeps,
  caller: StaffCaller,
  id: number,
  action: string,
  change: (trx: Transaction<DB>, now: Date) => Promise<void>,
): Promise<StaffRecord> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = await getStaff(trx, caller.siteId, id);
    await grantableRole(trx, caller, before.role);
    await change(trx, now);
    const after = await getStaff(trx, caller.siteId, id);
    await writeAudit(trx, caller.actor, action, after.staffId, auditView(before), {
      ...auditView(after),
      liveSessions: after.liveSessions,
    });
    return after;
  });
}
