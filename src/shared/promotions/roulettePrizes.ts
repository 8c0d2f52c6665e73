/** A roulette prize: what a slot pays. `none` is a losing slot. */
export const RouletteReward = { Cash: 'cash', Point: 'point', None: 'none' } as const;
export type RouletteReward = (typeof RouletteReward)[keyof typeof RouletteReward];

/** The demo site's wheel (and the table the chi-square test of the draw uses). */
export const DEMO_ROULETTE_PRIZES: readonly { reward: RouletteReward; amount: number; weight: number }[] = [
  { reward: 'point', amount: 1_000, weight: 300 },
  { reward: 'point', amount: 3_000, weight: 200 },
  { reward: 'none', amount: 0, weight: 250 },
  { reward: 'point', amount: 5_000, weight: 120 },
  { reward: 'cash', amount: 5_000, weight: 60 },
  { reward: 'point', amount: 10_000, weight: 50 },
  { reward: 'cash', amount: 30_000, weight: 15 },
  { reward: 'cash', amount: 100_000, weight: 5 },
];
