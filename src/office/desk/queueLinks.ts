import { QUEUE_WAITING, type OfficeQueueName } from '../../shared/api/office/desk';
import { MemberStatus } from '../../shared/enums';

/**
 * Where each queue of the front desk opens, for staff and for a partner: the screen that decides
 * it, filtered to exactly what its count counts (QUEUE_WAITING; react-admin reads `?filter=` on a
 * list route).
 */
const withFilter = (path: string, filter: Record<string, string | number>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export const QUEUE_LINKS: Record<'staff' | 'partner', Partial<Record<OfficeQueueName, string>>> = {
  staff: {
    deposits: withFilter('/admin/deposits', { status: QUEUE_WAITING.cash }),
    withdrawals: withFilter('/admin/withdrawals', { status: QUEUE_WAITING.cash }),
    signups: withFilter('/admin/members', { status: MemberStatus.Waiting }),
    inquiries: withFilter('/admin/inquiries', { status: QUEUE_WAITING.inquiry }),
    moneyRequests: withFilter('/admin/moneyRequests', { status: QUEUE_WAITING.moneyRequest }),
    bankNotices: withFilter('/admin/bankNotices', { status: QUEUE_WAITING.bankNotice }),
    corrections: withFilter('/admin/corrections', { status: QUEUE_WAITING.correction }),
  },
  partner: {
    signups: '/partner/signups',
    moneyRequests: withFilter('/partner/moneyRequests', { box: 'toMe', status: QUEUE_WAITING.moneyRequest }),
  },
};
