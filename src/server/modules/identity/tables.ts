import type { Generated } from 'kysely';

/** Which front a session serves: one live session per member and kind. */
export const SessionKind = { Member: 'member', Office: 'office' } as const;
export type SessionKind = (typeof SessionKind)[keyof typeof SessionKind];

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
  /** 0500_security_locks.sql: wrong withdrawal passwords in a row, and when they locked withdrawals. */
  pin_wrong_count: Generated<number>;
  pin_locked_at: Generated<Date | null>;
  /** The same for the partner gate password. */
  gate_wrong_count: Generated<number>;
  gate_locked_at: Generated<Date | null>;
  /** When wrong login passwords locked the account (null for a staff lock, which never times out). */
  locked_at: Generated<Date | null>;
  /** A lock by wrong passwords the owner has not yet been told of at a member login. */
  lock_notice_at: Generated<Date | null>;
  lock_notice_count: Generated<number>;
  join_ip: Generated<string>;
  /** 1700_withdrawal_risk.sql: when the payout account (bank, number, holder) last changed; null: as signed up. */
  account_changed_at: Generated<Date | null>;
  join_domain: Generated<string>;
  /** 1600: the partner code the member signed up through, and the link's sub-id (docs/domains/partner-codes.md). */
  join_code_id: Generated<number | null>;
  join_sub_id: Generated<string>;
  /** When the sign-up was approved (null before migration 1600). */
  approved_at: Generated<Date | null>;
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
  /** The last TOTP time step accepted: a code is good once. */
  totp_last_step: Generated<number | null>;
  wrong_password_count: Generated<number>;
  /** Sign-ins are refused until then after repeated failures (backoff). */
  locked_until: Generated<Date | null>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  /** 1500: told to use TOTP; until it is on, the account reaches nothing but its setup. */
  totp_required: Generated<boolean>;
  last_sign_in_at: Generated<Date | null>;
}

/** 1500: a role of the site; `pairs` null for a default role (its pairs are the code's). */
interface StaffRolesTable {
  site_id: string;
  key: string;
  name: string;
  pairs: string[] | null;
  created_at: Generated<Date>;
}

/** 1500: addresses or CIDR networks the office accepts staff from; none accepts any. */
interface OfficeIpAllowTable {
  site_id: string;
  ip: string;
  memo: Generated<string>;
  created_at: Generated<Date>;
}

/** 1500: a partner's sub-user of its office (docs/domains/partners.md#sub-users). */
interface PartnerSubUsersTable {
  id: Generated<number>;
  site_id: string;
  partner_id: number;
  login_id: string;
  name: Generated<string>;
  password_hash: string;
  read_only: Generated<boolean>;
  enabled: Generated<boolean>;
  wrong_password_count: Generated<number>;
  last_sign_in_at: Generated<Date | null>;
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
  /** 0600_vendors.sql: a game session of this login was ended (staff, maintenance): the next balance poll answers TK999. */
  game_closed_at: Generated<Date | null>;
  /** 'member' for the member front, 'office' for partners and staff in the office. */
  kind: Generated<SessionKind>;
  /** §6: the partner typed its gate password in this session. */
  gate_passed: Generated<boolean>;
  /** Migration 1101: the generation of the session's one valid token; a renewal moves it on. */
  token_seq: Generated<number>;
  /** 1500: a partner's sub-user acting for the partner (member_id): its row, login id and rights. */
  sub_user_id: Generated<number | null>;
  sub_user_login: Generated<string | null>;
  read_only: Generated<boolean>;
}

interface BlocklistTable {
  site_id: string;
  kind: 'ip' | 'phone' | 'account' | 'memid';
  value: string;
  memo: Generated<string>;
  created_at: Generated<Date>;
}

/** 0960: every sign-in try of a member or partner, refused ones included. */
interface LoginEventsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number | null;
  mem_id: string;
  kind: SessionKind;
  ip: Generated<string>;
  device_id: Generated<string>;
  user_agent: Generated<string>;
  /** '200' or the result code of the refusal. */
  result: string;
  created_at: Generated<Date>;
}

/** A staff member's TOTP secret between setup and the first code that enables it. */
interface StaffTotpPendingTable {
  staff_id: number;
  secret: string;
  created_at: Generated<Date>;
}

export interface IdentityTables {
  members: MembersTable;
  login_events: LoginEventsTable;
  staff: StaffTable;
  sessions: SessionsTable;
  blocklist: BlocklistTable;
  staff_totp_pending: StaffTotpPendingTable;
  staff_roles: StaffRolesTable;
  office_ip_allow: OfficeIpAllowTable;
  partner_sub_users: PartnerSubUsersTable;
}
