import { sql, type Kysely } from 'kysely';
import type { SubUserRecord } from '../../../../shared/api/office/staff';
import { ResultCode } from '../../../../shared/resultCodes';
import type { DB } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { PartnerCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { SessionEnd } from '../authContext';
import { hashSecret } from '../passwords';
import { endSubUserSessions } from '../sessionRepo';

type Row = {
  id: number;
  login_id: string;
  name: string;
  read_only: boolean;
  enabled: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
};
const COLUMNS = ['id', 'login_id', 'name', 'read_only', 'enabled', 'last_sign_in_at', 'created_at'] as const;

const toRecord = (r: Row): SubUserRecord => ({
  id: r.id,
  loginId: r.login_id,
  name: r.name,
  readOnly: r.read_only,
  enabled: r.enabled,
  lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});
const auditView = (r: SubUserRecord) => ({ name: r.name, readOnly: r.readOnly, enabled: r.enabled });

/** The caller's own sub-users only: another partner's id answers E007 as if it did not exist. */
const own = (db: Kysely<DB>, caller: PartnerCaller) =>
  db
    .selectFrom('partner_sub_users')
    .select(COLUMNS)
    .where('site_id', '=', caller.siteId)
    .where('partner_id', '=', caller.member.id);

export async function listSubUsers(deps: AppDeps, caller: PartnerCaller) {
  const rows = await own(deps.db, caller).orderBy('login_id').execute();
  return { list: rows.map(toRecord), total: rows.length };
}

async function findOwn(db: Kysely<DB>, caller: PartnerCaller, id: number): Promise<SubUserRecord> {
  const row = await own(db, caller).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ResultCode.NotFound);
  return toRecord(row);
}

/** A sub-user's id is the partner's own followed by a dot and the name chosen (`ptn04.kim`). */
export async function createSubUser(
  deps: AppDeps,
  caller: PartnerCaller,
  input: { suffix: string; name: string; readOnly: boolean; password: string },
): Promise<SubUserRecord> {
  const loginId = `${caller.member.mem_id}.${input.suffix}`;
  const hash = await hashSecret(deps.config, input.password);
  return deps.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('partner_sub_users')
      .select('id')
      .where('site_id', '=', caller.siteId)
      .where(sql`lower(login_id)`, '=', loginId.toLowerCase())
      .executeTakeFirst();
    if (taken) throw new AppError(ResultCode.IdInUse, { field: 'suffix' });
    const { id } = await trx
      .insertInto('partner_sub_users')
      .values({
        site_id: caller.siteId,
        partner_id: caller.member.id,
        login_id: loginId,
        name: input.name,
        password_hash: hash,
        read_only: input.readOnly,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await findOwn(trx, caller, id);
    await writeAudit(trx, caller.actor, 'partner.subUser.create', loginId, null, auditView(created));
    return created;
  });
}

/** Any change (rights, name, disable, a new password) ends the sub-user's sessions: it signs in again under the new terms. */
export async function updateSubUser(
  deps: AppDeps,
  caller: PartnerCaller,
  id: number,
  input: { name?: string; readOnly?: boolean; enabled?: boolean; password?: string },
): Promise<SubUserRecord> {
  const hash = input.password ? await hashSecret(deps.config, input.password) : undefined;
  const now = deps.clock.now();
  const { after, ended } = await deps.db.transaction().execute(async (trx) => {
    const before = await findOwn(trx, caller, id);
    await trx
      .updateTable('partner_sub_users')
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.readOnly !== undefined && { read_only: input.readOnly }),
        ...(input.enabled !== undefined && { enabled: input.enabled }),
        ...(hash && { password_hash: hash, wrong_password_count: 0 }),
      })
      .where('id', '=', id)
      .execute();
    const endedIds = await endSubUserSessions(trx, id, SessionEnd.EndedByStaff, now);
    const updated = await findOwn(trx, caller, id);
    await writeAudit(trx, caller.actor, 'partner.subUser.update', updated.loginId, auditView(before), {
      ...auditView(updated),
      ...(hash && { password: 'set' }),
    });
    return { after: updated, ended: endedIds };
  });
  for (const sessionId of ended)
    deps.bus.publish({ type: 'logout', memberId: caller.member.id, sessionId, reason: SessionEnd.EndedByStaff });
  return after;
}
