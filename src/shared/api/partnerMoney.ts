import { z } from 'zod';
import { DateParam } from '../dates';
import { PageQuery } from './common';

/**
 * §6 partner pay / recover (/api/partner/money/pay|recover) and the member money grant
 * (/api/cash/give, /mypage/give): only to a user of the caller's own subtree (U021 otherwise).
 */
export const TransferRequest = z.object({
  memId: z.string().trim().min(1).max(40),
  amount: z.number().int().max(Number.MAX_SAFE_INTEGER).optional(),
  memo: z.string().trim().max(200).default(''),
});
export type TransferRequest = z.infer<typeof TransferRequest>;

export type TransferKind = 'pay' | 'recover' | 'give';
/** Seen from the caller: money it sent or received. */
export type TransferDirection = 'send' | 'receive';

export interface TransferRecord {
  id: number;
  kind: TransferKind;
  direction: TransferDirection | null;
  fromMemId: string;
  toMemId: string;
  amount: number;
  memo: string;
  createdAt: string;
}

/** Filter of /api/partner/transfers/list (office convention). */
export const TransferFilter = z.object({
  kind: z.enum(['pay', 'recover', 'give']).optional(),
  direction: z.enum(['send', 'receive']).optional(),
  memId: z.string().trim().max(40).optional(),
  startDate: DateParam,
  endDate: DateParam,
});
export type TransferFilter = z.infer<typeof TransferFilter>;

/** /api/cash/give/list: the member's own send / receive history. */
export const GiveListQuery = PageQuery.extend({ startDate: DateParam, endDate: DateParam, direction: z.enum(['send', 'receive']).optional() });

/** Answer of a pay, recover or give: the caller's balance after it. */
export interface TransferResult {
  transfer: TransferRecord;
  cashAmt: number;
}
