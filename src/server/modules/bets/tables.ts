import type { Generated, JSONColumnType } from 'kysely';
import type { LegOutcome, SlipStatus } from '../../../shared/bets/slip';

/** A slip (migration 0402, by month since 3500): what one stake bought, in any product; its picks are bet_legs. */
export interface BetsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number;
  /** The product group (shared/bets/productGroups.ts). */
  game_group: string;
  vendor_code: string;
  game_code: string;
  game_name: Generated<string>;
  /** The round (minigame, casino) or event (a sports single) the slip was placed on. */
  round_id: string | null;
  /** Combined decimal odds x 100 (the product of the legs', floored). */
  odds: Generated<number>;
  stake: number;
  potential_payout: Generated<number>;
  payout: Generated<number>;
  status: Generated<SlipStatus>;
  idempotency_key: Generated<string | null>;
  stake_txn_id: number | null;
  payout_txn_id: number | null;
  balance_before: number | null;
  balance_after: number | null;
  detail: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
  settled_at: Date | null;
  /** Migration 2800: a PENDING live slip is decided at accept_at, under the member's accept_mode. */
  accept_at: Generated<Date | null>;
  accept_mode: Generated<'none' | 'higher' | 'any' | null>;
  /** Migration 2810: a feed's rollback took this settled sports slip back to open (docs/domains/sportsbook.md#in-play). */
  reopened_at: Generated<Date | null>;
}

export interface BetLegsTable {
  id: Generated<number>;
  bet_id: number;
  leg_no: number;
  event_ref: Generated<string | null>;
  market: string;
  pick: string;
  /** Decimal odds x 100. */
  odds: number;
  /** Handicap or total x 100, null for markets without a line. */
  line: Generated<number | null>;
  outcome: Generated<LegOutcome>;
  settled_at: Generated<Date | null>;
  /** A sports leg's fixture and market (migration 0900); null for other products. */
  fixture_id: Generated<number | null>;
  market_id: Generated<number | null>;
  /** Its slip's created_at, the month partition key (migration 3500); every writer of legs names it. */
  created_at: Date;
}

/**
 * One row per slip, unpartitioned (migration 3500, docs/adr/0016-monthly-partitions.md#slips-and-legs):
 * the slip's id and Idempotency name, unique for ever, and its created_at, the month that holds it.
 * Written by a trigger on bets, never by a writer of slips.
 */
interface BetKeysTable {
  id: number;
  created_at: Date;
  site_id: string;
  idempotency_key: string | null;
}

export interface BetTables {
  bets: BetsTable;
  bet_legs: BetLegsTable;
  bet_keys: BetKeysTable;
}
