import { z } from 'zod';
import { DateParam } from '../../dates';
import { TierSchema } from '../member';

/**
 * §4 partner money requests: a partner asks the one above it for cash
 * (`request`) or gives cash back to it (`return`). The one above is its parent partner, or the
 * head office staff for a partner without one. States: request, wait (the approver holds it),
 * complete (the money moved, once), cancel (the requester withdrew it), refuse (the approver said no).
 */
export const MONEY_REQUEST_KINDS = ['request', 'return'] as const;
export type MoneyRequestKind = (typeof MONEY_REQUEST_KINDS)[number];

export const MONEY_REQUEST_STATUS = ['request', 'wait', 'complete', 'cancel', 'refuse'] as const;
export type MoneyRequestStatus = (typeof MONEY_REQUEST_STATUS)[number];
/** States in which the request may still be decided or cancelled. */
export const OPEN_MONEY_REQUEST: readonly MoneyRequestStatus[] = ['request', 'wait'];

export const MoneyRequestCreate = z.object({
  data: z.object({
    kind: z.enum(MONEY_REQUEST_KINDS),
    amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    memo: z.string().trim().max(200).default(''),
  }),
});

/** approve / refuse / wait / cancel of one request; refusals carry the approver's memo. */
export const MoneyRequestAction = z.object({
  id: z.union([z.number().int(), z.string().max(30)]),
  memo: z.string().trim().max(200).default(''),
});

export const MoneyRequestRecord = z.object({
  id: z.number().int(),
  kind: z.enum(MONEY_REQUEST_KINDS),
  amount: z.number().int(),
  memo: z.string(),
  /** The approver's memo (a refusal's reason). */
  replyMemo: z.string(),
  status: z.enum(MONEY_REQUEST_STATUS),
  requesterMemId: z.string(),
  requesterNick: z.string(),
  requesterTier: TierSchema,
  /** The parent partner that decides; null when the head office staff do. */
  approverMemId: z.string().nullable(),
  /** Login id of whoever decided or cancelled. */
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** What the caller may do with it (the server decides; the office only shows the buttons). */
  canDecide: z.boolean(),
  canCancel: z.boolean(),
});
export type MoneyRequestRecord = z.infer<typeof MoneyRequestRecord>;

/** `box`: a partner's own requests (`mine`) or those of its direct children (`toMe`). */
export const MoneyRequestFilter = z.object({
  box: z.enum(['mine', 'toMe']).optional(),
  status: z.enum(MONEY_REQUEST_STATUS).optional(),
  kind: z.enum(MONEY_REQUEST_KINDS).optional(),
  memId: z.string().trim().max(40).optional(),
  startDate: DateParam,
  endDate: DateParam,
});
export type MoneyRequestFilter = z.infer<typeof MoneyRequestFilter>;

export const MONEY_REQUEST_SORT = {
  id: 'r.id',
  amount: 'r.amount',
  createdAt: 'r.created_at',
  status: 'r.status',
} as const;
