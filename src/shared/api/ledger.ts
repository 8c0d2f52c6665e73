import { z } from 'zod';
import { DateParam } from '../dates';

/** Money history of member and partner accounts, read from the ledger (office convention). */
export const LedgerEntryFilter = z.object({
  memId: z.string().trim().max(40).optional(),
  /** A ledger kind: deposit, withdraw.hold, partner.pay, bet.stake … */
  kind: z.string().trim().max(40).optional(),
  asset: z.enum(['cash', 'point']).optional(),
  startDate: DateParam,
  endDate: DateParam,
});
export type LedgerEntryFilter = z.infer<typeof LedgerEntryFilter>;

export const LedgerEntryRecord = z.object({
  /** The entry id. */
  id: z.number().int(),
  transactionId: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  asset: z.enum(['cash', 'point']),
  kind: z.string(),
  /** Signed: positive credits the account. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  memo: z.string(),
  createdAt: z.string(),
});
export type LedgerEntryRecord = z.infer<typeof LedgerEntryRecord>;

export const LedgerVerifyResult = z.object({
  ok: z.boolean(),
  violations: z.array(z.object({ check: z.string(), detail: z.record(z.string(), z.unknown()) })),
});
export type LedgerVerifyResult = z.infer<typeof LedgerVerifyResult>;
