import type { Generated } from 'kysely';

/** A month of a monthly table that left the database for its file (docs/operations/retention.md). */
interface MonthArchivesTable {
  table_name: string;
  month: Date;
  file: string;
  row_count: number;
  sha256: string;
  digest: string;
  archived_at: Generated<Date>;
  restored_at: Date | null;
}

export interface ArchiveTables {
  month_archives: MonthArchivesTable;
}
