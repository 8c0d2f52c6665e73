import type { Generated } from 'kysely';
import type { MoneyRequestKind, MoneyRequestStatus } from '../../../shared/api/office/partnerMoneyRequests';

type TransferKind = 'pay' | 'recover' | 'give';

interface MoneyTransfersTable {
  id: Generated<number>;
  site_id: string;
  kind: TransferKind;
  actor_id: number;
  from_member_id: number;
  to_member_id: number;
  amount: number;
  memo: Generated<string>;
  txn_id: number;
  created_at: Generated<Date>;
}

/** §4 partner money requests (migration 0970). */
export interface PartnerMoneyRequestsTable {
  id: Generated<number>;
  site_id: string;
  requester_id: number;
  /** The parent partner who decides; null: the head office staff. */
  approver_id: number | null;
  kind: MoneyRequestKind;
  amount: number;
  memo: Generated<string>;
  reply_memo: Generated<string>;
  status: Generated<MoneyRequestStatus>;
  decided_by: string | null;
  txn_id: number | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

export interface PartnerMoneyTables {
  money_transfers: MoneyTransfersTable;
  partner_money_requests: PartnerMoneyRequestsTable;
}
