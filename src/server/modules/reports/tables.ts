/** Settled slips' money per site hour, owner and game group (docs/domains/reports.md#roll-ups). */
interface ReportBetHoursTable {
  site_id: string;
  hour: Date;
  owner_id: number;
  game_group: string;
  slips: number;
  bets: number;
  wins: number;
}

/** Settled slips' money per site hour, member and game group: the daily settlement's losing commission reads it. */
interface ReportMemberHoursTable {
  site_id: string;
  hour: Date;
  member_id: number;
  game_group: string;
  slips: number;
  bets: number;
  wins: number;
}

/** Per site, how far the roll-ups reach: rolled up before rolled_to, read by the reports before confirmed_to. */
interface ReportRollupStateTable {
  site_id: string;
  tz_minutes: number;
  rolled_to: Date;
  confirmed_to: Date;
  /** Passes so far: each pass adds one as it writes the row (report_rollup_pass_counted). */
  passes: number;
}

/** Rolled-up hours whose slips changed since (marked by the bets triggers), read raw until rolled up again. */
interface ReportDirtyHoursTable {
  site_id: string;
  hour: Date;
}

export interface ReportTables {
  report_bet_hours: ReportBetHoursTable;
  report_member_hours: ReportMemberHoursTable;
  report_rollup_state: ReportRollupStateTable;
  report_dirty_hours: ReportDirtyHoursTable;
}
