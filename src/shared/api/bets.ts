import { z } from 'zod';
import { DateParam } from '../dates';
import type { PagedList } from './common';

/** §3 bet states on the wire. */
export type BetStatus = 'BET' | 'WIN' | 'LOSE' | 'TIE' | 'CANCEL';

/** /api/bet/betProc for a minigame: one slip of picks on one round, accepted or refused whole. */
export const BetProcRequest = z.object({
  gameType: z.string().regex(/^[a-z0-9]{2,20}$/),
  /** The round the member saw; a slip for another round is refused (B0099). */
  roundKey: z.string().max(60),
  bets: z
    .array(
      z.object({
        market: z.string().max(40),
        pick: z.string().max(40),
        amount: z.number().int().positive().max(1_000_000_000_000),
      }),
    )
    .min(1)
    .max(20),
});
export type BetProcRequest = z.infer<typeof BetProcRequest>;

export interface BetProcResponse {
  bets: BetRow[];
  cashAmt: number;
}

/** /api/bet/betlist (§7): gameType is a game group (minigame …) or a game key; oldYn Y lists settled bets only. */
export const BetListRequest = z.object({
  gameType: z.string().max(20).optional(),
  vendorCode: z.string().max(20).optional(),
  startDate: DateParam,
  endDate: DateParam,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count_per_list: z.coerce.number().int().min(1).max(100).default(10),
  oldYn: z.enum(['Y', 'N']).optional(),
});

export const BetDetailRequest = z.object({ betIdx: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** §3 bet list row. */
export interface BetRow {
  betIdx: number;
  gameCategory: string;
  vendorCode: string;
  gameCode: string;
  gameName: string;
  roundId: string | null;
  market: string;
  pick: string;
  /** Decimal odds x 100. */
  odds: number;
  betAmt: number;
  betWinAmt: number;
  cash: number;
  winCash: number;
  /** §3: winCash - cash. */
  resultCash: number;
  status: BetStatus;
  /** §9: WIN PASS, LOSE FAIL, TIE TIE, BET WAIT, CANCEL CANCEL. */
  betCalResult: 'PASS' | 'FAIL' | 'TIE' | 'WAIT' | 'CANCEL';
  type: 'win' | 'lose' | 'draw' | 'wait' | 'cancel';
  /** §9: WAIT while the bet waits (BET), CANCEL when cancelled, DONE once settled. */
  betStatus: 'WAIT' | 'DONE' | 'CANCEL';
  balanceBefore: number | null;
  balanceAfter: number | null;
  createdAt: string;
  settledAt: string | null;
}

export type BetList = PagedList<BetRow>;

export interface BetDetail extends BetRow {
  detail: Record<string, unknown>;
}
