import type { Generated, JSONColumnType } from 'kysely';
import type { RiskCheckResult } from '../../../shared/api/withdrawalRisk';

export interface CashRequestsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  kind: 'in' | 'out';
  amount: number;
  bonus_yn: Generated<string>;
  /** The bonus program the member chose on the deposit form (2100_bonus_grants.sql, docs/domains/bonuses.md). */
  bonus_program_id: Generated<number | null>;
  depositor: Generated<string>;
  /** §3: 0 apply, 1 done, 2 wait, -1 cancel. */
  status: Generated<number>;
  memo: Generated<string>;
  refund_account: Generated<string>;
  /** A withdrawal's payee account as asked (1220_cash_request_account.sql); the holder is `depositor`. */
  bank_name: Generated<string>;
  account_no: Generated<string>;
  hold_txn_id: number | null;
  done_txn_id: number | null;
  staff_id: number | null;
  hidden: Generated<boolean>;
  created_at: Generated<Date>;
  processed_at: Date | null;
}

/** A staff balance correction (1400_balance_corrections.sql, docs/domains/corrections.md). */
export interface BalanceCorrectionsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  asset: 'cash' | 'point';
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  memo: string;
  status: 'pending' | 'done' | 'rejected';
  four_eyes: boolean;
  requested_by: number;
  decided_by: number | null;
  decide_memo: Generated<string>;
  txn_id: number | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

/** A notice of money the bank received (1401_bank_notices.sql, docs/domains/cash.md#deposit-matching). */
export interface BankNoticesTable {
  id: Generated<number>;
  site_id: string;
  source: 'webhook' | 'statement';
  bank_ref: string;
  depositor: string;
  amount: number;
  paid_at: Date;
  signature: string | null;
  status: 'matched' | 'waiting' | 'dismissed';
  reason: 'ambiguous' | 'unmatched' | null;
  cash_request_id: number | null;
  decided_by: number | null;
  memo: Generated<string>;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

/** What the withdrawal risk rules decided last on a request (1700_withdrawal_risk.sql, docs/domains/cash.md#withdrawal-risk-rules). */
interface WithdrawalJudgementsTable {
  cash_request_id: number;
  site_id: string;
  checks: JSONColumnType<RiskCheckResult[]>;
  passed: boolean;
  approved: boolean;
  judged_at: Date;
}

interface BankHookSecretsTable {
  site_id: string;
  secret: string;
  created_at: Generated<Date>;
}

export interface CashTables {
  cash_requests: CashRequestsTable;
  balance_corrections: BalanceCorrectionsTable;
  bank_notices: BankNoticesTable;
  bank_hook_secrets: BankHookSecretsTable;
  withdrawal_judgements: WithdrawalJudgementsTable;
}
