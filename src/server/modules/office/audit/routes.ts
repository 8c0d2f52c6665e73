import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { OfficeArea } from '../../../../shared/api/office';
import { AuditList, type AuditRecord } from '../../../../shared/api/office/audit';
import { filterRange, iso } from '../dates';
import { staffPost } from '../officeRoute';
import { runPage } from '../paging';
import { prefixPattern } from '../scope';

const SORT = { id: 'id', createdAt: 'created_at', actorId: 'actor_id', action: 'action' };

/** The audit log of every staff and partner action (area audit). */
export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  staffPost(app, '/api/admin/audit/list', OfficeArea.Audit, AuditList, async (body, caller, req) => {
    const f = body.filter;
    const { from, to } = filterRange(req.deps, f);
    let base = req.deps.db.selectFrom('audit_log').where('site_id', '=', caller.siteId);
    if (f.actorKind) base = base.where('actor_kind', '=', f.actorKind);
    if (f.actorId) base = base.where('actor_id', '=', f.actorId);
    if (f.action) base = base.where(sql`action`, 'like', prefixPattern(f.action));
    if (f.target) base = base.where(sql`target`, 'like', prefixPattern(f.target));
    if (from) base = base.where('created_at', '>=', from);
    if (to) base = base.where('created_at', '<=', to);
    const { rows, total } = await runPage(base, (q) => q.selectAll(), body, SORT, 'id', 'id');
    const list: AuditRecord[] = rows.map((r) => ({
      id: Number(r.id),
      actorKind: r.actor_kind,
      actorId: r.actor_id,
      action: r.action,
      target: r.target,
      detail: r.detail,
      ip: r.ip,
      createdAt: iso(r.created_at)!,
    }));
    return { list, total };
  });
}
