import type { Generated } from 'kysely';

/** 0960: dated notes on a member by staff or a partner of its line (the member detail's memo tab). */
interface MemberNotesTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  author_kind: 'staff' | 'partner';
  /** The author's login id (staff id or member id). */
  author_id: string;
  /** A partner author's members.path; null for staff. */
  author_path: string | null;
  note: string;
  created_at: Generated<Date>;
}

interface MemberMemosTable {
  member_id: number;
  memo: string;
  updated_at: Generated<Date>;
}

/** A member's commission rates per game group (§9: rolling and losing, in basis points). */
export interface MemberRatesTable {
  member_id: number;
  game_group: string;
  rolling_bp: Generated<number>;
  losing_bp: Generated<number>;
  updated_at: Generated<Date>;
}

export interface MemberTables {
  member_notes: MemberNotesTable;
  member_rates: MemberRatesTable;
  member_memos: MemberMemosTable;
}
