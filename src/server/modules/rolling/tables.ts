import type { Generated } from 'kysely';

/** Rolling commission owed to one partner for one settled slip (paid by the daily settlement). */
export interface RollingAccrualsTable {
  id: Generated<number>;
  bet_id: number;
  partner_id: number;
  site_id: string;
  /** The rate group (casino, slot, sports, minigame) the slip's product counts under. */
  game_group: string;
  day: string;
  amount: number;
  created_at: Generated<Date>;
}

export interface RollingTables {
  rolling_accruals: RollingAccrualsTable;
}
