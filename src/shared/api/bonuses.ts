import { z } from 'zod';
import { BonusKind, WagerState, WagerWeights } from '../bonuses/terms';
import { PageQuery, pagedList } from './common';

/**
 * The member's bonuses (docs/domains/bonuses.md).
 * POST /api/bonus/offers                 the deposit bonuses the member may choose now, with their terms
 * POST /api/bonus/list { state }         the member's requirements: progress, expiry
 * POST /api/bonus/forfeit { id }         give a bonus up: its unplayed part is taken back
 */

/** The kinds a member chooses on the deposit form; the deposit request names the program. */
export const DEPOSIT_BONUS_KINDS = ['first_deposit', 'every_deposit', 'time_window'] as const;
export type DepositBonusKind = (typeof DEPOSIT_BONUS_KINDS)[number];
export const isDepositBonusKind = (kind: string): kind is DepositBonusKind =>
  (DEPOSIT_BONUS_KINDS as readonly string[]).includes(kind);

export const BonusAsset = z.enum(['cash', 'point']);

/** One program as the deposit form offers it: what the member's level earns, and what it must wager. */
export const BonusOffer = z.object({
  programId: z.number().int(),
  kind: BonusKind,
  name: z.string(),
  pays: BonusAsset,
  /** Basis points of the deposit; 0: `fixedAmount` instead. */
  rateBp: z.number().int(),
  fixedAmount: z.number().int(),
  /** 0: no cap. */
  cap: z.number().int(),
  minDeposit: z.number().int(),
  /** The amount to wager: granted × rolloverBp / 10000. */
  rolloverBp: z.number().int(),
  /** 0: never expires. */
  expiryHours: z.number().int(),
  weights: WagerWeights,
  exclusive: z.boolean(),
});
export type BonusOffer = z.infer<typeof BonusOffer>;
export const BonusOffers = z.object({ offers: z.array(BonusOffer) });

/** One wagering requirement as its member sees it. */
export const MyBonus = z.object({
  id: z.number().int(),
  programId: z.number().int().nullable(),
  kind: BonusKind.nullable(),
  name: z.string(),
  asset: BonusAsset,
  granted: z.number().int(),
  toWager: z.number().int(),
  wagered: z.number().int(),
  /** Still to wager before it completes. */
  left: z.number().int(),
  /** What a forfeit would take back now (before the balance cap). */
  unplayed: z.number().int(),
  weights: WagerWeights,
  state: WagerState,
  takenBack: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type MyBonus = z.infer<typeof MyBonus>;
export const MyBonusQuery = PageQuery.extend({ state: z.enum(['active', 'all']).default('all') });
export const MyBonusList = pagedList(MyBonus);

export const BonusForfeitRequest = z.object({ id: z.number().int().positive() });
export const BonusForfeited = z.object({
  id: z.number().int(),
  takenBack: z.number().int(),
  cashAmt: z.number().int(),
  pointAmt: z.number().int(),
});
export type BonusForfeited = z.infer<typeof BonusForfeited>;

/** What an active requirement still holds a withdrawal by (C015's data.bonuses, the withdrawal page). */
export const BonusLeft = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: BonusKind.nullable(),
  toWager: z.number().int(),
  wagered: z.number().int(),
  left: z.number().int(),
  expiresAt: z.string().nullable(),
});
export type BonusLeft = z.infer<typeof BonusLeft>;
