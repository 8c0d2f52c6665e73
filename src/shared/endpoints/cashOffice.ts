import { z } from 'zod';
import { CashRefuseRequest, CashRequestFilter, CashRequestRecord } from '../api/adminCash';
import {
  BankHookSecret,
  BankNoticeDismiss,
  BankNoticeMatch,
  BankNoticeRecord,
  BankStatementUpload,
  StatementImportResult,
  StatementPreview,
} from '../api/bankNotices';
import { CorrectionCreate, CorrectionDecision, CorrectionRecord } from '../api/corrections';
import { exportBody } from '../reports/gridQuery';
import { WithdrawalRiskCard } from '../api/withdrawalRisk';
import { OfficeArea, OfficeId, OfficeListQuery, officeList } from '../api/office';
import { endpoint, NoBody, staff } from './endpoint';

/**
 * Staff processing of one kind of cash request (office convention): list, get, approve, refuse,
 * wait; and `export`, the queue's filtered requests as the report's CSV (docs/domains/reports.md#csv).
 */
const staffQueue = <R extends string, A extends OfficeArea>(resource: R, area: A, what: string) => {
  const access = staff(area);
  const base = `/api/admin/${resource}` as const;
  return {
    list: endpoint({
      path: `${base}/list`,
      body: OfficeListQuery,
      response: officeList(CashRequestRecord),
      access,
      summary: `${what} requests, paged`,
    }),
    export: endpoint({
      path: `${base}/export`,
      body: exportBody(CashRequestFilter),
      response: z.string(),
      access,
      csv: true as const,
      summary: `${what} requests the queue's filter selects, as CSV (UTF-8 with BOM, site time)`,
    }),
    get: endpoint({
      path: `${base}/get`,
      body: OfficeId,
      response: CashRequestRecord,
      access,
      summary: `One ${what} request`,
    }),
    approve: endpoint({
      path: `${base}/approve`,
      body: CashRefuseRequest,
      response: CashRequestRecord,
      access,
      idempotent: true,
      summary: `Approve a ${what} request`,
    }),
    refuse: endpoint({
      path: `${base}/refuse`,
      body: CashRefuseRequest,
      response: CashRequestRecord,
      access,
      idempotent: true,
      summary: `Refuse a ${what} request with a memo`,
    }),
    wait: endpoint({
      path: `${base}/wait`,
      body: CashRefuseRequest,
      response: CashRequestRecord,
      access,
      idempotent: true,
      summary: `Put a ${what} request on wait`,
    }),
  };
};

export const adminDeposits = staffQueue('deposits', OfficeArea.Deposits, 'deposit');
const withdrawals = staff(OfficeArea.Withdrawals);
/** The withdrawal queue, and its risk card (docs/domains/cash.md#withdrawal-risk-rules). */
export const adminWithdrawals = {
  ...staffQueue('withdrawals', OfficeArea.Withdrawals, 'withdrawal'),
  risk: endpoint({
    path: '/api/admin/withdrawals/risk',
    body: OfficeId,
    response: WithdrawalRiskCard,
    access: withdrawals,
    summary:
      "A withdrawal's risk card: each enabled check's result, the rules' last decision, the member's recent money",
  }),
  judge: endpoint({
    path: '/api/admin/withdrawals/judge',
    body: OfficeId,
    response: WithdrawalRiskCard,
    access: withdrawals,
    idempotent: true,
    summary:
      'Run the risk rules again on an open withdrawal: when it passes every check and the site allows it, the rules approve it',
  }),
};

/**
 * Staff balance corrections (docs/domains/corrections.md): the members area asks and decides; a
 * correction above the site's threshold waits for a second staff member.
 */
const corrections = staff(OfficeArea.Members);
export const adminCorrections = {
  list: endpoint({
    path: '/api/admin/corrections/list',
    body: OfficeListQuery,
    response: officeList(CorrectionRecord),
    access: corrections,
    summary: 'Balance corrections, paged',
  }),
  get: endpoint({
    path: '/api/admin/corrections/get',
    body: OfficeId,
    response: CorrectionRecord,
    access: corrections,
    summary: 'One balance correction',
  }),
  create: endpoint({
    path: '/api/admin/corrections/create',
    body: CorrectionCreate,
    response: CorrectionRecord,
    access: corrections,
    idempotent: true,
    summary: "Credit or debit a member's cash or points with a reason (booked at once up to the threshold)",
  }),
  approve: endpoint({
    path: '/api/admin/corrections/approve',
    body: CorrectionDecision,
    response: CorrectionRecord,
    access: corrections,
    idempotent: true,
    summary: 'Approve a pending correction (never the staff member who asked for it)',
  }),
  reject: endpoint({
    path: '/api/admin/corrections/reject',
    body: CorrectionDecision,
    response: CorrectionRecord,
    access: corrections,
    idempotent: true,
    summary: 'Reject a pending correction: nothing is booked',
  }),
};

/** Bank notices and deposit matching (docs/domains/cash.md#deposit-matching), the deposits area's. */
const deposits = staff(OfficeArea.Deposits);
export const adminBankNotices = {
  list: endpoint({
    path: '/api/admin/bankNotices/list',
    body: OfficeListQuery,
    response: officeList(BankNoticeRecord),
    access: deposits,
    summary: 'Bank notices, the waiting ones with their candidate requests',
  }),
  get: endpoint({
    path: '/api/admin/bankNotices/get',
    body: OfficeId,
    response: BankNoticeRecord,
    access: deposits,
    summary: 'One bank notice with its candidates',
  }),
  match: endpoint({
    path: '/api/admin/bankNotices/match',
    body: BankNoticeMatch,
    response: BankNoticeRecord,
    access: deposits,
    idempotent: true,
    summary: 'Match a waiting notice to a waiting deposit request by hand: approves the request',
  }),
  dismiss: endpoint({
    path: '/api/admin/bankNotices/dismiss',
    body: BankNoticeDismiss,
    response: BankNoticeRecord,
    access: deposits,
    idempotent: true,
    summary: 'Dismiss a waiting notice with a memo',
  }),
  preview: endpoint({
    path: '/api/admin/bankNotices/preview',
    body: BankStatementUpload,
    response: StatementPreview,
    access: deposits,
    summary: 'Read a bank statement (CSV) and show each row and what is wrong with it, changing nothing',
  }),
  import: endpoint({
    path: '/api/admin/bankNotices/import',
    body: BankStatementUpload,
    response: StatementImportResult,
    access: deposits,
    idempotent: true,
    summary: 'Receive every row of a bank statement (CSV) as a notice and match it; refused whole if a row is bad',
  }),
  secret: endpoint({
    path: '/api/admin/bankHook/secret',
    body: NoBody,
    response: BankHookSecret,
    access: staff(OfficeArea.Site),
    idempotent: true,
    summary: 'Make a new signing secret for the bank webhook (the old one stops working); shown once',
  }),
};
