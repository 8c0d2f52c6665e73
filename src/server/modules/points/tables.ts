import type { Generated } from 'kysely';

interface PointConversionsTable {
  id: number;
  site_id: string;
  member_id: number;
  amount: number;
  txn_id: number;
  created_at: Generated<Date>;
}

export interface PointTables {
  point_conversions: PointConversionsTable;
}
