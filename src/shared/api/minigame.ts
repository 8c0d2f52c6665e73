import { z } from 'zod';
import type { DrawResult } from '../minigame/draw';
import type { GameKind } from '../minigame/games';
import type { PagedList } from './common';
import type { BetRow } from './bets';

const GameKey = z.string().regex(/^[a-z0-9]{2,20}$/);

/** /api/minigame/getGame/{type}: the game state the play page polls (or receives on its topic). */
export const GetGameRequest = z.object({});

/** /api/minigame/getGame: §7 mini launch payload; answers the viewer address (data.gameurl). */
export const LaunchRequest = z.object({
  gameCode: GameKey,
  isMobile: z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])]).optional(),
  lang: z.string().max(5).optional(),
});

/** /api/minigame/powerballResult: past rounds of one game, newest first. */
export const ResultListRequest = z.object({
  gameType: GameKey.default('pwball'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count_per_list: z.coerce.number().int().min(1).max(100).default(10),
});

export type RoundStatus = 'OPEN' | 'DRAWN' | 'SETTLED' | 'VOID';

export interface RoundView {
  gameKey: string;
  kind: GameKind;
  /** The HMAC message of the draw ('pwball-20261121-0123'). */
  roundKey: string;
  roundNo: number;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  status: RoundStatus;
  /** SHA-256 of the seed, public from the start. */
  seedHash: string;
  /** Revealed once the round is drawn or voided. */
  seed: string | null;
  result: DrawResult | null;
  /** Winning pick per market once drawn. */
  winners: Record<string, string> | null;
}

export interface OddsView {
  market: string;
  pick: string;
  /** Decimal odds x 100. */
  odds: number;
}

export interface GameState {
  gameKey: string;
  kind: GameKind;
  intervalS: number;
  closeS: number;
  serverTime: string;
  /** The round taking bets (or closed and about to draw); null between rounds. */
  round: RoundView | null;
  bettingOpen: boolean;
  rules: { oneBetPerMarket: boolean; noHedge: boolean };
  odds: OddsView[];
  recent: RoundView[];
  /** The caller's bets in the current round (empty for a guest). */
  myBets: BetRow[];
}

export type ResultList = PagedList<RoundView>;

/** The body a /topic/powerball/<key> push carries. */
export interface RoundPush {
  event: 'open' | 'draw' | 'void';
  round: RoundView;
}

/** /api/admin/minigameOdds/update { id, data } */
export const OddsUpdate = z.object({
  odds: z.number().int().min(100).max(100_000).optional(),
  enabled: z.boolean().optional(),
});

export interface OddsRecord {
  id: number;
  gameKey: string;
  market: string;
  pick: string;
  odds: number;
  enabled: boolean;
  updatedAt: string;
}

/** Filter of /api/admin/minigameOdds/list. */
export const OddsFilter = z.object({ gameKey: GameKey.optional(), market: z.string().max(40).optional() });
