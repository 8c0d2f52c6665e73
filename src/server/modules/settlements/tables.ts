import type { Generated, JSONColumnType } from 'kysely';
import type { SettlementPart } from '../../../shared/api/office/settlements';

/** One partner's rolling or losing settlement of one site day (§9 daily settlement). */
interface PartnerSettlementsTable {
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

export interface SettlementTables {
  partner_settlements: PartnerSettlementsTable;
}
