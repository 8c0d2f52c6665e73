import type { OfficeList } from '../../../shared/api/office';
import type { AuditList, AuditRecord, ProcessingList, ProcessingRecord } from '../../../shared/api/office/audit';
import type { OfficeCaller } from '../../http/route';
import { scopeOf } from '../../http/officeScope';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { filterRange, iso } from '../../http/officeDates';
import { auditPage, processingPage } from './repo';

/** The audit log of every staff, partner and system write, each line with the record before and after. */
export async function listAudit(
  deps: Pick<AppDeps, 'db' | 'config'>,
  siteId: string,
  body: z.output<typeof AuditList>,
): Promise<OfficeList<AuditRecord>> {
  const { rows, total } = await auditPage(deps.db, siteId, { ...body.filter, ...filterRange(deps, body.filter) }, body);
  const list = rows.map((r) => ({
    id: Number(r.id),
    actorKind: r.actor_kind,
    actorId: r.actor_id,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    ip: r.ip,
    createdAt: iso(r.created_at)!,
  }));
  return { list, total };
}

/**
 * §2 admin processing history of the caller's subtree. A partner reads a staff line without the
 * staff member's login id and address: who in the head office acted is not the partner's to know.
 */
export async function listProcessing(
  deps: Pick<AppDeps, 'db' | 'config'>,
  caller: OfficeCaller,
  body: z.output<typeof ProcessingList>,
): Promise<OfficeList<ProcessingRecord>> {
  const { rows, total } = await processingPage(
    deps.db,
    scopeOf(caller),
    { ...body.filter, ...filterRange(deps, body.filter) },
    body,
  );
  const hideStaff = caller.kind === 'partner';
  const list = rows.map((r) => {
    const hidden = hideStaff && r.actor_kind === 'staff';
    return {
      id: Number(r.id),
      actorKind: r.actor_kind,
      actorId: hidden ? '' : r.actor_id,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      ip: hidden ? '' : r.ip,
      createdAt: iso(r.created_at)!,
      memberId: Number(r.member_id),
      memId: r.member_mem_id,
    };
  });
  return { list, total };
}
