import type { Generated, JSONColumnType } from 'kysely';
import type { AdapterKind, AdapterSettings } from '../../../shared/api/games';

/** Migration 0600_vendors.sql. */
interface SiteVendorsTable {
  site_id: string;
  group_code: string;
  proc_id: number;
  adapter_kind: Generated<AdapterKind>;
  settings: JSONColumnType<Partial<AdapterSettings>>;
  enabled: Generated<boolean>;
  ord: Generated<number>;
  image: Generated<string>;
  name: string | null;
  updated_at: Generated<Date>;
}

export interface GameSessionsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  group_code: string;
  proc_id: number;
  provider: string;
  game_id: string;
  language: Generated<string>;
  token_hash: string;
  adapter_kind: string;
  /** The member session that launched it (migration 1100): the game ends when that session ends. */
  login_session_id: string | null;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
}

export interface PamRoundsTable {
  id: Generated<number>;
  site_id: string;
  provider: string;
  round_id: string;
  member_id: number;
  game_id: string;
  group_code: string;
  proc_id: number;
  bet_id: number | null;
  stake: Generated<number>;
  payout: Generated<number>;
  status: Generated<'OPEN' | 'CLOSED'>;
  started_at: Generated<Date>;
  ended_at: Date | null;
}

export type PamKind = 'WITHDRAW' | 'DEPOSIT' | 'CANCEL' | 'PROMOWITHDRAW' | 'PROMODEPOSIT' | 'PROMOCANCEL';

export interface PamTransactionsTable {
  id: Generated<number>;
  site_id: string;
  provider: string;
  provider_tx_id: string;
  kind: PamKind;
  member_id: number;
  amount: number;
  currency: string;
  bet_ref: string | null;
  round_id: string | null;
  game_id: string | null;
  cancels_id: number | null;
  cancelled: Generated<boolean>;
  early: Generated<boolean>;
  ledger_txn_id: number | null;
  body: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
}

interface VendorReconciliationsTable {
  id: Generated<number>;
  site_id: string;
  group_code: string;
  proc_id: number;
  member_id: number;
  ledger_balance: number;
  vendor_balance: number | null;
  checked_at: Generated<Date>;
}

export interface VendorTables {
  site_vendors: SiteVendorsTable;
  game_sessions: GameSessionsTable;
  pam_rounds: PamRoundsTable;
  pam_transactions: PamTransactionsTable;
  vendor_reconciliations: VendorReconciliationsTable;
}
