import { sql, type Kysely } from 'kysely';
import { hasPair, OfficeAction, OfficeArea } from '../../../../shared/api/office';
import { QUEUE_WAITING, type OfficeQueueName, type OfficeQueues } from '../../../../shared/api/office/desk';
import { MemberStatus } from '../../../../shared/enums';
import type { DB } from '../../../db/schema';
import { inScope, scopeOf } from '../../../http/officeScope';
import type { OfficeCaller } from '../../../http/route';

/** The staff area that opens each queue's screen. */
const QUEUE_AREA: Record<OfficeQueueName, OfficeArea> = {
  deposits: OfficeArea.Deposits,
  withdrawals: OfficeArea.Withdrawals,
  signups: OfficeArea.Members,
  inquiries: OfficeArea.Content,
  moneyRequests: OfficeArea.Partners,
  bankNotices: OfficeArea.Deposits,
  corrections: OfficeArea.Members,
};

const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: string | number }> }) =>
  Number((await q.executeTakeFirstOrThrow()).n);
const n = sql<string>`count(*)`.as('n');

/**
 * What waits for the caller (docs/architecture/office-front.md#the-front-desk): new cash requests,
 * sign-ups waiting for approval, unanswered inquiries, new partner money requests, bank notices
 * waiting for staff and corrections waiting for a second staff member, each exactly what its link's
 * filter lists (QUEUE_WAITING). Staff get
 * the queues their role opens over the site; a partner the sign-ups of its subtree and the money
 * requests addressed to it (the other queues are staff work).
 */
export async function pendingQueues(db: Kysely<DB>, caller: OfficeCaller): Promise<OfficeQueues> {
  const scope = scopeOf(caller);
  const cash = (kind: 'in' | 'out') =>
    count(
      db
        .selectFrom('cash_requests')
        .select(n)
        .where('site_id', '=', scope.siteId)
        .where('kind', '=', kind)
        .where('status', '=', QUEUE_WAITING.cash),
    );
  const counts: Record<OfficeQueueName, () => Promise<number>> = {
    deposits: () => cash('in'),
    withdrawals: () => cash('out'),
    signups: () =>
      count(
        db.selectFrom('members as m').select(n).where(inScope(scope, 'm')).where('m.status', '=', MemberStatus.Waiting),
      ),
    inquiries: () =>
      count(
        db
          .selectFrom('inquiries')
          .select(n)
          .where('site_id', '=', scope.siteId)
          .where('status', '=', QUEUE_WAITING.inquiry)
          .where('deleted_at', 'is', null),
      ),
    bankNotices: () =>
      count(
        db
          .selectFrom('bank_notices')
          .select(n)
          .where('site_id', '=', scope.siteId)
          .where('status', '=', QUEUE_WAITING.bankNotice),
      ),
    corrections: () =>
      count(
        db
          .selectFrom('balance_corrections')
          .select(n)
          .where('site_id', '=', scope.siteId)
          .where('status', '=', QUEUE_WAITING.correction),
      ),
    moneyRequests: () => {
      const open = db
        .selectFrom('partner_money_requests')
        .select(n)
        .where('site_id', '=', scope.siteId)
        .where('status', '=', QUEUE_WAITING.moneyRequest);
      // A partner decides its lower partners' requests; the head office's go to staff.
      return count(
        caller.kind === 'partner'
          ? open.where('approver_id', '=', caller.member.id)
          : open.where('approver_id', 'is', null),
      );
    },
  };
  const names: OfficeQueueName[] =
    caller.kind === 'partner'
      ? ['signups', 'moneyRequests']
      : (Object.keys(QUEUE_AREA) as OfficeQueueName[]).filter((q) =>
          hasPair(caller.role.pairs, QUEUE_AREA[q], OfficeAction.Read),
        );
  const values = await Promise.all(names.map((q) => counts[q]()));
  return { queues: names.map((queue, i) => ({ queue, count: values[i]! })) };
}
