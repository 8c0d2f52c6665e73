import type { Generated } from 'kysely';

/** A partner's insurance settings (migration 0980), set by staff. */
interface InsuranceSettingsTable {
  partner_id: number;
  site_id: string;
  enabled: Generated<boolean>;
  /** Rate groups (casino, slot, sports, minigame) whose slips the partner insures. */
  game_groups: Generated<string[]>;
  standard_amount: Generated<number>;
  rate_bp: Generated<number>;
  /** Payout shares the partner could not cover and still owes (taken from its later insured income). */
  debt: Generated<number>;
  updated_at: Generated<Date>;
}

/** One insured slip and the two ledger transactions of its shares. */
interface InsuredBetsTable {
  bet_id: number;
  site_id: string;
  partner_id: number;
  member_id: number;
  game_group: string;
  stake: number;
  standard_amount: number;
  applied_amount: number;
  rate_bp: number;
  stake_share: number;
  payout: number;
  payout_share: number;
  payout_paid: number;
  stake_txn_id: number;
  payout_txn_id: number | null;
  settled_at: Date;
}

/** A result correction's re-booking of an insured slip's payout share (migration 0990). */
interface InsuredBetCorrectionsTable {
  bet_id: number;
  version: number;
  payout: number;
  payout_share: number;
  /** What the partner paid in this correction (negative: what it got back). */
  paid: number;
  txn_id: number | null;
  created_at: Date;
}

export interface InsuranceTables {
  insurance_settings: InsuranceSettingsTable;
  insured_bets: InsuredBetsTable;
  insured_bet_corrections: InsuredBetCorrectionsTable;
}
