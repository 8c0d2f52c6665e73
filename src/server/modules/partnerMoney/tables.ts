import type { Generated } from 'kysely';

export type TransferKind = 'pay' | 'recover' | 'give';

export interface MoneyTransfersTable {
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

export interface PartnerMoneyTables {
  money_transfers: MoneyTransfersTable;
}
