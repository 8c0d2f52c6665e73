import { z } from 'zod';

/** Site options of attendance (stored with the other site options, ./site.ts). */
export const StreakBonus = z.object({ days: z.number().int().min(2).max(366), point: z.number().int().min(0) });
export type StreakBonus = z.infer<typeof StreakBonus>;

/** §2 attendance: the month asked (YYYY-MM, site time), else the current one. */
export const AttendanceListRequest = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});

const AttendanceDay = z.object({
  day: z.string(),
  streak: z.number().int(),
  point: z.number().int(),
  bonus: z.number().int(),
  spins: z.number().int(),
});
type AttendanceDay = z.infer<typeof AttendanceDay>;

/** What the next check-in pays (today's if not yet checked, else tomorrow's). */
export const AttendanceReward = z.object({
  streak: z.number().int(),
  point: z.number().int(),
  bonus: z.number().int(),
  spins: z.number().int(),
});
export type AttendanceReward = z.infer<typeof AttendanceReward>;

export const AttendanceMonth = z.object({
  month: z.string(),
  /** Today in site time, YYYY-MM-DD. */
  today: z.string(),
  open: z.boolean(),
  checkedToday: z.boolean(),
  /** Consecutive days up to today (or yesterday when today is not checked yet). */
  streak: z.number().int(),
  days: z.array(AttendanceDay),
  next: AttendanceReward,
  rules: z.object({
    point: z.number().int(),
    depositMin: z.number().int(),
    streakBonuses: z.array(StreakBonus),
    spinEvery: z.number().int(),
  }),
});
export type AttendanceMonth = z.infer<typeof AttendanceMonth>;

export const AttendanceCheckResult = AttendanceDay.extend({ pointAmt: z.number().int() });
export type AttendanceCheckResult = z.infer<typeof AttendanceCheckResult>;
