import type { Generated } from 'kysely';

export interface MembersTable {
  id: Generated<number>;
  site_id: string;
  mem_id: string;
  mem_nick: string;
  name: string;
  phone: string;
  bank_name: Generated<string>;
  account_no: Generated<string>;
  account_holder: Generated<string>;
  password_hash: string;
  withdraw_password_hash: string | null;
  partner_password_hash: Generated<string | null>;
  level: Generated<number>;
  status: Generated<string>;
  tier: Generated<string>;
  parent_id: number | null;
  path: Generated<string>;
  recommend_yn: Generated<string>;
  can_login: Generated<boolean>;
  can_bet: Generated<boolean>;
  can_recommend: Generated<boolean>;
  locked: Generated<boolean>;
  casino_open: Generated<boolean>;
  slot_open: Generated<boolean>;
  wrong_password_count: Generated<number>;
  join_ip: Generated<string>;
  join_domain: Generated<string>;
  last_login_at: Date | null;
  last_login_ip: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StaffTable {
  id: Generated<number>;
  site_id: string;
  staff_id: string;
  name: Generated<string>;
  password_hash: string;
  role: string;
  totp_secret: string | null;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  id: string;
  site_id: string;
  member_id: number | null;
  staff_id: number | null;
  channel_id: string;
  push_key: string;
  ip: Generated<string>;
  created_at: Generated<Date>;
  expires_at: Date;
  ended_at: Date | null;
  ended_reason: string | null;
}

export interface BlocklistTable {
  site_id: string;
  kind: 'ip' | 'phone' | 'account' | 'memid';
  value: string;
  memo: Generated<string>;
  created_at: Generated<Date>;
}

export interface IdentityTables {
  members: MembersTable;
  staff: StaffTable;
  sessions: SessionsTable;
  blocklist: BlocklistTable;
}
