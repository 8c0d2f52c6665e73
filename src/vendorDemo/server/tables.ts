import type { Generated, JSONColumnType } from 'kysely';
import type { DemoLeg } from '../rules/stakes';

export type DemoWallet = 'seamless' | 'transfer';
export type DemoRoundStatus = 'OPEN' | 'SETTLING' | 'SETTLED' | 'CANCELLED';

/** A leg before its outcome: payout null. */
export type StoredLeg = Omit<DemoLeg, 'payout'> & { payout: number | null };

export interface DemoRoundsTable {
  round_id: string;
  wallet: DemoWallet;
  player_id: string;
  game_id: string;
  token: string | null;
  legs: JSONColumnType<StoredLeg[]>;
  stake: number;
  payout: number | null;
  outcome: JSONColumnType<object> | null;
  status: Generated<DemoRoundStatus>;
  reason: string | null;
  created_at: Generated<Date>;
  settled_at: Date | null;
}

interface DemoTablesTable {
  table_key: string;
  state: JSONColumnType<object>;
  updated_at: Generated<Date>;
}

interface DemoTransferWalletsTable {
  player_id: string;
  balance: Generated<number>;
  updated_at: Generated<Date>;
}

interface DemoTransferTxnsTable {
  transaction_id: string;
  kind: 'DEPOSIT' | 'WITHDRAW';
  player_id: string;
  amount: number;
  balance_after: number;
  created_at: Generated<Date>;
}

interface DemoTransferSessionsTable {
  token: string;
  player_id: string;
  game_id: string;
  created_at: Generated<Date>;
}

/** Migration 1100: a launch's one-time code (its hash) and the player token it opens. */
interface DemoLaunchCodesTable {
  code_hash: string;
  token: string;
  game_id: string;
  created_at: Date;
}

export interface DemoProviderTables {
  demo_rounds: DemoRoundsTable;
  demo_tables: DemoTablesTable;
  demo_transfer_wallets: DemoTransferWalletsTable;
  demo_transfer_txns: DemoTransferTxnsTable;
  demo_transfer_sessions: DemoTransferSessionsTable;
  demo_launch_codes: DemoLaunchCodesTable;
}
