import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import { dateRange } from '../../../../shared/dates';
import type { OfficeList } from '../../../../shared/api/office';
import type {
  OfficeMessage,
  OfficeMessageInput,
  OfficeMessageListBody,
  OfficeMessageSent,
} from '../../../../shared/api/message';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { orderBy, pageOffset } from '../../../http/paging';
import { cleanText } from '../cleanText';
import type { OfficeCaller, StaffCaller } from '../../../http/route';
import { scopeOf } from '../../../http/officeScope';
import { writeAudit } from '../../audit/repo';
import { insertMessages, type Recipients } from './repo';
import { findMemberIdByMemId, findOfficeMessages, listOfficeMessages, OFFICE_MESSAGE_SORT } from './officeRepo';
import { publishUnreadTo } from './unread';

type Row = Awaited<ReturnType<typeof listOfficeMessages>>['rows'][number];

const toRecord = (r: Row): OfficeMessage => ({
  id: r.id,
  memId: r.mem_id,
  memNick: r.mem_nick,
  title: r.title,
  content: r.content,
  sentBy: r.sent_by ?? null,
  sentAt: r.sent_at.toISOString(),
  readAt: r.read_at?.toISOString() ?? null,
});

/**
 * Sent messages: staff the site's, a partner those sent to its subtree (the member detail's
 * messages tab), without the sending staff member's login id.
 */
export async function listOfficeMessageRecords(
  deps: AppDeps,
  caller: OfficeCaller,
  query: z.infer<typeof OfficeMessageListBody>,
): Promise<OfficeList<OfficeMessage>> {
  const f = query.filter;
  const { from, to } = dateRange(f.dateFrom, f.dateTo, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await listOfficeMessages(
    deps.db,
    {
      siteId: caller.siteId,
      path: scopeOf(caller).path,
      q: f.q || undefined,
      memId: f.memId || undefined,
      unread: f.unread,
      from,
      to,
    },
    orderBy(query, OFFICE_MESSAGE_SORT, OFFICE_MESSAGE_SORT.sentAt),
    pageOffset(query),
  );
  const list = rows.map(toRecord);
  return { list: caller.kind === 'partner' ? list.map((m) => ({ ...m, sentBy: null })) : list, total };
}

export const getOfficeMessages = async (deps: AppDeps, caller: StaffCaller, ids: number[]): Promise<OfficeMessage[]> =>
  (await findOfficeMessages(deps.db, caller.siteId, ids)).map(toRecord);

export async function getOfficeMessage(deps: AppDeps, caller: StaffCaller, id: number): Promise<OfficeMessage> {
  const [record] = await getOfficeMessages(deps, caller, [id]);
  if (!record) throw new AppError(ResultCode.NotFound);
  return record;
}

async function recipientsOf(
  deps: AppDeps,
  caller: StaffCaller,
  data: z.infer<typeof OfficeMessageInput>,
): Promise<Recipients> {
  if (data.memId !== undefined) {
    const member = await findMemberIdByMemId(deps.db, caller.siteId, data.memId);
    if (!member) throw new AppError(ResultCode.NoMember, { fields: ['data.memId'] });
    return { memberId: member.id };
  }
  return data.level !== undefined ? { level: data.level } : { all: true };
}

/**
 * §2 message registration: one member, a level or everyone, one row per recipient inserted by one
 * statement, audited in the same transaction; online recipients get their unread count pushed.
 */
export async function sendOfficeMessage(
  deps: AppDeps,
  caller: StaffCaller,
  data: z.infer<typeof OfficeMessageInput>,
): Promise<OfficeMessageSent> {
  const text = cleanText({ title: data.title, content: data.content }, deps.config.IMAGE_ORIGINS, 'data.');
  const recipients = await recipientsOf(deps, caller, data);
  const sent = await deps.db.transaction().execute(async (trx) => {
    const result = await insertMessages(trx, caller.siteId, recipients, {
      ...text,
      staffId: caller.staff.id,
      sentAt: deps.clock.now(),
    });
    if (result.count === 0 || result.firstId === null)
      throw new AppError(ResultCode.NoMember, { fields: ['data.level'] });
    await writeAudit(trx, caller.actor, 'message.send', `message:${result.firstId}`, null, {
      recipients,
      count: result.count,
      title: text.title,
    });
    return { id: result.firstId, recipients: result.count };
  });
  await publishUnreadTo(deps, caller.siteId, recipients);
  return sent;
}
