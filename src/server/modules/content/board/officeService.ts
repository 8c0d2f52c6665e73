import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import type { OfficeList, OfficeListQuery } from '../../../../shared/api/office';
import type { BoardType, OfficeBoard, OfficeBoardFilter, OfficeBoardInput, OfficeBoardPatch } from '../../../../shared/api/board';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { orderBy, pageOffset } from '../../../http/officeAccess';
import { cleanText } from '../cleanText';
import { auditStaff, type StaffActor } from '../office/staffActor';
import { insertBoard } from './repo';
import { findOfficeBoards, listOfficeBoards, OFFICE_BOARD_SORT, updateOfficeBoard, type OfficeBoardQuery } from './officeRepo';

type Row = Awaited<ReturnType<typeof listOfficeBoards>>['rows'][number];
export type OfficeBoardRow = Omit<OfficeBoard, 'content'>;

const toRecord = (r: Row): OfficeBoardRow => ({
  id: r.id,
  boardType: r.board_type as BoardType,
  category: r.category,
  title: r.title,
  writer: r.writer,
  memId: r.mem_id ?? null,
  views: r.views,
  commentCount: r.comment_count,
  enabled: r.enabled,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/**
 * Staff work on posts: `notices`, `events` and `faq` each fix their board type (a record of
 * another type answers E007), `boards` reaches every type. Every write is audited.
 */
export function officeBoardService(fixedType: BoardType | undefined) {
  const scope = (actor: StaffActor, boardType?: BoardType): OfficeBoardQuery => ({ siteId: actor.siteId, boardType: fixedType ?? boardType });

  async function getMany(deps: AppDeps, actor: StaffActor, ids: number[]): Promise<OfficeBoard[]> {
    const rows = await findOfficeBoards(deps.db, scope(actor), ids);
    return rows.map((r) => ({ ...toRecord(r), content: r.content }));
  }

  async function get(deps: AppDeps, actor: StaffActor, id: number): Promise<OfficeBoard> {
    const [record] = await getMany(deps, actor, [id]);
    if (!record) throw new AppError(ResultCode.NotFound);
    return record;
  }

  async function list(deps: AppDeps, actor: StaffActor, query: OfficeListQuery & { filter: z.infer<typeof OfficeBoardFilter> }): Promise<OfficeList<OfficeBoardRow>> {
    const f = query.filter;
    const { rows, total } = await listOfficeBoards(
      deps.db,
      { ...scope(actor, f.boardType), category: f.category, enabled: f.enabled, q: f.q || undefined },
      orderBy(query, OFFICE_BOARD_SORT, OFFICE_BOARD_SORT.createdAt),
      pageOffset(query),
    );
    return { list: rows.map(toRecord), total };
  }

  async function create(deps: AppDeps, actor: StaffActor, data: z.infer<typeof OfficeBoardInput>): Promise<OfficeBoard> {
    const boardType = fixedType ?? data.boardType;
    if (!boardType) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.boardType'] });
    const text = cleanText({ title: data.title, content: data.content }, 'data.');
    const id = await deps.db.transaction().execute(async (trx) => {
      const { id } = await insertBoard(trx, {
        site_id: actor.siteId,
        board_type: boardType,
        category: data.category,
        ...text,
        member_id: null,
        staff_id: actor.staffId,
        writer: actor.name,
        enabled: data.enabled,
        created_at: deps.clock.now(),
      });
      await auditStaff(trx, actor, 'board.create', `board:${id}`, { boardType, title: text.title });
      return id;
    });
    return get(deps, actor, id);
  }

  async function update(deps: AppDeps, actor: StaffActor, id: number, data: z.infer<typeof OfficeBoardPatch>): Promise<OfficeBoard> {
    const text = cleanText({ title: data.title, content: data.content }, 'data.');
    await deps.db.transaction().execute(async (trx) => {
      const done = await updateOfficeBoard(trx, scope(actor), id, {
        ...text,
        ...(data.category !== undefined ? { category: data.category } : {}),
        ...(data.enabled !== undefined ? { enabled: data.enabled } : {}),
        ...(data.boardType !== undefined && !fixedType ? { board_type: data.boardType } : {}),
        updated_at: deps.clock.now(),
      });
      if (!done) throw new AppError(ResultCode.NotFound);
      await auditStaff(trx, actor, 'board.update', `board:${id}`, { fields: Object.keys(data) });
    });
    return get(deps, actor, id);
  }

  async function remove(deps: AppDeps, actor: StaffActor, id: number): Promise<{ id: number }> {
    await deps.db.transaction().execute(async (trx) => {
      const done = await updateOfficeBoard(trx, scope(actor), id, { deleted_at: deps.clock.now() });
      if (!done) throw new AppError(ResultCode.NotFound);
      await auditStaff(trx, actor, 'board.delete', `board:${id}`);
    });
    return { id };
  }

  return { list, get, getMany, create, update, remove };
}
