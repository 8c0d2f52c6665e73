import type { MemberLevelRecord } from '../../../shared/api/office/memberLevels';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { memberStatusRow, setLock } from './movesRepo';

/** A member of the caller's site with its level, or E007. */
async function siteMember(deps: Pick<AppDeps, 'db'>, siteId: string, memberId: number) {
  const member = await deps.db
    .selectFrom('members')
    .select(['id', 'mem_id', 'level'])
    .where('site_id', '=', siteId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new AppError(ResultCode.NotFound);
  return member;
}

/** A member's level, its staff lock and a downgrade falling due (docs/domains/member-levels.md#staff). */
export async function memberLevel(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  memberId: number,
): Promise<MemberLevelRecord> {
  const member = await siteMember(deps, siteId, memberId);
  const status = await memberStatusRow(deps.db, memberId);
  return {
    id: Number(member.id),
    level: member.level,
    locked: status?.locked ?? false,
    downgradeDue: status?.downgrade_due ?? null,
  };
}

/** Holds the member's level against the rules (dropping a pending downgrade), or frees it; audited. */
export async function lockMemberLevel(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: StaffCaller,
  memberId: number,
  locked: boolean,
): Promise<MemberLevelRecord> {
  const member = await siteMember(deps, caller.siteId, memberId);
  await deps.db.transaction().execute(async (trx) => {
    const before = await memberStatusRow(trx, memberId);
    await setLock(trx, caller.siteId, memberId, locked, deps.clock.now());
    await writeAudit(
      trx,
      caller.actor,
      'memberLevel.lock',
      member.mem_id,
      { locked: before?.locked ?? false, downgradeDue: before?.downgrade_due ?? null },
      { locked },
    );
  });
  return memberLevel(deps, caller.siteId, memberId);
}
