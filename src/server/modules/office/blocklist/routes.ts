import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { OfficeArea, OfficeId } from '../../../../shared/api/office';
import { BlockCreateRequest, BlockList, type BlockKind, type BlockRecord } from '../../../../shared/api/office/blocklist';
import { ResultCode } from '../../../../shared/resultCodes';
import { AppError } from '../../../http/appError';
import { writeAudit } from '../../audit/repo';
import { isUniqueViolation } from '../../identity/memberChecks';
import { iso } from '../dates';
import { staffPost } from '../officeRoute';
import { runPage } from '../paging';
import { prefixPattern } from '../scope';

const SORT = { id: 'created_at', kind: 'kind', value: 'value', createdAt: 'created_at' };

const toRecord = (r: { kind: string; value: string; memo: string; created_at: Date }): BlockRecord => ({
  id: `${r.kind}:${r.value}`,
  kind: r.kind as BlockKind,
  value: r.value,
  memo: r.memo,
  createdAt: iso(r.created_at)!,
});

/** `<kind>:<value>` back into its parts; the value may itself hold colons (IPv6). */
function parseId(id: string | number): { kind: BlockKind; value: string } {
  const text = String(id);
  const at = text.indexOf(':');
  const kind = text.slice(0, at) as BlockKind;
  if (at < 1 || !['ip', 'phone', 'account', 'memid'].includes(kind)) throw new AppError(ResultCode.NotFound);
  return { kind, value: text.slice(at + 1) };
}

/** §6 blocked IP / phone / account / member id lists (area members: staff block by these). */
export default async function blocklistRoutes(app: FastifyInstance): Promise<void> {
  const area = OfficeArea.Members;
  staffPost(app, '/api/admin/blocklist/list', area, BlockList, async (body, caller, req) => {
    let base = req.deps.db.selectFrom('blocklist').where('site_id', '=', caller.siteId);
    if (body.filter.kind) base = base.where('kind', '=', body.filter.kind);
    if (body.filter.value) base = base.where(sql`value`, 'like', prefixPattern(body.filter.value));
    const { rows, total } = await runPage(base, (q) => q.selectAll(), body, SORT, 'created_at', 'value');
    return { list: rows.map(toRecord), total };
  });

  staffPost(app, '/api/admin/blocklist/create', area, BlockCreateRequest, async (body, caller, req) => {
    try {
      const row = await req.deps.db.transaction().execute(async (trx) => {
        const inserted = await trx.insertInto('blocklist').values({ site_id: caller.siteId, ...body.data, created_at: req.deps.clock.now() }).returningAll().executeTakeFirstOrThrow();
        await writeAudit(trx, { siteId: caller.siteId, actorKind: 'staff', actorId: caller.actor.id, action: 'blocklist.create', target: `${inserted.kind}:${inserted.value}`, detail: body.data, ip: req.ip });
        return inserted;
      });
      return toRecord(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.value'], duplicate: true });
      throw error;
    }
  });

  staffPost(app, '/api/admin/blocklist/delete', area, OfficeId, async (body, caller, req) => {
    const { kind, value } = parseId(body.id);
    await req.deps.db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('blocklist').where('site_id', '=', caller.siteId).where('kind', '=', kind).where('value', '=', value).returning('value').executeTakeFirst();
      if (!gone) throw new AppError(ResultCode.NotFound);
      await writeAudit(trx, { siteId: caller.siteId, actorKind: 'staff', actorId: caller.actor.id, action: 'blocklist.delete', target: `${kind}:${value}`, ip: req.ip });
    });
    return { id: body.id };
  });
}
