import type { Generated, JSONColumnType } from 'kysely';
import type { DrawResult } from '../../../shared/minigame/draw';

export interface MinigameGamesTable {
  key: string;
  kind: string;
  interval_s: number;
  close_s: number;
  enabled: Generated<boolean>;
  one_bet_per_market: Generated<boolean>;
  no_hedge: Generated<boolean>;
  ord: Generated<number>;
}

type RoundStatus = 'OPEN' | 'DRAWN' | 'SETTLED' | 'VOID';

export interface MinigameRoundsTable {
  id: Generated<number>;
  game_key: string;
  round_no: number;
  round_key: string;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  seed: string;
  seed_hash: string;
  status: Generated<RoundStatus>;
  result: JSONColumnType<DrawResult> | null;
  drawn_at: Date | null;
  settled_at: Date | null;
}

export interface MinigameOddsTable {
  id: Generated<number>;
  site_id: string;
  game_key: string;
  market: string;
  pick: string;
  odds: number;
  enabled: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface MinigameTables {
  minigame_games: MinigameGamesTable;
  minigame_rounds: MinigameRoundsTable;
  minigame_odds: MinigameOddsTable;
}
