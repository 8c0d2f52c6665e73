import type { Selectable } from 'kysely';
import type { OfficeList, OfficeListQuery } from '../../../../shared/api/office';
import type { CodeInput, CodeRecord } from '../../../../shared/api/office/codes';
import { ResultCode } from '../../../../shared/resultCodes';
import { isUniqueViolation } from '../../../db/errors';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import type { CommonCodesTable } from '../tables';
import { codePage, deleteCode, findCode, insertCode, updateCode } from './repo';

/** §3 common codes, shared by every site of the installation as the table is. */
const toRecord = (r: Selectable<CommonCodesTable>): CodeRecord => ({
  id: `${r.group_code}:${r.code}`,
  groupCode: r.group_code,
  code: r.code,
  codeName: r.code_name,
  groupNameEn: r.group_name_en,
  ord: r.ord,
});

/** What the audit line keeps of a code. */
const snapshot = ({ id: _id, ...rest }: CodeRecord) => rest;

/** `<groupCode>:<code>`; neither part may hold a colon (the contract refuses one). */
const parseId = (id: string | number): [string, string] => {
  const [group = '', code = '', ...rest] = String(id).split(':');
  if (!group || !code || rest.length) throw new AppError(ResultCode.NotFound);
  return [group, code];
};

export async function listCodes(
  deps: Pick<AppDeps, 'db'>,
  filter: { groupCode?: string; code?: string },
  query: OfficeListQuery,
): Promise<OfficeList<CodeRecord>> {
  const { rows, total } = await codePage(deps.db, filter, query);
  return { list: rows.map(toRecord), total };
}

export async function codeById(deps: Pick<AppDeps, 'db'>, id: string | number): Promise<CodeRecord> {
  const row = await findCode(deps.db, ...parseId(id));
  if (!row) throw new AppError(ResultCode.NotFound);
  return toRecord(row);
}

/** Codes by id; ids naming no code are left out (react-admin's getMany). */
export async function codesById(deps: Pick<AppDeps, 'db'>, ids: readonly (string | number)[]): Promise<CodeRecord[]> {
  const found = await Promise.allSettled(ids.map((id) => codeById(deps, id)));
  return found.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

/** A taken group and code pair answers E003 on `data.code`. */
async function duplicateAsInvalid<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(ResultCode.InvalidRequest, { fields: ['data.code'], duplicate: true });
    throw error;
  }
}

export const createCode = (deps: AppDeps, caller: StaffCaller, d: CodeInput): Promise<CodeRecord> =>
  duplicateAsInvalid(
    deps.db.transaction().execute(async (trx) => {
      const created = toRecord(
        await insertCode(trx, {
          group_code: d.groupCode,
          code: d.code,
          code_name: d.codeName,
          group_name_en: d.groupNameEn,
          ord: d.ord,
        }),
      );
      await writeAudit(trx, caller.actor, 'code.create', created.id, null, snapshot(created));
      return created;
    }),
  );

export async function updateCodeName(
  deps: AppDeps,
  caller: StaffCaller,
  id: string | number,
  d: Partial<Pick<CodeInput, 'codeName' | 'groupNameEn' | 'ord'>>,
): Promise<CodeRecord> {
  const [group, code] = parseId(id);
  const values = {
    ...(d.codeName !== undefined && { code_name: d.codeName }),
    ...(d.groupNameEn !== undefined && { group_name_en: d.groupNameEn }),
    ...(d.ord !== undefined && { ord: d.ord }),
  };
  return deps.db.transaction().execute(async (trx) => {
    const current = await findCode(trx, group, code, true);
    if (!current) throw new AppError(ResultCode.NotFound);
    const before = toRecord(current);
    const after = Object.keys(values).length ? toRecord(await updateCode(trx, group, code, values)) : before;
    await writeAudit(trx, caller.actor, 'code.update', before.id, snapshot(before), snapshot(after));
    return after;
  });
}

export async function removeCode(
  deps: AppDeps,
  caller: StaffCaller,
  id: string | number,
): Promise<{ id: string | number }> {
  const [group, code] = parseId(id);
  await deps.db.transaction().execute(async (trx) => {
    const current = await findCode(trx, group, code, true);
    if (!current) throw new AppError(ResultCode.NotFound);
    await deleteCode(trx, group, code);
    const before = toRecord(current);
    await writeAudit(trx, caller.actor, 'code.delete', before.id, snapshot(before), null);
  });
  return { id };
}
