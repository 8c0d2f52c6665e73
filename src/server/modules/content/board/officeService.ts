import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import type { OfficeList, OfficeListQuery } from '../../../../shared/api/office';
import {
  BoardType,
  type EventAction,
  type OfficeBoard,
  type OfficeBoardFilter,
  type OfficeBoardInput,
  type OfficeBoardPatch,
  type OfficeBoardRow,
} from '../../../../shared/api/board';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { orderBy, pageOffset } from '../../../http/paging';
import { cleanText } from '../cleanText';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { insertBoard } from './repo';
import { boardTextsOf, saveBoardTexts } from './texts';
import {
  findOfficeBoards,
  listOfficeBoards,
  lockOfficeBoard,
  OFFICE_BOARD_SORT,
  updateOfficeBoard,
  type OfficeBoardQuery,
} from './officeRepo';

type Row = Awaited<ReturnType<typeof listOfficeBoards>>['rows'][number];

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
  eventAction: r.event_action as EventAction | null,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** A post as its audit lines show it: the content only by length (it may be 100 000 characters). */
const auditView = (r: {
  board_type: string;
  category: string;
  title: string;
  content: string;
  enabled: boolean;
  event_action: string | null;
}) => ({
  boardType: r.board_type,
  category: r.category,
  title: r.title,
  contentLength: r.content.length,
  enabled: r.enabled,
  eventAction: r.event_action,
});

/** Only an event post carries an action (docs/domains/content.md#event-actions): E003 on any other, nothing written. */
function eventActionOf(boardType: string, action: EventAction | null): EventAction | null {
  if (action !== null && boardType !== BoardType.Event)
    throw new AppError(ResultCode.InvalidRequest, { fields: ['data.eventAction'] });
  return action;
}

/**
 * Staff work on posts: `notices`, `events` and `faq` each fix their board type (a record of
 * another type answers E007), `boards` reaches every type. Every write is audited.
 */
export function officeBoardService(fixedType: BoardType | undefined) {
  const scope = (caller: StaffCaller, boardType?: BoardType): OfficeBoardQuery => ({
    siteId: caller.siteId,
    boardType: fixedType ?? boardType,
  });

  async function getMany(deps: AppDeps, caller: StaffCaller, ids: number[]): Promise<OfficeBoard[]> {
    const rows = await findOfficeBoards(deps.db, scope(caller), ids);
    const texts = await boardTextsOf(
      deps.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...toRecord(r), content: r.content, texts: texts.get(r.id) ?? {} }));
  }

  async function get(deps: AppDeps, caller: StaffCaller, id: number): Promise<OfficeBoard> {
    const [record] = await getMany(deps, caller, [id]);
    if (!record) throw new AppError(ResultCode.NotFound);
    return record;
  }

  async function list(
    deps: AppDeps,
    caller: StaffCaller,
    query: OfficeListQuery & { filter: z.infer<typeof OfficeBoardFilter> },
  ): Promise<OfficeList<OfficeBoardRow>> {
    const f = query.filter;
    const { rows, total } = await listOfficeBoards(
      deps.db,
      { ...scope(caller, f.boardType), category: f.category, enabled: f.enabled, q: f.q || undefined },
      orderBy(query, OFFICE_BOARD_SORT, OFFICE_BOARD_SORT.createdAt),
      pageOffset(query),
    );
    return { list: rows.map(toRecord), total };
  }

  async function create(
    deps: AppDeps,
    caller: StaffCaller,
    data: z.infer<typeof OfficeBoardInput>,
  ): Promise<OfficeBoard> {
    const boardType = fixedType ?? data.boardType;
    if (!boardType) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.boardType'] });
    const text = cleanText({ title: data.title, content: data.content }, deps.config.IMAGE_ORIGINS, 'data.');
    const eventAction = eventActionOf(boardType, data.eventAction);
    const id = await deps.db.transaction().execute(async (trx) => {
      const { id } = await insertBoard(trx, {
        site_id: caller.siteId,
        board_type: boardType,
        category: data.category,
        ...text,
        member_id: null,
        staff_id: caller.staff.id,
        writer: caller.staff.name || caller.staff.staff_id,
        enabled: data.enabled,
        event_action: eventAction,
        created_at: deps.clock.now(),
      });
      await saveBoardTexts(trx, id, data.texts, deps.config.IMAGE_ORIGINS);
      await writeAudit(trx, caller.actor, 'board.create', `board:${id}`, null, {
        boardType,
        category: data.category,
        title: text.title,
        languages: Object.keys(data.texts),
        enabled: data.enabled,
        eventAction,
      });
      return id;
    });
    return get(deps, caller, id);
  }

  async function update(
    deps: AppDeps,
    caller: StaffCaller,
    id: number,
    data: z.infer<typeof OfficeBoardPatch>,
  ): Promise<OfficeBoard> {
    const text = cleanText({ title: data.title, content: data.content }, deps.config.IMAGE_ORIGINS, 'data.');
    await deps.db.transaction().execute(async (trx) => {
      const before = await lockOfficeBoard(trx, scope(caller), id);
      if (!before) throw new AppError(ResultCode.NotFound);
      const boardType = data.boardType !== undefined && !fixedType ? data.boardType : before.board_type;
      // a post moved off the event board leaves its action behind
      const eventAction = eventActionOf(
        boardType,
        data.eventAction !== undefined
          ? data.eventAction
          : boardType === BoardType.Event
            ? (before.event_action as EventAction | null)
            : null,
      );
      const set = {
        ...text,
        event_action: eventAction,
        ...(data.category !== undefined ? { category: data.category } : {}),
        ...(data.enabled !== undefined ? { enabled: data.enabled } : {}),
        ...(data.boardType !== undefined && !fixedType ? { board_type: data.boardType } : {}),
      };
      await updateOfficeBoard(trx, scope(caller), id, { ...set, updated_at: deps.clock.now() });
      if (data.texts) await saveBoardTexts(trx, id, data.texts, deps.config.IMAGE_ORIGINS);
      await writeAudit(trx, caller.actor, 'board.update', `board:${id}`, auditView(before), {
        ...auditView({ ...before, ...set, title: text.title ?? before.title, content: text.content ?? before.content }),
        ...(data.texts ? { languagesChanged: Object.keys(data.texts) } : {}),
      });
    });
    return get(deps, caller, id);
  }

  async function remove(deps: AppDeps, caller: StaffCaller, id: number): Promise<{ id: number }> {
    await deps.db.transaction().execute(async (trx) => {
      const before = await lockOfficeBoard(trx, scope(caller), id);
      if (!before) throw new AppError(ResultCode.NotFound);
      await updateOfficeBoard(trx, scope(caller), id, { deleted_at: deps.clock.now() });
      await writeAudit(trx, caller.actor, 'board.delete', `board:${id}`, auditView(before), null);
    });
    return { id };
  }

  return { list, get, getMany, create, update, remove };
}
