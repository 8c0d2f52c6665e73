import type { Generated, JSONColumnType } from 'kysely';
import type { SettlementPart } from '../../../shared/api/office/settlements';

export interface PartnerSettlementsTable {
  partner_id: number;
  day: string;
  kind: 'rolling' | 'losing';
  site_id: string;
  base: number;
  amount: number;
  parts: JSONColumnType<SettlementPart[]>;
  txn_id: number | null;
  created_at: Generated<Date>;
}

export interface MemberMemosTable {
  member_id: number;
  memo: string;
  updated_at: Generated<Date>;
}

export interface StaffTotpPendingTable {
  staff_id: number;
  secret: string;
  created_at: Generated<Date>;
}

export interface OfficeTables {
  partner_settlements: PartnerSettlementsTable;
  member_memos: MemberMemosTable;
  staff_totp_pending: StaffTotpPendingTable;
}
