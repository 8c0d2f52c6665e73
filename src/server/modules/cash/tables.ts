import type { Generated } from 'kysely';

export interface CashRequestsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  kind: 'in' | 'out';
  amount: number;
  bonus_yn: Generated<string>;
  depositor: Generated<string>;
  /** §3: 0 apply, 1 done, 2 wait, -1 cancel. */
  status: Generated<number>;
  memo: Generated<string>;
  refund_account: Generated<string>;
  hold_txn_id: number | null;
  done_txn_id: number | null;
  staff_id: number | null;
  hidden: Generated<boolean>;
  created_at: Generated<Date>;
  processed_at: Date | null;
}

export interface CashTables {
  cash_requests: CashRequestsTable;
}
