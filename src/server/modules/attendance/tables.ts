import type { ColumnType, Generated } from 'kysely';

interface AttendanceChecksTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  /** YYYY-MM-DD in site time (read back as text, never as a Date in the server's zone). */
  day: ColumnType<string, string, string>;
  streak: number;
  point: number;
  bonus: number;
  spins: number;
  txn_id: number | null;
  created_at: Generated<Date>;
}

export interface AttendanceTables {
  attendance_checks: AttendanceChecksTable;
}
