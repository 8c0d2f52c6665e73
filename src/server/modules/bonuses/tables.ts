import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** A bonus program (migration 1900, docs/domains/bonuses.md). */
interface BonusProgramsTable {
  id: Generated<number>;
  site_id: string;
  kind: string;
  name: string;
  enabled: Generated<boolean>;
  pays: Generated<string>;
  cap: Generated<number>;
  min_deposit: Generated<number>;
  weights: Json<Record<string, number>>;
  rollover_bp: Generated<number>;
  expiry_hours: Generated<number>;
  exclusive: Generated<boolean>;
  window_days: Generated<number[]>;
  window_from_min: number | null;
  window_to_min: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

interface BonusProgramLevelsTable {
  program_id: number;
  level: number;
  rate_bp: Generated<number>;
  fixed_amount: Generated<number>;
}

/** One grant's wagering: its terms frozen at the grant. */
interface WageringRequirementsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  program_id: number | null;
  source: string;
  asset: Generated<string>;
  granted: number;
  to_wager: number;
  wagered: Generated<number>;
  weights: Json<Record<string, number>>;
  state: Generated<string>;
  /** What a forfeit or an expiry took back (2100_bonus_grants.sql). */
  taken_back: Generated<number>;
  expires_at: Date | null;
  created_at: Generated<Date>;
  closed_at: Date | null;
}

/** What one stake added to one requirement. */
interface WageringProgressTable {
  requirement_id: number;
  bet_id: number;
  amount: number;
}

/** A site week whose payback has run (2300_payback_comp_level_up.sql). */
interface PaybackRunsTable {
  site_id: string;
  /** The Monday the site week starts on. */
  week: ColumnType<string, string, string>;
  paid: Generated<number>;
  amount: Generated<number>;
  refused: Generated<number>;
  ran_at: Date;
}

export interface BonusTables {
  payback_runs: PaybackRunsTable;
  bonus_programs: BonusProgramsTable;
  bonus_program_levels: BonusProgramLevelsTable;
  wagering_requirements: WageringRequirementsTable;
  wagering_progress: WageringProgressTable;
}
