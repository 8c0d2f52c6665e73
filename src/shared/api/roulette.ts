import { z } from 'zod';

export const RouletteRewardSchema = z.enum(['cash', 'point', 'none']);

/** A slot of the wheel as members see it, in wheel order. */
export const RoulettePrize = z.object({
  id: z.number().int(),
  label: z.string(),
  reward: RouletteRewardSchema,
  amount: z.number().int(),
  weight: z.number().int(),
});
export type RoulettePrize = z.infer<typeof RoulettePrize>;

/** A past spin with everything the browser needs to recompute it. */
export const RouletteSpinView = z.object({
  spinId: z.number().int(),
  spinKey: z.string(),
  seed: z.string(),
  seedHash: z.string(),
  prizes: z.array(RoulettePrize),
  prizeIndex: z.number().int(),
  reward: RouletteRewardSchema,
  amount: z.number().int(),
  createdAt: z.string(),
});
export type RouletteSpinView = z.infer<typeof RouletteSpinView>;

export const RouletteInfo = z.object({
  open: z.boolean(),
  prizes: z.array(RoulettePrize),
  spinsLeft: z.number().int(),
  /** The commitment of the next spin: SHA-256 of its seed, and its HMAC message. */
  nextSeedHash: z.string(),
  nextSpinKey: z.string(),
  rules: z.object({ depositMin: z.number().int(), attendanceEvery: z.number().int() }),
  history: z.array(RouletteSpinView),
});
export type RouletteInfo = z.infer<typeof RouletteInfo>;

export const RouletteSpinResult = z.object({
  spin: RouletteSpinView,
  spinsLeft: z.number().int(),
  nextSeedHash: z.string(),
  nextSpinKey: z.string(),
  cashAmt: z.number().int(),
  pointAmt: z.number().int(),
});
export type RouletteSpinResult = z.infer<typeof RouletteSpinResult>;
