import { z } from 'zod';

/**
 * Bank notices and deposit matching (docs/domains/cash.md#deposit-matching): a notice of money
 * received (depositor, amount, time, the bank's reference) arrives by the signed webhook or a
 * statement uploaded as CSV, and approves the one waiting deposit request it matches.
 */
export const BANK_NOTICE_STATUSES = ['matched', 'waiting', 'dismissed'] as const;
export type BankNoticeStatus = (typeof BANK_NOTICE_STATUSES)[number];
/** Why a notice waits for staff: several requests fit it, or none. */
const BANK_NOTICE_REASONS = ['ambiguous', 'unmatched'] as const;

/** The webhook's JSON body, signed as docs/domains/cash.md#the-bank-webhook says. */
export const BankNoticeInput = z.object({
  bankRef: z.string().trim().min(1).max(100),
  depositor: z.string().trim().min(1).max(60),
  amount: z.number().int().min(1).max(1_000_000_000_000),
  paidAt: z.iso.datetime({ offset: true }),
});
export type BankNoticeInput = z.infer<typeof BankNoticeInput>;

/** A waiting deposit request a notice could pay: same amount, asked within the site's window. */
export const BankNoticeCandidate = z.object({
  id: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  depositor: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
  /** The depositor's name is the notice's (what the matcher needs besides the amount and time). */
  sameName: z.boolean(),
});
export type BankNoticeCandidate = z.infer<typeof BankNoticeCandidate>;

export const BankNoticeRecord = z.object({
  id: z.number().int(),
  source: z.enum(['webhook', 'statement']),
  bankRef: z.string(),
  depositor: z.string(),
  amount: z.number().int(),
  paidAt: z.string(),
  status: z.enum(BANK_NOTICE_STATUSES),
  reason: z.enum(BANK_NOTICE_REASONS).nullable(),
  cashRequestId: z.number().int().nullable(),
  /** The staff member who matched or dismissed it; null when the matcher did. */
  decidedBy: z.string().nullable(),
  memo: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** For a waiting notice, the requests it could pay now. */
  candidates: z.array(BankNoticeCandidate),
});
export type BankNoticeRecord = z.infer<typeof BankNoticeRecord>;

export const BankNoticeFilter = z.object({
  status: z.enum(BANK_NOTICE_STATUSES).optional().catch(undefined),
});

export const BankNoticeMatch = z.object({
  id: z.union([z.number().int(), z.string().max(20)]),
  requestId: z.number().int().min(1),
});
export const BankNoticeDismiss = z.object({
  id: z.union([z.number().int(), z.string().max(20)]),
  memo: z.string().max(500).default(''),
});

/** A bank statement as the bank exports it (CSV text, read in the browser). */
export const BankStatementUpload = z.object({ csv: z.string().min(1).max(2_000_000) });

/** What is wrong with a statement row, as words in the office (office.bankNotices.rowError.*). */
const STATEMENT_ROW_ERRORS = ['columns', 'date', 'amount', 'depositor', 'reference', 'repeated'] as const;

export const StatementRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  bankRef: z.string(),
  depositor: z.string(),
  amount: z.number().int().nullable(),
  paidAt: z.string().nullable(),
  error: z.enum(STATEMENT_ROW_ERRORS).nullable(),
  /** Already received (by the webhook or an earlier statement): importing skips it. */
  known: z.boolean(),
  /** Money paid out, not in (the deposit column empty or 0): importing skips it. */
  outgoing: z.boolean(),
});
export type StatementRow = z.infer<typeof StatementRow>;

export const StatementPreview = z.object({
  rows: z.array(StatementRow),
  /** The header names no date, depositor, amount or reference column. */
  headerError: z.boolean(),
  bad: z.number().int(),
});
export type StatementPreview = z.infer<typeof StatementPreview>;

export const StatementImportResult = z.object({
  received: z.number().int(),
  matched: z.number().int(),
  waiting: z.number().int(),
  skipped: z.number().int(),
});
export type StatementImportResult = z.infer<typeof StatementImportResult>;

/** The webhook's address and a new secret, shown once when staff make one. */
export const BankHookSecret = z.object({ path: z.string(), secret: z.string() });
