import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OfficeArea, OfficeId, OfficeIds } from '../../../../shared/api/office';
import { SiteCheckCreateRequest, SiteCheckList, SiteCheckUpdateRequest, SiteOptionsUpdateRequest } from '../../../../shared/api/office/site';
import { numericId, numericIds } from '../members/read';
import { staffPost } from '../officeRoute';
import { runPage } from '../paging';
import { checksQuery } from './checksRepo';
import { checkById, saveCheck, toCheckRecord } from './checksService';
import { readOptions, updateOptions } from './options';

const SORT = { id: 'id', checkType: 'check_type', startAt: 'start_at', endAt: 'end_at' };

/** §3 site maintenance and per-game checks, and the site options (area site). */
export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  const area = OfficeArea.Site;
  staffPost(app, '/api/admin/siteChecks/list', area, SiteCheckList, async (body, caller, req) => {
    const { rows, total } = await runPage(checksQuery(req.deps.db, caller.siteId, body.filter), (q) => q.selectAll(), body, SORT, 'id', 'id');
    const now = req.deps.clock.now();
    return { list: rows.map((r) => toCheckRecord(r, now)), total };
  });
  staffPost(app, '/api/admin/siteChecks/get', area, OfficeId, async (body, caller, req) => toCheckRecord(await checkById(req.deps, caller.siteId, numericId(body.id)), req.deps.clock.now()));
  staffPost(app, '/api/admin/siteChecks/getMany', area, OfficeIds, async (body, caller, req) => {
    const ids = numericIds(body.ids);
    const rows = ids.length ? await checksQuery(req.deps.db, caller.siteId, {}).selectAll().where('id', 'in', ids).execute() : [];
    return rows.map((r) => toCheckRecord(r, req.deps.clock.now()));
  });
  staffPost(app, '/api/admin/siteChecks/create', area, SiteCheckCreateRequest, async (body, caller, req) =>
    toCheckRecord(await saveCheck(req.deps, caller, 'create', null, body.data), req.deps.clock.now()),
  );
  staffPost(app, '/api/admin/siteChecks/update', area, SiteCheckUpdateRequest, async (body, caller, req) =>
    toCheckRecord(await saveCheck(req.deps, caller, 'update', numericId(body.id), body.data), req.deps.clock.now()),
  );
  staffPost(app, '/api/admin/siteChecks/delete', area, OfficeId, async (body, caller, req) => {
    const row = await saveCheck(req.deps, caller, 'delete', numericId(body.id), null);
    return { id: Number(row.id) };
  });

  staffPost(app, '/api/admin/siteOptions/get', area, z.object({}).loose(), (_body, caller, req) => readOptions(req.deps, caller.siteId));
  staffPost(app, '/api/admin/siteOptions/update', area, SiteOptionsUpdateRequest, (body, caller, req) => {
    // The partial schema still fills defaults; only the fields the office sent are changes.
    const sent = new Set(Object.keys((req.body as { data?: object }).data ?? {}));
    return updateOptions(req.deps, caller, Object.fromEntries(Object.entries(body.data).filter(([key]) => sent.has(key))));
  });
}
