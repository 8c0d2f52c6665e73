import { z } from 'zod';
import { LEG_OUTCOMES, SLIP_STATUSES } from '../bets/slip';
import { DateParam } from '../dates';
import { pagedList } from './common';
import { SportsBetProcRequest, SportsLegFixture } from './sports';
import { REFUSAL_REASONS } from '../sports/acceptance';

/** §3 bet (slip) states on the wire. */
export const BetStatus = z.enum(SLIP_STATUSES);
export type BetStatus = z.infer<typeof BetStatus>;

/** /api/bet/betProc for a minigame: picks on one round, each its own one-leg slip, accepted or refused together. */
export const BetProcRequest = z.object({
  gameType: z
    .string()
    .regex(/^[a-z0-9]{2,20}$/)
    .refine((t) => t !== 'sports', 'sports slips take legs'),
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

/**
 * The body /api/bet/betProc takes: a sports slip (gameType "sports",
 * docs/domains/sportsbook.md#slips) or minigame picks.
 */
export const BetProcBody = z.union([SportsBetProcRequest, BetProcRequest]);
export type BetProcBody = z.infer<typeof BetProcBody>;

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

const Iso = z.string();

/** One pick of a slip (DESIGN: Games and products): a minigame pick, a casino round, a fixture's market. */
export const BetLeg = z.object({
  legNo: z.number().int(),
  /** The leg's own fixture (a sports combo); null when the slip's roundId names it. */
  eventRef: z.string().nullable(),
  market: z.string(),
  pick: z.string(),
  /** Decimal odds x 100. */
  odds: z.number().int(),
  /** Handicap or total x 100; null for markets without a line. */
  line: z.number().int().nullable(),
  outcome: z.enum(LEG_OUTCOMES),
  settledAt: Iso.nullable(),
  /** A sports leg's fixture: league, teams, kick-off, state, score (docs/domains/sportsbook.md). */
  sports: SportsLegFixture.optional(),
});
export type BetLeg = z.infer<typeof BetLeg>;

/**
 * §3 bet list row: one slip. `market`, `pick` are its first leg's (a single's only leg), `odds`
 * the slip's combined odds; `legs` has every pick.
 */
export const BetRow = z.object({
  betIdx: z.number().int(),
  /** The product group (casino, slot, sports, minigame, virtual, esport, fishing). */
  gameCategory: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The round or event the slip was placed on. */
  roundId: z.string().nullable(),
  market: z.string(),
  pick: z.string(),
  /** Decimal odds x 100. */
  odds: z.number().int(),
  betAmt: z.number().int(),
  betWinAmt: z.number().int(),
  /** What the slip pays if every leg wins. */
  potentialPayout: z.number().int(),
  cash: z.number().int(),
  winCash: z.number().int(),
  /** §3: winCash - cash. */
  resultCash: z.number().int(),
  status: BetStatus,
  /** §9: WIN PASS, LOSE FAIL, TIE TIE, BET WAIT, CANCEL CANCEL. */
  betCalResult: z.enum(['PASS', 'FAIL', 'TIE', 'WAIT', 'CANCEL', 'CASHOUT']),
  type: z.enum(['win', 'lose', 'draw', 'wait', 'cancel', 'cashout']),
  /** §9: WAIT while the bet waits (BET), CANCEL when cancelled, DONE once settled. */
  betStatus: z.enum(['WAIT', 'DONE', 'CANCEL']),
  balanceBefore: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
  createdAt: Iso,
  settledAt: Iso.nullable(),
  legs: z.array(BetLeg),
  /** A sports combo's §9 folder bonus odds × 100 (100: none); absent for other products. */
  folderBonus: z.number().int().optional(),
  /** A sports slip the member cashed out (all or part): the stake cashed out so far and what it paid. */
  cashedOut: z.object({ stake: z.number().int(), paid: z.number().int() }).optional(),
  /** A sports slip in its bet delay (PENDING): when it is decided (docs/domains/sportsbook.md#bet-delay-in-play). */
  acceptAt: Iso.optional(),
  /** A sports slip REFUSED after its bet delay: why (words: front.sports.refused.<reason>). */
  refusedReason: z.enum(REFUSAL_REASONS).optional(),
});
export type BetRow = z.infer<typeof BetRow>;

export const BetProcResponse = z.object({ bets: z.array(BetRow), cashAmt: z.number().int() });
export type BetProcResponse = z.infer<typeof BetProcResponse>;

export const BetList = pagedList(BetRow);
export type BetList = z.infer<typeof BetList>;

export const BetDetail = BetRow.extend({ detail: z.record(z.string(), z.unknown()) });
export type BetDetail = z.infer<typeof BetDetail>;
