import type { Generated } from 'kysely';
import type { LimitKind, LimitPeriod } from '../../../shared/responsible/periods';

/** Migration 0700: one limit per member, kind, period and source (the member's own, or staff's). */
export interface MemberLimitsTable {
  member_id: number;
  kind: LimitKind;
  period: LimitPeriod;
  source: 'member' | 'staff';
  amount: number | null;
  pending_amount: number | null;
  pending_from: Date | null;
  updated_at: Generated<Date>;
}

export interface MemberExclusionsTable {
  id: Generated<number>;
  member_id: number;
  kind: 'cooloff' | 'self';
  starts_at: Date;
  ends_at: Date;
  created_at: Generated<Date>;
}

interface MemberRgSettingsTable {
  member_id: number;
  reality_check_minutes: number | null;
  updated_at: Generated<Date>;
}

interface MemberSightingsTable {
  member_id: number;
  kind: 'ip' | 'device';
  value: string;
  first_seen: Generated<Date>;
  last_seen: Generated<Date>;
}

export interface ResponsibleTables {
  member_limits: MemberLimitsTable;
  member_exclusions: MemberExclusionsTable;
  member_rg_settings: MemberRgSettingsTable;
  member_sightings: MemberSightingsTable;
}
