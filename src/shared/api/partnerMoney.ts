import { z } from 'zod';
import { DateParam } from '../dates';
import { PageQuery } from './common';

/**
 * §6 partner pay / recover and the member money grant (/mypage/give): only to a user of the
 * caller's own subtree (U021 otherwise).
 */
export const TransferRequest = z.object({
  memId: z.string().trim().min(1).max(40),
  amount: z.number().int().max(Number.MAX_SAFE_INTEGER).optional(),
  memo: z.string().trim().max(200).default(''),
});
export type TransferRequest = z.infer<typeof TransferRequest>;

const TRANSFER_KINDS = ['pay', 'recover', 'give'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
const TRANSFER_DIRECTIONS = ['send', 'receive'] as const;
/** Seen from the caller: money it sent or received. */
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

export const TransferRecord = z.object({
  id: z.number().int(),
  kind: z.enum(TRANSFER_KINDS),
  direction: z.enum(TRANSFER_DIRECTIONS).nullable(),
  fromMemId: z.string(),
  toMemId: z.string(),
  amount: z.number().int(),
  memo: z.string(),
  createdAt: z.string(),
});
export type TransferRecord = z.infer<typeof TransferRecord>;

/** Filter of the partner's transfer list (office convention). */
export const TransferFilter = z.object({
  kind: z.enum(TRANSFER_KINDS).optional(),
  direction: z.enum(TRANSFER_DIRECTIONS).optional(),
  memId: z.string().trim().max(40).optional(),
  startDate: DateParam,
  endDate: DateParam,
});
export type TransferFilter = z.infer<typeof TransferFilter>;

/** The member's own send / receive history (/mypage/give). */
export const GiveListQuery = PageQuery.extend({
  startDate: DateParam,
  endDate: DateParam,
  direction: z.enum(TRANSFER_DIRECTIONS).optional(),
});

/** Answer of a pay, recover or give: the caller's balance after it. */
export const TransferResult = z.object({ transfer: TransferRecord, cashAmt: z.number().int() });
export type TransferResult = z.infer<typeof TransferResult>;
