import { z } from 'zod';
import { DateParam } from '../dates';

/**
 * Money history of member and partner accounts, read from the ledger (office convention):
 *   /api/admin/reports/ledger/list  staff (reports area): the whole site
 *   /api/partner/ledger/list        a partner: its own subtree, itself included
 *   /api/admin/audit/ledgerVerify   staff (audit area): the DESIGN invariants, as `npm run ledger:verify` prints them
 */
export const LedgerEntryFilter = z.object({
  memId: z.string().trim().max(40).optional(),
  /** A ledger kind: deposit, withdraw.hold, partner.pay, bet.stake … */
  kind: z.string().trim().max(40).optional(),
  asset: z.enum(['cash', 'point']).optional(),
  startDate: DateParam,
  endDate: DateParam,
});
export type LedgerEntryFilter = z.infer<typeof LedgerEntryFilter>;

export interface LedgerEntryRecord {
  /** The entry id. */
  id: number;
  transactionId: number;
  memId: string;
  memNick: string;
  asset: 'cash' | 'point';
  kind: string;
  /** Signed: positive credits the account. */
  amount: number;
  balanceAfter: number;
  memo: string;
  createdAt: string;
}

export const LEDGER_ENTRY_SORT = { id: 'e.id', amount: 'e.amount', createdAt: 'e.created_at' } as const;

export interface LedgerVerifyResult {
  ok: boolean;
  violations: Array<{ check: string; detail: Record<string, unknown> }>;
}
