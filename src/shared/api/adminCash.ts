import { z } from 'zod';
import { DateParam } from '../dates';
import { CashKindSchema, CashStatusSchema } from './cash';
import { YesNo } from './common';
import { OfficeId } from './office';
import { RiskCheck } from './withdrawalRisk';

/**
 * Staff processing of deposits and withdrawals (office convention, src/shared/api/office.ts):
 *   /api/admin/deposits/list|get, /approve {id}, /refuse {id, memo}, /wait {id}; same for withdrawals.
 * Deposit managers handle deposits, withdrawal managers withdrawals, master both.
 */
export const CashRequestFilter = z.object({
  /** §3: 0 apply, 1 done, 2 wait, -1 cancel. */
  status: z.coerce.number().int().min(-1).max(2).optional(),
  memId: z.string().trim().max(40).optional(),
  startDate: DateParam,
  endDate: DateParam,
});
export type CashRequestFilter = z.infer<typeof CashRequestFilter>;

export const CashRefuseRequest = OfficeId.extend({ memo: z.string().trim().max(500).default('') });

/**
 * What a cashier checks beside a request (docs/domains/cash.md#staff-queues): the payee bank and
 * account of a withdrawal (its holder is `depositor`), the member's level and cash now, and the
 * rolling a withdrawal still owes (null for a deposit).
 */
export const CashierFacts = z.object({
  bankName: z.string(),
  accountNo: z.string(),
  level: z.number().int(),
  cash: z.number().int(),
  rollingLeft: z.number().int().nullable(),
});

export const CashRequestRecord = CashierFacts.extend({
  id: z.number().int(),
  kind: CashKindSchema,
  memberId: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  amount: z.number().int(),
  bonusYn: YesNo,
  /** A deposit: the bonus program the member chose on the form, which its approval grants if it still may (docs/domains/bonuses.md). */
  bonusProgram: z.string().nullable(),
  depositor: z.string(),
  refundAccount: z.string(),
  status: CashStatusSchema,
  memo: z.string(),
  staffId: z.number().int().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /**
   * The checks a withdrawal failed when the risk rules last judged it (empty: it passed them all),
   * null when they never judged it (a deposit, or a request from before the rules).
   */
  riskFailed: z.array(RiskCheck).nullable(),
});
export type CashRequestRecord = z.infer<typeof CashRequestRecord>;

/** Sortable columns of the request lists. */
export const CASH_REQUEST_SORT = {
  id: 'c.id',
  amount: 'c.amount',
  status: 'c.status',
  createdAt: 'c.created_at',
  processedAt: 'c.processed_at',
} as const;
