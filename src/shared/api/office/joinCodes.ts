import { z } from 'zod';
import { OfficeListQuery } from '../office';
import { createBody, DateRangeFilter, TextFilter, updateBody } from './common';
import { JoinCode } from '../joinLinks';

/**
 * Partner sign-up codes (docs/domains/partner-codes.md): a partner makes codes for itself or a
 * partner of its subtree; staff for any partner, and staff alone map a domain to a code.
 *
 * POST /api/partner/joinCodes/list|get|create|update   (a partner's subtree)
 * POST /api/admin/joinCodes/list|get|create|update     (area partners; domains)
 * POST /api/partner|admin/reports/funnel/list|export   (the funnel report grid)
 */
export const JoinCodeRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The partner new members land under. */
  partnerId: z.number().int(),
  partnerMemId: z.string(),
  label: z.string(),
  /** A host name that counts as this code (staff set it), or null. */
  domain: z.string().nullable(),
  enabled: z.boolean(),
  /** Members who signed up through it. */
  signups: z.number().int(),
  createdAt: z.string(),
});
export type JoinCodeRecord = z.infer<typeof JoinCodeRecord>;

const JoinCodeFilter = z.object({
  code: TextFilter.optional(),
  partnerMemId: TextFilter.optional(),
  enabled: z.boolean().optional(),
});

export const JoinCodeList = OfficeListQuery.extend({ filter: JoinCodeFilter.prefault({}) });

/** A host name, lower case, without scheme, port or path. */
const JoinDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);

const Label = z.string().trim().max(60);

/** A partner's new code: for itself unless it names a partner of its subtree by member id. */
const JoinCodeCreate = z.object({
  code: JoinCode,
  partnerMemId: z.string().trim().max(40).optional(),
  label: Label.default(''),
});
export const JoinCodeCreateRequest = createBody(JoinCodeCreate);
export const JoinCodeUpdateRequest = updateBody(z.object({ label: Label.optional(), enabled: z.boolean().optional() }));

/** Staff also set the code's domain (null to clear it). */
export const AdminJoinCodeCreateRequest = createBody(
  JoinCodeCreate.extend({ domain: JoinDomain.nullable().optional() }),
);
export const AdminJoinCodeUpdateRequest = updateBody(
  z.object({ label: Label.optional(), enabled: z.boolean().optional(), domain: JoinDomain.nullable().optional() }),
);
export type JoinCodeChange = {
  label?: string;
  enabled?: boolean;
  domain?: string | null;
};

/** The funnel report: a date range (default the last 7 site days). */
export const FunnelFilter = DateRangeFilter;
export type FunnelFilter = z.infer<typeof FunnelFilter>;

/** One site day of one code and sub-id: from visit to commission. */
export const FunnelRecord = z.object({
  /** `<day>:<code id>:<sub-id>`. */
  id: z.string(),
  day: z.string(),
  code: z.string(),
  /** The code's partner. */
  memId: z.string(),
  subId: z.string(),
  /** Devices that opened the link that day (one per device, day and code). */
  visits: z.number().int(),
  signups: z.number().int(),
  /** Sign-ups approved that day (whenever they signed up). */
  approvals: z.number().int(),
  /** Members whose first deposit was done that day, and those deposits' sum. */
  firstDeposits: z.number().int(),
  firstDepositAmount: z.number().int(),
  /** Stakes of the code's members' slips settled that day, and stakes less payouts (the site's net win). */
  turnover: z.number().int(),
  netWin: z.number().int(),
  /** Rolling commission those stakes earn the code's partner. */
  commission: z.number().int(),
});
export type FunnelRecord = z.infer<typeof FunnelRecord>;
