import type { OfficeList } from '../../../shared/api/office';
import type { AuditList, AuditRecord } from '../../../shared/api/office/audit';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { filterRange, iso } from '../office/dates';
import { auditPage } from './repo';

/** The audit log of every staff, partner and system write, each line with the record before and after. */
export async function listAudit(deps: Pick<AppDeps, 'db' | 'config'>, siteId: string, body: z.output<typeof AuditList>): Promise<OfficeList<AuditRecord>> {
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
