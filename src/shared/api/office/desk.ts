import { z } from 'zod';
import { MemberStatusSchema, TierSchema } from '../member';
import { CASH_STATUS } from '../cash';
import { InquiryStatus } from '../inquiry';
import type { MoneyRequestStatus } from './partnerMoneyRequests';
import type { BankNoticeStatus } from '../bankNotices';
import type { CorrectionStatus } from '../corrections';

/**
 * The office's front desk (docs/architecture/office-front.md#the-front-desk): the queues waiting for
 * the caller, counted, and the member look-up of the header. Staff see the queues their role
 * opens over the site; a partner its subtree's sign-ups and the money requests addressed to it.
 *
 *   POST /api/admin/queues | /api/partner/queues {} -> { queues: [{ queue, count }] }
 *   POST /api/admin/members/search | /api/partner/members/search { q } -> { list: MemberHit[] }
 */
const OFFICE_QUEUES = [
  'deposits',
  'withdrawals',
  'signups',
  'inquiries',
  'moneyRequests',
  'bankNotices',
  'corrections',
] as const;
export type OfficeQueueName = (typeof OFFICE_QUEUES)[number];

/**
 * What each queue counts as waiting, and so what its link filters on: one value per queue, so the
 * count and the list it opens always agree. A cash or money request on hold is not counted (staff
 * put it there on purpose; the list's status filter finds it).
 */
export const QUEUE_WAITING = {
  cash: CASH_STATUS.apply,
  inquiry: InquiryStatus.Wait,
  moneyRequest: 'request' satisfies MoneyRequestStatus,
  /** a bank notice no request fitted alone (docs/domains/cash.md#deposit-matching) */
  bankNotice: 'waiting' satisfies BankNoticeStatus,
  /** a correction waiting for a second staff member (docs/domains/corrections.md#four-eyes) */
  correction: 'pending' satisfies CorrectionStatus,
} as const;

export const OfficeQueues = z.object({
  queues: z.array(z.object({ queue: z.enum(OFFICE_QUEUES), count: z.number().int() })),
});
export type OfficeQueues = z.infer<typeof OfficeQueues>;

/** A login id or nickname, or the start of one. */
export const MemberSearchRequest = z.object({ q: z.string().trim().min(1).max(40) });

export const MemberHit = z.object({
  id: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  tier: TierSchema,
  status: MemberStatusSchema,
  level: z.number().int(),
  cash: z.number().int(),
  point: z.number().int(),
});
export type MemberHit = z.infer<typeof MemberHit>;
export const MemberSearchResult = z.object({ list: z.array(MemberHit) });
