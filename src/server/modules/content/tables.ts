import type { Generated } from 'kysely';

export interface BoardsTable {
  id: Generated<number>;
  site_id: string;
  board_type: string;
  category: Generated<string>;
  title: string;
  content: string;
  member_id: number | null;
  staff_id: number | null;
  writer: string;
  views: Generated<number>;
  comment_count: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface BoardCommentsTable {
  id: Generated<number>;
  board_id: number;
  member_id: number;
  writer: string;
  content: string;
  created_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface InquiriesTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  qna_type: string;
  title: string;
  content: string;
  status: Generated<string>;
  answer: Generated<string>;
  staff_id: number | null;
  answered_at: Date | null;
  created_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface MessagesTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  title: string;
  content: string;
  staff_id: number | null;
  sent_at: Generated<Date>;
  read_at: Date | null;
  deleted_at: Date | null;
}

/** Visible posts per board, kept by the trigger of 0202_board_counts.sql. */
export interface BoardCountsTable {
  site_id: string;
  board_type: string;
  n: number;
}

export interface ContentTables {
  boards: BoardsTable;
  board_counts: BoardCountsTable;
  board_comments: BoardCommentsTable;
  inquiries: InquiriesTable;
  messages: MessagesTable;
}
