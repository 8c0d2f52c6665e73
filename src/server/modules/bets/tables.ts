import type { Generated, JSONColumnType } from 'kysely';

export interface MemberRatesTable {
  member_id: number;
  game_group: string;
  rolling_bp: Generated<number>;
  losing_bp: Generated<number>;
  updated_at: Generated<Date>;
}

export type BetStatus = 'BET' | 'WIN' | 'LOSE' | 'TIE' | 'CANCEL';

export interface BetsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  game_group: string;
  vendor_code: string;
  game_code: string;
  game_name: Generated<string>;
  round_id: string | null;
  market: Generated<string>;
  pick: Generated<string>;
  /** Decimal odds x 100. */
  odds: Generated<number>;
  stake: number;
  payout: Generated<number>;
  status: Generated<BetStatus>;
  stake_txn_id: number | null;
  payout_txn_id: number | null;
  balance_before: number | null;
  balance_after: number | null;
  detail: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
  settled_at: Date | null;
}

export interface BetTables {
  member_rates: MemberRatesTable;
  bets: BetsTable;
}
