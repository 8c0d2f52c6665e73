import type { FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { OfficeArea, OfficeId, OfficeIds } from '../../../../shared/api/office';
import { CodeCreateRequest, CodeList, CodeUpdateRequest, type CodeRecord } from '../../../../shared/api/office/codes';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { writeAudit } from '../../audit/repo';
import { isUniqueViolation } from '../../identity/memberChecks';
import type { CommonCodesTable } from '../../site/tables';
import { staffPost, type StaffCaller } from '../officeRoute';
import { runPage } from '../paging';

const SORT = { id: 'group_code', groupCode: 'group_code', code: 'code', codeName: 'code_name', ord: 'ord' };

const toRecord = (r: Selectable<CommonCodesTable>): CodeRecord => ({
  id: `${r.group_code}:${r.code}`,
  groupCode: r.group_code,
  code: r.code,
  codeName: r.code_name,
  groupNameEn: r.group_name_en,
  ord: r.ord,
});

/** `<groupCode>:<code>`; neither part may hold a colon (the contract refuses one). */
const parseId = (id: string | number): [string, string] => {
  const [group = '', code = '', ...rest] = String(id).split(':');
  if (!group || !code || rest.length) throw new AppError(ResultCode.NotFound);
  return [group, code];
};

async function codeById(deps: Pick<AppDeps, 'db'>, id: string | number): Promise<CodeRecord> {
  const [group, code] = parseId(id);
  const row = await deps.db.selectFrom('common_codes').selectAll().where('group_code', '=', group).where('code', '=', code).executeTakeFirst();
  if (!row) throw new AppError(ResultCode.NotFound);
  return toRecord(row);
}

/** Every write of a code with its audit line; a missing row answers E007, a taken pair E003. */
async function writeCode(deps: AppDeps, caller: StaffCaller, action: string, id: string, work: (trx: Transaction<DB>) => Promise<unknown>, detail: Record<string, unknown> = {}) {
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await work(trx))) throw new AppError(ResultCode.NotFound);
      await writeAudit(trx, { siteId: caller.siteId, actorKind: 'staff', actorId: caller.actor.id, action: `code.${action}`, target: id, detail, ip: caller.actor.ip });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.code'], duplicate: true });
    throw error;
  }
}

/** §3 common codes (area site). They are shared by every site of the installation, as the table is. */
export default async function codeRoutes(app: FastifyInstance): Promise<void> {
  const area = OfficeArea.Site;
  staffPost(app, '/api/admin/codes/list', area, CodeList, async (body, _caller, req) => {
    let base = req.deps.db.selectFrom('common_codes');
    if (body.filter.groupCode) base = base.where('group_code', '=', body.filter.groupCode);
    if (body.filter.code) base = base.where('code', '=', body.filter.code);
    const { rows, total } = await runPage(base, (q) => q.selectAll().orderBy('ord').orderBy('code'), body, SORT, 'group_code');
    return { list: rows.map(toRecord), total };
  });
  staffPost(app, '/api/admin/codes/get', area, OfficeId, (body, _caller, req) => codeById(req.deps, body.id));
  staffPost(app, '/api/admin/codes/getMany', area, OfficeIds, async (body, _caller, req) => {
    const found = await Promise.allSettled(body.ids.map((id) => codeById(req.deps, id)));
    return found.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  });
  staffPost(app, '/api/admin/codes/create', area, CodeCreateRequest, async (body, caller, req) => {
    const d = body.data;
    const id = `${d.groupCode}:${d.code}`;
    await writeCode(req.deps, caller, 'create', id, (trx) =>
      trx.insertInto('common_codes').values({ group_code: d.groupCode, code: d.code, code_name: d.codeName, group_name_en: d.groupNameEn, ord: d.ord }).returning('code').executeTakeFirst(), d);
    return codeById(req.deps, id);
  });
  staffPost(app, '/api/admin/codes/update', area, CodeUpdateRequest, async (body, caller, req) => {
    const [group, code] = parseId(body.id);
    const d = body.data;
    const values = { ...(d.codeName !== undefined && { code_name: d.codeName }), ...(d.groupNameEn !== undefined && { group_name_en: d.groupNameEn }), ...(d.ord !== undefined && { ord: d.ord }) };
    await writeCode(req.deps, caller, 'update', `${group}:${code}`, (trx) =>
      Object.keys(values).length === 0
        ? trx.selectFrom('common_codes').select('code').where('group_code', '=', group).where('code', '=', code).executeTakeFirst()
        : trx.updateTable('common_codes').set(values).where('group_code', '=', group).where('code', '=', code).returning('code').executeTakeFirst(), d);
    return codeById(req.deps, `${group}:${code}`);
  });
  staffPost(app, '/api/admin/codes/delete', area, OfficeId, async (body, caller, req) => {
    const [group, code] = parseId(body.id);
    await writeCode(req.deps, caller, 'delete', `${group}:${code}`, (trx) =>
      trx.deleteFrom('common_codes').where('group_code', '=', group).where('code', '=', code).returning('code').executeTakeFirst());
    return { id: body.id };
  });
}
