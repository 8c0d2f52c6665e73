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
  /** What a member does on an event post (EVENT_ACTIONS); null for a post to read. */
  event_action: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: Date | null;
}

interface BoardCommentsTable {
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
interface BoardCountsTable {
  site_id: string;
  board_type: string;
  n: number;
}

/** Visible posts per board and UTC day of created_at, kept by the same trigger (0820_board_day_counts.sql). */
interface BoardDayCountsTable {
  site_id: string;
  board_type: string;
  day: Date;
  n: number;
}

/** A post's text in one language besides Korean (0810_content_languages.sql); empty fields show the Korean ones. */
interface BoardTextsTable {
  board_id: number;
  lang: string;
  title: Generated<string>;
  content: Generated<string>;
}

/** A banner's title and image in one language besides Korean; empty fields show the Korean ones. */
interface BannerTextsTable {
  banner_id: number;
  lang: string;
  title: Generated<string>;
  image: Generated<string>;
  updated_at: Generated<Date>;
}

export interface ContentTables {
  boards: BoardsTable;
  board_counts: BoardCountsTable;
  board_day_counts: BoardDayCountsTable;
  board_comments: BoardCommentsTable;
  inquiries: InquiriesTable;
  messages: MessagesTable;
  board_texts: BoardTextsTable;
  banner_texts: BannerTextsTable;
}
