import type { Generated } from 'kysely';

/** 1600: a partner's sign-up code, and the domain that counts as it (docs/domains/partner-codes.md). */
interface PartnerJoinCodesTable {
  id: Generated<number>;
  site_id: string;
  partner_id: number;
  code: string;
  label: Generated<string>;
  domain: string | null;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One visit per code, site day and device. */
interface PartnerJoinVisitsTable {
  code_id: number;
  day: string;
  device: string;
  sub_id: string;
  created_at: Generated<Date>;
}

export interface PartnerTables {
  partner_join_codes: PartnerJoinCodesTable;
  partner_join_visits: PartnerJoinVisitsTable;
}
