import { z } from 'zod';
import { OfficeArea } from './office';
import { TOPIC_PREFIX } from './pushPaths';

/**
 * Live alerts for staff (docs/architecture/push.md#staff-alerts): a new deposit or withdrawal
 * request, a new inquiry, a head office partner's new money request
 * (docs/domains/partner-money.md#money-requests), a balance correction waiting for a second staff
 * member (docs/domains/corrections.md) or a bank notice no request fits
 * (docs/domains/cash.md#deposit-matching) is pushed within a second to the staff whose role
 * opens its queue. Each kind goes to one topic per site and office area,
 * `/topic/staff/<siteId>/<area>`, that only a staff office session of that site whose role opens
 * the area may subscribe to. Bodies are plain JSON `StaffAlert`: a kind, the record's id and when;
 * nothing personal (the queue itself is read over HTTP).
 */
export const STAFF_ALERT_KINDS = [
  'deposit',
  'withdrawal',
  'inquiry',
  'moneyRequest',
  'correction',
  'bankNotice',
] as const;
export type StaffAlertKind = (typeof STAFF_ALERT_KINDS)[number];

/** The office area whose staff hear each kind, and the office resource that is its queue. */
export const STAFF_ALERT_AREA: Record<StaffAlertKind, OfficeArea> = {
  deposit: OfficeArea.Deposits,
  withdrawal: OfficeArea.Withdrawals,
  inquiry: OfficeArea.Content,
  moneyRequest: OfficeArea.Partners,
  correction: OfficeArea.Members,
  bankNotice: OfficeArea.Deposits,
};
export const STAFF_ALERT_QUEUE: Record<StaffAlertKind, string> = {
  deposit: 'admin/deposits',
  withdrawal: 'admin/withdrawals',
  inquiry: 'admin/inquiries',
  moneyRequest: 'admin/moneyRequests',
  correction: 'admin/corrections',
  bankNotice: 'admin/bankNotices',
};

export const staffTopic = (siteId: string, area: OfficeArea): string => `${TOPIC_PREFIX}staff/${siteId}/${area}`;

export interface StaffAlert {
  kind: StaffAlertKind;
  id: number;
  /** ISO instant the request or inquiry was made. */
  at: string;
}

/**
 * A staff office session's push ticket: the office token itself lives in an HttpOnly cookie that
 * no script (and no SockJS transport) can hand to the push endpoint, so the office asks for this
 * short-lived ticket over an authenticated office call and sends it as the CONNECT header `ticket`.
 * It names the session and opens nothing but the push connection.
 */
export const PushTicket = z.object({ ticket: z.string(), expiresAt: z.number().int() });
export type PushTicket = z.infer<typeof PushTicket>;
