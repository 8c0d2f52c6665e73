import { z } from 'zod';

/**
 * Bonus programs and wagering (docs/domains/bonuses.md): the words both sides use.
 *
 * - signup (신규), first_deposit (첫충: the first deposit of the site day), every_deposit (매충),
 *   time_window (돌발: on at set hours or days), staff (a grant by staff), payback (페이백: a rate of
 *   the week's net loss, paid weekly), level_up (a fixed amount on reaching a level), and the rewards
 *   that existed before programs: coupon, attendance, roulette, point_conversion.
 */
export const BONUS_KINDS = [
  'signup',
  'first_deposit',
  'every_deposit',
  'time_window',
  'staff',
  'payback',
  'level_up',
  'coupon',
  'attendance',
  'roulette',
  'point_conversion',
] as const;
export const BonusKind = z.enum(BONUS_KINDS);
export type BonusKind = z.infer<typeof BonusKind>;

/**
 * What a stake counts under for wagering: the product groups, with sports split into singles and
 * combinations (a market's terms usually weigh them differently).
 */
export const WAGER_PRODUCTS = [
  'casino',
  'slot',
  'sports_single',
  'sports_combo',
  'minigame',
  'virtual',
  'esport',
  'fishing',
] as const;
export const WagerProduct = z.enum(WAGER_PRODUCTS);
export type WagerProduct = z.infer<typeof WagerProduct>;

/** Basis points of a stake that count towards wagering, per product (10000 = the whole stake). */
export const WagerWeights = z.partialRecord(WagerProduct, z.number().int().min(0).max(10_000));
export type WagerWeights = z.infer<typeof WagerWeights>;

export const WAGER_STATES = ['active', 'completed', 'expired', 'forfeited', 'lapsed'] as const;
export const WagerState = z.enum(WAGER_STATES);
export type WagerState = z.infer<typeof WagerState>;
