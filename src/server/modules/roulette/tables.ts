import type { Generated, JSONColumnType } from 'kysely';

interface RoulettePrizesTable {
  id: Generated<number>;
  site_id: string;
  label: Generated<string>;
  reward: string;
  amount: Generated<number>;
  weight: number;
  ord: Generated<number>;
  enabled: Generated<boolean>;
  updated_at: Generated<Date>;
}

interface RouletteSeedsTable {
  member_id: number;
  site_id: string;
  nonce: Generated<number>;
  seed: string;
  seed_hash: string;
}

interface RouletteTicketsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  source: string;
  source_ref: string;
  spin_id: number | null;
  created_at: Generated<Date>;
}

/** The prize table a spin was drawn from, in wheel order. */
export interface SpinPrize {
  id: number;
  label: string;
  reward: 'cash' | 'point' | 'none';
  amount: number;
  weight: number;
}

interface RouletteSpinsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  ticket_id: number;
  spin_key: string;
  seed: string;
  seed_hash: string;
  prizes: JSONColumnType<SpinPrize[]>;
  prize_index: number;
  reward: string;
  amount: number;
  txn_id: number | null;
  created_at: Generated<Date>;
}

export interface RouletteTables {
  roulette_prizes: RoulettePrizesTable;
  roulette_seeds: RouletteSeedsTable;
  roulette_tickets: RouletteTicketsTable;
  roulette_spins: RouletteSpinsTable;
}
