import type { Generated } from 'kysely';

/** Companies (migration 0971; docs/domains/companies.md). */
interface CompaniesTable {
  site_id: string;
  operator_site_id: string;
  company_class: Generated<string>;
  contact: Generated<string>;
  code: string;
  pt_fee_bp: Generated<number>;
  pt_limit: Generated<number>;
  created_at: Generated<Date>;
}

interface CompanyFeesTable {
  site_id: string;
  month: string;
  ggr: number;
  fee: number;
  fee_bp: number;
  txn_id: number | null;
  charged_by: string;
  charged_at: Generated<Date>;
}

interface CompanyPtMovesTable {
  id: Generated<number>;
  site_id: string;
  kind: 'topUp' | 'use';
  amount: number;
  memo: string;
  txn_id: number;
  created_by: string;
  created_at: Generated<Date>;
}

export interface CompanyTables {
  companies: CompaniesTable;
  company_fees: CompanyFeesTable;
  company_pt_moves: CompanyPtMovesTable;
}
