import { z } from 'zod';
import { OfficeListQuery } from './office';
import { BonusAsset } from './bonuses';
import { WagerState } from '../bonuses/terms';

/**
 * What the integrity job flags (docs/domains/integrity.md): linked accounts, and what they did
 * together; bonus_cashout is about one account (a bonus deposit withdrawn with little play).
 */
export const FLAG_KINDS = [
  'multi_account',
  'chip_dumping',
  'promo_farming',
  'bonus_signup_shared',
  'bonus_cashout',
] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];
export const FLAG_STATUSES = ['open', 'accepted', 'dismissed'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];
/** Accepting a flag locks the linked accounts' betting or black-lists them. */
const REVIEW_ACTIONS = ['lock_bet', 'black'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
export const SIGNAL_KINDS = ['device', 'ip', 'account', 'phone'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** What the job found, kept with the flag: staff judge from it. Values of accounts and phones are masked. */
export const FlagEvidence = z.object({
  signals: z.array(z.object({ kind: z.enum(SIGNAL_KINDS), value: z.string(), memIds: z.array(z.string()) })),
  transfers: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        from: z.string(),
        to: z.string(),
        amount: z.number().int(),
        at: z.string(),
      }),
    )
    .optional(),
  oppositeBets: z
    .array(
      z.object({
        game: z.string(),
        round: z.string(),
        market: z.string(),
        picks: z.array(z.object({ memId: z.string(), pick: z.string(), stake: z.number().int() })),
      }),
    )
    .optional(),
  promotions: z
    .array(z.object({ memId: z.string(), kind: z.string(), count: z.number().int(), amount: z.number().int() }))
    .optional(),
  /** The sign-up bonuses the linked accounts were granted. */
  signupBonuses: z
    .array(
      z.object({
        memId: z.string(),
        amount: z.number().int(),
        asset: BonusAsset,
        state: WagerState,
        at: z.string(),
      }),
    )
    .optional(),
  /** A deposit that carried a bonus, the first withdrawal asked after it, and what was staked between. */
  bonusCashout: z
    .object({
      deposit: z.object({ id: z.number().int(), amount: z.number().int(), at: z.string() }),
      bonus: z.object({ program: z.string(), amount: z.number().int(), asset: BonusAsset, state: WagerState }),
      withdrawal: z.object({
        id: z.number().int(),
        amount: z.number().int(),
        at: z.string(),
        status: z.number().int(),
      }),
      stakes: z.number().int(),
      /** The stakes below which the flag is raised, and that share of the deposit in basis points. */
      threshold: z.number().int(),
      thresholdBp: z.number().int(),
    })
    .optional(),
});
export type FlagEvidence = z.infer<typeof FlagEvidence>;

export const FlagRecord = z.object({
  id: z.number().int(),
  kind: z.enum(FLAG_KINDS),
  members: z.array(z.object({ id: z.number().int(), memId: z.string() })),
  evidence: FlagEvidence,
  status: z.enum(FLAG_STATUSES),
  action: z.enum(REVIEW_ACTIONS).nullable(),
  memo: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FlagRecord = z.infer<typeof FlagRecord>;

/** Filters: kind, status, and a member's id (the member detail's flags). */
export const FlagList = OfficeListQuery.extend({
  filter: z
    .object({
      kind: z.enum(FLAG_KINDS).optional(),
      status: z.enum(FLAG_STATUSES).optional(),
      memberId: z.coerce.number().int().positive().optional(),
    })
    .default({}),
});
export type FlagList = z.infer<typeof FlagList>;

const Memo = z.string().trim().min(1).max(500);
export const FlagAccept = z.object({ id: z.number().int().positive(), action: z.enum(REVIEW_ACTIONS), memo: Memo });
export const FlagDismiss = z.object({ id: z.number().int().positive(), memo: Memo });
export const DetectionRun = z.object({ flagged: z.number().int(), groups: z.number().int() });
