import type { Generated } from 'kysely';

/** Rolling commission one settlement owes one partner in one rate group (paid by the daily settlement). */
interface RollingAccruedTable {
  /** The settlement: `round:<round key>` for a minigame round, `bet:<slip id>` for one slip. */
  source: string;
  partner_id: number;
  site_id: string;
  /** The rate group (casino, slot, sports, minigame) the slips' product counts under. */
  game_group: string;
  day: string;
  /** The stakes of the slips that earned this partner something. */
  base: number;
  amount: number;
  slips: number;
  created_at: Generated<Date>;
}

export interface RollingTables {
  rolling_accrued: RollingAccruedTable;
}
