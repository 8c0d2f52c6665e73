import { z } from 'zod';
import { createBody, updateBody } from './common';
import { OfficeId } from '../office';
import { PASSWORD_PATTERN } from '../member';

/**
 * Company management (§2 company/PT management, §3 company fields). A company is
 * a site (its own members, site key and front) run for the operator whose master manages it here.
 * Its game PT is a ledger account of the operator (`company:<siteId>`): top-ups raise it, usage
 * and the monthly fee lower it; it may go below zero down to minus its PT limit (the credit), never
 * further (K202). The monthly fee is floor(GGR × ptFeeBp / 10000) of the company's gross gaming
 * revenue (stakes − payouts of its bets settled in the month, site time), charged once per month.
 */
const CompanyId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,29}$/);
const CompanyCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{2,20}$/);
const Money = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const CompanyInput = z.object({
  name: z.string().trim().min(1).max(60),
  /** Grade of the company as the operator ranks it (free text: A, VIP…). */
  companyClass: z.string().trim().max(20),
  contact: z.string().trim().max(100),
  domain: z.string().trim().max(100),
  /** Unique code the operator and the company quote to each other. */
  code: CompanyCode,
  /** Game PT fee rate in basis points (150 = 1.50%), charged monthly on GGR. */
  ptFeeBp: z.number().int().min(0).max(10_000),
  /** How far below zero the PT balance may go (credit), whole won. */
  ptLimit: Money,
});
export type CompanyInput = z.infer<typeof CompanyInput>;

/** The company's first master account, made with it so the company can sign in to its own office. */
export const STAFF_ID_PATTERN = /^[A-Za-z0-9_]{4,20}$/;
export const CompanyMaster = z.object({
  masterId: z.string().trim().regex(STAFF_ID_PATTERN),
  masterPassword: z.string().regex(PASSWORD_PATTERN),
});
export type CompanyMaster = z.infer<typeof CompanyMaster>;

/** Optional texts default to empty on create only: an update changes exactly the fields it sends. */
export const CompanyCreateRequest = createBody(
  CompanyInput.extend({
    siteId: CompanyId,
    companyClass: CompanyInput.shape.companyClass.default(''),
    contact: CompanyInput.shape.contact.default(''),
    domain: CompanyInput.shape.domain.default(''),
    ...CompanyMaster.shape,
  }),
);
export const CompanyUpdateRequest = updateBody(CompanyInput.partial());

/** A month, `yyyy-mm`, in site time. */
const FeeMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const CompanyFee = z.object({
  month: FeeMonth,
  ggr: z.number().int(),
  fee: z.number().int(),
  feeBp: z.number().int(),
  chargedAt: z.string(),
  chargedBy: z.string(),
});
export type CompanyFee = z.infer<typeof CompanyFee>;

const CompanyPtMove = z.object({ kind: z.string(), amount: z.number().int(), memo: z.string(), at: z.string() });

export const CompanyRecord = CompanyInput.extend({
  /** The company's site id. */
  id: z.string(),
  siteKey: z.string(),
  /** Members of the company's site (not deleted). */
  userCount: z.number().int(),
  /** The PT account's balance: may be negative down to −ptLimit. */
  ptBalance: z.number().int(),
  createdAt: z.string(),
});
export type CompanyRecord = z.infer<typeof CompanyRecord>;

/** One company with its last fees and PT movements (newest first). */
export const CompanyDetail = CompanyRecord.extend({ fees: z.array(CompanyFee), ptMoves: z.array(CompanyPtMove) });
export type CompanyDetail = z.infer<typeof CompanyDetail>;

/** PT top-up (the company paid the operator) or usage (PT spent), each moved once per Idempotency-Key. */
export const CompanyPtRequest = OfficeId.extend({
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  memo: z.string().trim().max(200).default(''),
});
export const CompanyFeeRequest = OfficeId.extend({ month: FeeMonth });

export const COMPANY_SORT = {
  id: 'c.site_id',
  name: 's.name',
  code: 'c.code',
  createdAt: 'c.created_at',
  ptFeeBp: 'c.pt_fee_bp',
} as const;
