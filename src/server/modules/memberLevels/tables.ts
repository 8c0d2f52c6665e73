import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { LevelFigures } from '../../../shared/levels/ladder';
import type { LevelMoveKind } from '../../../shared/api/office/memberLevels';

/** Migration 2001: a site's level program (docs/domains/member-levels.md). */
interface LevelProgramsTable {
  site_id: string;
  enabled: Generated<boolean>;
  window_days: Generated<number>;
  grace_days: Generated<number>;
  updated_at: Generated<Date>;
}

/** A rung of a site's ladder. */
interface LevelRulesTable {
  site_id: string;
  level: number;
  turnover_min: number;
  deposits_min: number;
  active_days_min: number;
}

/** A member's staff lock and pending downgrade (a site day, read as text). */
interface MemberLevelStatusTable {
  member_id: number;
  site_id: string;
  locked: Generated<boolean>;
  downgrade_due: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Generated<Date>;
}

interface MemberLevelMovesTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  from_level: number;
  to_level: number;
  kind: LevelMoveKind;
  /** `rules`, or the staff (or partner) login id. */
  actor: string;
  figures: JSONColumnType<LevelFigures | null, string | null, string | null>;
  created_at: Generated<Date>;
}

interface LevelReviewsTable {
  site_id: string;
  day: ColumnType<string, string, string>;
  monthly: boolean;
  upgraded: Generated<number>;
  grace_started: Generated<number>;
  downgraded: Generated<number>;
  kept: Generated<number>;
  created_at: Generated<Date>;
}

export interface MemberLevelTables {
  level_programs: LevelProgramsTable;
  level_rules: LevelRulesTable;
  member_level_status: MemberLevelStatusTable;
  member_level_moves: MemberLevelMovesTable;
  level_reviews: LevelReviewsTable;
}
