import type { SeedStep } from './demoSeed';

/** Demo-seed work of other modules (balances, boards, games), run after the accounts exist. */
export const demoSeedSteps: SeedStep[] = [];
