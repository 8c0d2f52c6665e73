import { z } from 'zod';
import {
  COOLOFF_DAYS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  SELF_EXCLUSION_MAX_DAYS,
  SELF_EXCLUSION_MIN_DAYS,
} from '../responsible/periods';

const LimitKindSchema = z.enum(LIMIT_KINDS);
const LimitPeriodSchema = z.enum(LIMIT_PERIODS);

/** /api/member/limits/set: amount null (or 0) removes the limit, which like a raise waits 24 h. */
export const LimitSetRequest = z.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
});
export type LimitSetRequest = z.infer<typeof LimitSetRequest>;

/** One limit as the member (or staff) reads it, with what the period has used so far. */
export const LimitRow = z.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** The limit in force now (won, or minutes for session); null when none. */
  amount: z.number().int().nullable(),
  /** Set by staff: the member cannot change it. */
  imposed: z.boolean(),
  /** A raise or removal waiting its 24 hours. */
  pending: z.object({ amount: z.number().int().nullable(), from: z.string() }).nullable(),
  used: z.number().int(),
  /** When the period resets (ISO). */
  resetsAt: z.string(),
});
export type LimitRow = z.infer<typeof LimitRow>;

const Exclusion = z.object({
  kind: z.enum(['cooloff', 'self']),
  startsAt: z.string(),
  endsAt: z.string(),
});
type Exclusion = z.infer<typeof Exclusion>;

export const LimitsView = z.object({
  limits: z.array(LimitRow),
  exclusion: Exclusion.nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  /** The current session: when it began and its net result (payouts minus stakes) so far. */
  session: z.object({ startedAt: z.string(), minutes: z.number().int(), net: z.number().int() }).nullable(),
});
export type LimitsView = z.infer<typeof LimitsView>;

/** /api/member/exclude: cool-off 1, 7 or 30 days; self-exclusion 180 days to 5 years. */
export const ExcludeRequest = z
  .object({ kind: z.enum(['cooloff', 'self']), days: z.number().int() })
  .refine(
    (b) =>
      b.kind === 'cooloff'
        ? (COOLOFF_DAYS as readonly number[]).includes(b.days)
        : b.days >= SELF_EXCLUSION_MIN_DAYS && b.days <= SELF_EXCLUSION_MAX_DAYS,
    {
      message: 'days out of range',
      path: ['days'],
    },
  );
export type ExcludeRequest = z.infer<typeof ExcludeRequest>;

export const RealityCheckRequest = z.object({ minutes: z.number().int().min(5).max(240).nullable() });

/** The office's view of a member's responsible-play settings (member detail). */
export const MemberResponsible = z.object({
  limits: z.array(LimitRow),
  /** Every exclusion the member ever took, newest first; none can be lifted. */
  exclusions: z.array(Exclusion.extend({ active: z.boolean() })),
  realityCheckMinutes: z.number().int().nullable(),
});
export type MemberResponsible = z.infer<typeof MemberResponsible>;

export const MemberRef = z.object({ memberId: z.number().int().positive() });
/** Staff impose (or change, or lift) their own limit on a member at once; the member's own stay as they are. */
export const StaffLimitSetRequest = z.object({ memberId: z.number().int().positive() }).and(LimitSetRequest);
