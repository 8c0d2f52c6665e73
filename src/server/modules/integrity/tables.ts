import type { Generated, JSONColumnType } from 'kysely';
import type { FlagEvidence, FlagKind, FlagStatus, ReviewAction } from '../../../shared/api/integrity';

/** Migration 0701: one flag per finding (kind and linked accounts). */
export interface IntegrityFlagsTable {
  id: Generated<number>;
  site_id: string;
  kind: FlagKind;
  member_ids: number[];
  finding_key: string;
  evidence: JSONColumnType<FlagEvidence>;
  status: Generated<FlagStatus>;
  action: ReviewAction | null;
  memo: Generated<string>;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IntegrityTables {
  integrity_flags: IntegrityFlagsTable;
}
