import { z } from 'zod';
import { GameKind } from '../minigame/games';
import { pagedList } from './common';
import { BetRow } from './bets';

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

const Kind = z.enum([GameKind.Powerball, GameKind.Ladder, GameKind.Keno]);

/** shared/minigame/draw.ts DrawResult on the wire. */
const DrawResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal(GameKind.Powerball), balls: z.array(z.number().int()), power: z.number().int() }),
  z.object({
    kind: z.literal(GameKind.Ladder),
    start: z.enum(['left', 'right']),
    lines: z.union([z.literal(3), z.literal(4)]),
    finish: z.enum(['odd', 'even']),
  }),
  z.object({ kind: z.literal(GameKind.Keno), numbers: z.array(z.number().int()) }),
]);

const RoundStatus = z.enum(['OPEN', 'DRAWN', 'SETTLED', 'VOID']);
type RoundStatus = z.infer<typeof RoundStatus>;

export const RoundView = z.object({
  gameKey: z.string(),
  kind: Kind,
  /** The HMAC message of the draw ('pwball-20261121-0123'). */
  roundKey: z.string(),
  roundNo: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  status: RoundStatus,
  /** SHA-256 of the seed, public from the start. */
  seedHash: z.string(),
  /** Revealed once the round is drawn or voided. */
  seed: z.string().nullable(),
  result: DrawResult.nullable(),
  /** Winning pick per market once drawn. */
  winners: z.record(z.string(), z.string()).nullable(),
});
export type RoundView = z.infer<typeof RoundView>;

export const OddsView = z.object({
  market: z.string(),
  pick: z.string(),
  /** Decimal odds x 100. */
  odds: z.number().int(),
});
export type OddsView = z.infer<typeof OddsView>;

export const GameState = z.object({
  gameKey: z.string(),
  kind: Kind,
  intervalS: z.number().int(),
  closeS: z.number().int(),
  serverTime: z.string(),
  /** The round taking bets (or closed and about to draw); null between rounds. */
  round: RoundView.nullable(),
  bettingOpen: z.boolean(),
  rules: z.object({ oneBetPerMarket: z.boolean(), noHedge: z.boolean() }),
  odds: z.array(OddsView),
  recent: z.array(RoundView),
  /** The caller's bets in the current round (empty for a guest). */
  myBets: z.array(BetRow),
});
export type GameState = z.infer<typeof GameState>;

export const ResultList = pagedList(RoundView);
export type ResultList = z.infer<typeof ResultList>;

/** The viewer address of a launched minigame. */
export const LaunchResponse = z.object({ gameurl: z.string() });

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

export const OddsRecord = z.object({
  id: z.number().int(),
  gameKey: z.string(),
  market: z.string(),
  pick: z.string(),
  odds: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type OddsRecord = z.infer<typeof OddsRecord>;

/** Filter of /api/admin/minigameOdds/list. */
export const OddsFilter = z.object({ gameKey: GameKey.optional(), market: z.string().max(40).optional() });
